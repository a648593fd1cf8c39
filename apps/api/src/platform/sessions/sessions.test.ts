import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { inactivityLimitSeconds } from '@homer/contracts/session-limits';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, sessions, users } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const userInfo = (token?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/Account/GetUserInfo', headers: token ? bearer(token) : {} });
const facilities = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/Facility/GetUserFacilities', headers: bearer(token) });

const sessionId = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

async function idle(token: string, seconds: number) {
  const sid = sessionId(token);
  await ctx.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(sessions.id, sid));
}

describe('sessions', () => {
  it('GetUserInfo returns the signed-in user with module rights, and null without a live session', async () => {
    const { userId: id, token } = await createSignedInUser(ctx, {
      userName: 'carol',
      access: [{ module: Module.HEROS, role: Role.User }],
    });
    const res = await userInfo(token);
    expect(res.json()).toMatchObject({ id, userName: 'carol', access: [{ module: 'HEROS', role: 'User' }] });
    expect((await userInfo()).json()).toBeNull();
    expect((await userInfo('not-a-token')).json()).toBeNull();
  });

  it('GET GetUserInfo/{userId} answers for the signed-in user only', async () => {
    const { userId: id, token } = await createSignedInUser(ctx, { userName: 'gina' });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/Account/GetUserInfo/${id}`,
      headers: bearer(token),
    });
    expect(own.json().id).toBe(id);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/Account/GetUserInfo/${id + 1000}`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.accessDenied);
  });

  it('logout revokes the session on the server: the next call gets 401', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'dave' });
    expect((await facilities(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(token) });
    expect(out.json()).toMatchObject({ isSuccessful: true });
    const after = await facilities(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ isSuccessful: false, message: messages.notSignedIn });
    expect((await userInfo(token)).json()).toBeNull();
  });

  it('an idle session of a user with inactivityTimeout expires after 450 s', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'erin', inactivityTimeout: true });
    await idle(token, inactivityLimitSeconds - 10);
    expect((await facilities(token)).statusCode).toBe(200);
    await idle(token, inactivityLimitSeconds + 1);
    expect((await facilities(token)).statusCode).toBe(401);
    // The expiry is final: activity afterwards does not bring it back.
    await idle(token, 0);
    expect((await facilities(token)).statusCode).toBe(401);
  });

  it('a user without inactivityTimeout is not signed out for being idle', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'fred' });
    await idle(token, 3600);
    expect((await facilities(token)).statusCode).toBe(200);
  });

  it('a silent call does not count as activity; any other call does', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'hana', inactivityTimeout: true });
    const idleSeconds = async () => {
      const [row] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionId(token)));
      return (Date.now() - (row?.lastSeenAt.getTime() ?? 0)) / 1000;
    };
    await idle(token, 400);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/Facility/GetUserFacilities?silent=true',
      headers: bearer(token),
    });
    expect(await idleSeconds()).toBeGreaterThan(399);
    await facilities(token);
    expect(await idleSeconds()).toBeLessThan(5);
  });

  it('disabling a user ends their sessions on the next call', async () => {
    const { userId: id, token } = await createSignedInUser(ctx, { userName: 'ivan' });
    await ctx.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    expect((await facilities(token)).statusCode).toBe(401);
  });

  it('an expired session gets 401', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'judy' });
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId(token)));
    expect((await facilities(token)).statusCode).toBe(401);
  });

  it('changed module access is effective on the next request', async () => {
    const { userId: id, token } = await createSignedInUser(ctx, {
      userName: 'kim',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    });
    const history = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/Silkier/SilkierHistory/GetHistory?pageSize=50',
        headers: bearer(token),
      });
    expect((await history()).statusCode).toBe(200);
    await ctx.db
      .update(moduleAccess)
      .set({ role: Role.Manager })
      .where(and(eq(moduleAccess.userId, id), eq(moduleAccess.module, Module.Admin)));
    const denied = await history();
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
  });
});
