import { Module, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let admin: Signed;
let owner: Signed;
let other: Signed;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, owner, other] = await Promise.all([
    createSignedInUser(ctx, {
      userName: 'lhadmin',
      access: [{ module: Module.Admin, role: Role.UserAdmin }],
    }),
    createSignedInUser(ctx, { userName: 'lhowner', access: [{ module: Module.BA, role: Role.User }] }),
    createSignedInUser(ctx, { userName: 'lhother', access: [{ module: Module.BA, role: Role.Manager }] }),
  ]);
});
afterAll(() => ctx.close());

const url = (userId: number | string, extra = '') =>
  `/api/Administration/Users/GetLoginHistory?userId=${userId}&pageSize=10${extra}`;
const get = (path: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });
const login = (userName: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/Account/Login', payload: { userName, password } });

describe('login-history tab', () => {
  it('lists every sign-in and failure with time, address and method, newest first', async () => {
    await login('lhowner', 'wrong-password-1');
    const res = await get(url(owner.userId), admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRecords).toBe(2);
    expect(body.data[0]).toMatchObject({
      method: 'Password',
      succeeded: false,
      result: 'Wrong user name or password',
      ipAddress: '127.0.0.1',
    });
    expect(body.data[1]).toMatchObject({ method: 'Password', succeeded: true, result: 'Signed in' });
    expect(body.data[0].dateFormatted).toMatch(/\d/);
    const failed = (await get(url(owner.userId, '&outcome=failed'), admin.token)).json();
    expect(failed.data.map((r: { succeeded: boolean }) => r.succeeded)).toEqual([false]);
  });

  it('pages by cursor', async () => {
    // Written directly: past five wrong passwords the throttle refuses before looking the account up.
    await ctx.db.insert(loginHistory).values(
      Array.from({ length: 11 }, (_, i) => ({
        userId: other.userId,
        userName: 'lhother',
        ipAddress: '10.0.0.1',
        wasSuccessful: false,
        reason: i % 2 ? 'mfa-device-failed' : 'sso-disabled',
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const first = (await get(url(other.userId), admin.token)).json();
    expect(first.data).toHaveLength(10);
    const second = (await get(url(other.userId, `&page=2&after=${first.nextCursor}`), admin.token)).json();
    expect(second.data).toHaveLength(2);
    // The sign-in of beforeAll is the newest; the oldest written row closes the last page.
    expect(first.data[0].succeeded).toBe(true);
    expect(second.data.at(-1).result).toBe('Account disabled');
    expect(first.data.map((r: { method: string }) => r.method)).toContain('Device');
    expect(first.data.map((r: { method: string }) => r.method)).toContain('SSO');
  });

  it('the owner sees their own, a user administrator anyone’s, anyone else 403', async () => {
    expect((await get(url(owner.userId))).statusCode).toBe(401);
    expect((await get(url(owner.userId), owner.token)).statusCode).toBe(200);
    const denied = await get(url(admin.userId), owner.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect((await get(url(other.userId), owner.token)).statusCode).toBe(403);
  });

  it('refuses ids past int4, NUL characters and unknown filters', async () => {
    for (const bad of ['2147483648', '0', '-1', 'abc', '1%00']) {
      const res = await get(url(bad), admin.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain(fieldMessages.id);
    }
    const outcome = await get(url(owner.userId, '&outcome=maybe'), admin.token);
    expect(outcome.statusCode).toBe(400);
    expect(outcome.json().message).toContain('Result must be succeeded, failed or empty.');
  });
});
