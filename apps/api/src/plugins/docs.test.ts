import { Module, Role } from '@homer/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../test/test-context.ts';
import { productionDocsAccess } from './api-docs.ts';

let ctx: TestContext;
let production: TestContext;
beforeAll(async () => {
  [ctx, production] = await Promise.all([
    createTestContext(),
    createTestContext(undefined, { APP_ENV: 'production' }),
  ]);
});
afterAll(() => Promise.all([ctx.close(), production.close()]));

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

  it('is open to anyone outside production, the page as well as the JSON', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    expect(ctx.app.declaredRoutes().filter((r) => r.url.startsWith('/api/docs'))).not.toHaveLength(0);
    expect(
      ctx.app
        .declaredRoutes()
        .filter((r) => r.url.startsWith('/api/docs'))
        .every((r) => r.access === 'public'),
    ).toBe(true);
  });
});

describe('OpenAPI in production', () => {
  const get = (url: string, token?: string) =>
    production.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers like an unknown path to anyone without the Admin module', async () => {
    const unknown = await get('/api/no-such-path');
    expect(unknown.statusCode).toBe(404);
    const { token } = await createSignedInUser(production, {
      userName: 'ba-manager',
      access: [{ module: Module.BA, role: Role.SystemAdmin }],
    });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      for (const caller of [undefined, token, 'not-a-token']) {
        const res = await get(url, caller);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 404,
          body: unknown.json(),
        });
      }
    }
    expect(
      production.app
        .declaredRoutes()
        .filter((r) => r.url.startsWith('/api/docs'))
        .every((r) => r.access === productionDocsAccess),
    ).toBe(true);
  });

  it('serves the JSON to a caller whose bearer token belongs to an Admin user', async () => {
    const { token } = await createSignedInUser(production, {
      userName: 'docs-reader',
      access: [{ module: Module.Admin, role: Role.UserAdmin }],
    });
    const res = await get('/api/docs/json', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/Account/Login']).toBeDefined();
  });
});
