import { createHash } from 'node:crypto';
import { inlineScripts } from '@homer/contracts/inline-scripts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { helmetHeaders } from './security-headers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it('sends the content security policy and helmet defaults on API answers and on 404s', async () => {
    for (const url of ['/api/Home/GetOptions', '/api/No/SuchRoute']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("worker-src 'self' blob:");
      // Knowledge Base videos embed the privacy-enhanced player, and nothing else may be framed.
      expect(response.headers['content-security-policy']).toContain(
        'frame-src https://www.youtube-nocookie.com',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      // HTTPS is the proxy's business outside production.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows the two inline scripts of the pages by their hashes, and no other inline script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/Home/GetOptions' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
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
