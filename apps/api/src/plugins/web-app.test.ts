import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';

// A built web app: the page, one asset and the build's table of what each page loads.
const dist = mkdtempSync(join(tmpdir(), 'homer-web-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>HOMER</title></head><body></body></html>',
);
writeFileSync(join(dist, 'assets/app-1.js'), 'export const answer = 42;\n');
writeFileSync(
  join(dist, '.vite/route-preloads.json'),
  JSON.stringify([{ id: 'login', pattern: '^/login/?$', files: ['assets/app-1.js'] }]),
);

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  // As in production, where the issue was seen; over a real socket, where HEAD must carry no body.
  ctx = await createTestContext(undefined, { WEB_DIST: dist, APP_ENV: 'production' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('HEAD, as load balancers check with it', () => {
  it.each([
    '/',
    '/login',
    '/admin/system/email-outbox',
    '/assets/app-1.js',
    '/api/health',
    '/api/health/ready',
  ])('answers %s as GET does, without the body', async (path) => {
    const get = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const head = await fetch(`${base}${path}`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 where GET does', async () => {
    for (const path of ['/api/NoSuchCall', '/assets/gone-1.js']) {
      const head = await fetch(`${base}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(404);
    }
  });
});
