import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('OpenAPI at /api/docs', () => {
  it('describes every API route, generated from the contracts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    const documented = Object.entries(spec.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const apiRoutes = ctx.app
      .declaredRoutes()
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(documented.sort()).toEqual(apiRoutes.sort());
    const login = spec.paths['/api/Account/Login'].post.requestBody.content['application/json'].schema;
    expect(login.properties.userName.maxLength).toBe(100);
  });
});
