import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScripts } from '@homer/contracts/inline-scripts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { answerHeaders, helmetHeaders, pageHeaders } from './security-headers.ts';

// A built web app: its page must carry the full policy, API answers only their short set (decision 077).
const dist = mkdtempSync(join(tmpdir(), 'homer-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>HOMER</title></head></html>');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    (app) => {
      app.get('/api/test/cached', { config: { access: 'public' } }, async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=60');
        return { ok: true };
      });
    },
    { WEB_DIST: dist },
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const pagePolicy = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('security headers', () => {
  it("lets a page reach STRICH's licence servers only where a STRICH key is configured (decision 109)", () => {
    const policy = (strich: boolean) => String(pageHeaders(false, strich)['content-security-policy']);
    expect(policy(false)).toContain("connect-src 'self';");
    expect(policy(true)).toContain(
      "connect-src 'self' https://license.strich.io https://license-dev.strich.io;",
    );
  });

  it('sends the page its content security policy and helmet defaults', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/budgets/list' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = pagePolicy(response.headers);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("worker-src 'self' blob:");
    // Knowledge Base videos embed the privacy-enhanced player, and nothing else may be framed.
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    // No STRICH key configured: the page may reach its own server only.
    expect(policy).toContain("connect-src 'self';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    // HTTPS is the proxy's business outside production.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives API answers and 404s only what an answer needs: inert if opened, not embeddable, not kept', async () => {
    for (const url of ['/api/Home/GetOptions', '/api/No/SuchRoute']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['cache-control'], url).toBe('no-store');
      // The page's friends stay off answers: fewer bytes on every signed-in call (issue 26).
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
      const bytes = Object.entries(response.headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('').length;
      expect(bytes, url).toBeLessThan(500);
    }
  });

  it('lets a route keep its own caching over the API default; HSTS in production only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/cached' });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(answerHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answerHeaders(false)['strict-transport-security']).toBeUndefined();
  });

  it('allows the two inline scripts of the pages by their hashes, and no other inline script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = pagePolicy(response.headers)
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    const hashes = inlineScripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
  });

  it('works out the same headers helmet itself sets', () => {
    const headers = helmetHeaders({
      hsts: true,
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } },
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
