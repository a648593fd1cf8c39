import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';

// A built web app with the offline-cache worker and manifest beside the page (decision 073).
const dist = mkdtempSync(join(tmpdir(), 'homer-web-sw-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>HOMER</title></head><body></body></html>',
);
writeFileSync(join(dist, 'assets/app-1.js'), 'export const answer = 42;\n');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"HOMER"}');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { WEB_DIST: dist, APP_ENV: 'production' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the offline-cache worker and the manifest', () => {
  it('sends /sw.js to be revalidated, under the page policy, with no sandbox that would take its cache away', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('sandbox');
  });

  it('sends the manifest as a manifest, revalidated', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps content-hashed assets cached for good', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
