import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { compressionThreshold } from './compression.ts';

// A built web app as `npm run build` leaves it: each text asset with its brotli and gzip copies.
const dist = mkdtempSync(join(tmpdir(), 'homer-dist-'));
const script = 'export const answer = 42;\n'.repeat(400);
const indexHtml = `<!doctype html><html><head><title>HOMER</title></head><body>${'<p>HOMER</p>'.repeat(200)}</body></html>`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), indexHtml);
// The build's table of what each page loads (apps/web/vite-route-preload.ts).
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite/route-preloads.json'),
  JSON.stringify([
    {
      id: 'emailOutbox',
      pattern: '^/admin/system/email-outbox/?$',
      files: ['assets/outbox-9z.js', 'assets/outbox-8y.css'],
    },
  ]),
);
const asset = join(dist, 'assets', 'app-1a2b.js');
writeFileSync(asset, script);
// Marked copies prove the server sends the build's files rather than compressing on the fly.
writeFileSync(`${asset}.br`, brotliCompressSync(`${script}// br`));
writeFileSync(`${asset}.gz`, gzipSync(`${script}// gz`));

const big = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Budget ${i}` }));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    (app) => {
      app.get('/api/test/big', { config: { access: 'public' } }, async () => big);
      app.get('/api/test/small', { config: { access: 'public' } }, async () => ({ ok: true }));
    },
    { WEB_DIST: dist },
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression', () => {
  it('sends the build’s brotli copy of an asset to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}// br`);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}// gz`);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON above the threshold and leaves small answers as they are', async () => {
    const res = await get('/api/test/big', 'br, gzip');
    expect(JSON.stringify(big).length).toBeGreaterThan(compressionThreshold);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);

    const gz = await get('/api/test/big', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);

    const small = await get('/api/test/small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const identity = await get('/api/test/big');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(big);
  });

  it('sends the app page for client routes compressed, with the title and preloads of the page the address opens', async () => {
    const outboxPage = indexHtml
      .replace('<title>HOMER</title>', '<title>Email Outbox</title>')
      .replace(
        '</head>',
        '    <link rel="modulepreload" crossorigin href="/assets/outbox-9z.js">\n    ' +
          '<link rel="preload" as="style" crossorigin href="/assets/outbox-8y.css">\n  </head>',
      );
    const br = await get('/admin/system/email-outbox?page=2', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(outboxPage);

    const gz = await get('/admin/system/email-outbox', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(outboxPage);

    const plain = await get('/admin/system/email-outbox/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(outboxPage);

    // An address no page matches gets the page as built: nothing to preload.
    expect((await get('/no/such/page')).body).toBe(indexHtml);
  });

  it('answers an unknown API path with the JSON not-found envelope, never the app page', async () => {
    const res = await get('/api/Nothing/Here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccessful: false });
  });

  it('answers an asset the build does not have (an older release’s chunk) with 404, never the app page', async () => {
    // A page still open from the previous release asks for its old chunk names: HTML with 200 would reach the
    // browser's module loader as a MIME-type error instead of a missing file.
    const res = await get('/assets/page-0ld0.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
