import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/core.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext((app) => {
    // A PHI route as later areas will declare them, to prove the 467 rule.
    app.get(
      '/api/test/phi',
      { config: { access: { module: Module.Inventory, minRole: Role.User, phi: true } } },
      async () => ({
        ok: true,
      }),
    );
  });
});
afterAll(() => ctx.close());

describe('route access declarations', () => {
  it('every registered route declares public, signedIn or a module rule', () => {
    const routes = ctx.app.declaredRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => !r.access);
    expect(undeclared).toEqual([]);
    expect(routes.find((r) => r.url === '/api/Account/Login')?.access).toBe('public');
    expect(routes.find((r) => r.url === '/api/Silkier/SilkierHistory/GetHistory')?.access).toEqual({
      module: Module.Admin,
      minRole: Role.SystemAdmin,
    });
  });

  it('an app with a route that declares nothing refuses to start', async () => {
    await expect(
      createTestContext((app) => {
        app.get('/api/test/undeclared', async () => ({ ok: true }));
      }),
    ).rejects.toThrow('Routes without an access declaration: GET /api/test/undeclared');
  });
});

describe('guards', () => {
  const history = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/Silkier/SilkierHistory/GetHistory?pageSize=50',
      headers: token ? bearer(token) : {},
    });

  it('401 without a session, 403 without the module role, 200 with it', async () => {
    await createUser(ctx.db, { userName: 'plain', access: [{ module: Module.Admin, role: Role.Manager }] });
    await createUser(ctx.db, {
      userName: 'root',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    });
    const anonymous = await history();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      isSuccessful: false,
      message: messages.notSignedIn,
      messageClass: 'error',
    });
    const denied = await history(await signIn(ctx.app, 'plain'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect((await history(await signIn(ctx.app, 'root'))).statusCode).toBe(200);
  });

  it('PHI needs a multi-factor session and inactivity timeout, else 467', async () => {
    const nurseId = await createUser(ctx.db, {
      userName: 'nurse',
      access: [{ module: Module.Inventory, role: Role.User }],
      inactivityTimeout: true,
    });
    const token = await signIn(ctx.app, 'nurse');
    const phi = () => ctx.app.inject({ method: 'GET', url: '/api/test/phi', headers: bearer(token) });
    const refused = await phi();
    expect(refused.statusCode).toBe(467);
    expect(refused.json().message).toBe(messages.phiRequired);
    await ctx.db.update(sessions).set({ mfaVerified: true }).where(eq(sessions.userId, nurseId));
    expect((await phi()).statusCode).toBe(200);
  });

  it('a mobile-scanning session may only make the allowed calls', async () => {
    const scannerId = await createUser(ctx.db, {
      userName: 'scanner',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    });
    const token = await signIn(ctx.app, 'scanner');
    await ctx.db.update(sessions).set({ mobileScanning: true }).where(eq(sessions.userId, scannerId));
    const refused = await history(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.mobileScanningDenied);
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/Home/GetOptions',
      headers: bearer(token),
    });
    expect(allowed.statusCode).toBe(200);
    const info = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/GetUserInfo',
      headers: bearer(token),
    });
    expect(info.json()).toMatchObject({ userName: 'scanner', mobileScanning: true });
  });

  it('500 responses carry no internals', async () => {
    const broken = await createTestContext((app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('relation "secret_table" does not exist');
      });
    });
    const res = await broken.app.inject({ method: 'GET', url: '/api/test/boom' });
    await broken.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      isSuccessful: false,
      message: messages.internalError,
      messageClass: 'error',
    });
  });
});

describe('request bodies', () => {
  it('a POST with a JSON content type and no body is accepted; malformed JSON is a 400', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/GetUserInfo',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().isSuccessful).toBe(false);
  });
});
