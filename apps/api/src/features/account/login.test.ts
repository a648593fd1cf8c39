import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory, sessions } from '../../db/schema/core.ts';
import { createTestContext, createUser, type TestContext, testPassword } from '../../test/test-context.ts';
import { loginThrottle } from './login.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, { userName: 'alice', access: [{ module: Module.BA, role: Role.Manager }] });
  await createUser(ctx.db, { userName: 'dora', disabled: true });
});
afterAll(() => ctx.close());

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/Account/Login', payload: payload as object, remoteAddress });

const sessionCount = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions`)).rows[0]?.n;

describe('POST api/Account/Login', () => {
  it('signs in with the right password and returns the spec result value', async () => {
    const res = await login({ userName: 'ALICE', password: testPassword });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isSuccessful).toBe(true);
    expect(body.value).toMatchObject({
      fidoMfa: false,
      fingerprintMfa: false,
      user: { needToResetPin: false },
      entraIdentifierUrl: null,
      entraLoginUrl: null,
    });
    expect(body.value.token).toMatch(/^ey/);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, body.value.userId));
    expect(row?.revokedAt).toBeNull();
  });

  it('refuses a wrong password with the message and stores no session', async () => {
    const before = await sessionCount();
    const res = await login({ userName: 'alice', password: 'not-the-password' }, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccessful: false,
      message: messages.invalidCredentials,
      value: null,
    });
    expect(await sessionCount()).toBe(before);
    const [failure] = await ctx.db.select().from(loginHistory).where(eq(loginHistory.ipAddress, '10.0.0.2'));
    expect(failure).toMatchObject({ wasSuccessful: false, reason: 'bad-credentials', userName: 'alice' });
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const res = await login({ userName: 'nobody', password: 'whatever' }, '10.0.0.3');
    expect(res.json()).toMatchObject({ isSuccessful: false, message: messages.invalidCredentials });
  });

  it('refuses a disabled account', async () => {
    const res = await login({ userName: 'dora', password: testPassword }, '10.0.0.4');
    expect(res.json()).toMatchObject({ isSuccessful: false, message: messages.accountDisabled });
  });

  it('rejects a missing username with its message and records nothing', async () => {
    const before = await ctx.db.select().from(loginHistory);
    const res = await login({ userName: '  ', password: 'x' }, '10.0.0.5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccessful: false, message: 'Username is required.' });
    expect(await ctx.db.select().from(loginHistory)).toHaveLength(before.length);
  });

  it('throttles an account after repeated failures, even with the right password', async () => {
    await createUser(ctx.db, { userName: 'bob' });
    for (let i = 0; i < loginThrottle.perAccount; i++) {
      const res = await login({ userName: 'bob', password: 'wrong' }, `10.1.0.${i}`);
      expect(res.json().message).toBe(messages.invalidCredentials);
    }
    const before = await sessionCount();
    const res = await login({ userName: 'bob', password: testPassword }, '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ isSuccessful: false, message: messages.tooManyAttempts });
    expect(await sessionCount()).toBe(before);
  });

  it('throttles an address after repeated failures across accounts', async () => {
    for (let i = 0; i < loginThrottle.perAddress; i++) {
      await login({ userName: `guess${i}`, password: 'wrong' }, '10.2.0.1');
    }
    const res = await login({ userName: 'alice', password: testPassword }, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.tooManyAttempts);
    const elsewhere = await login({ userName: 'alice', password: testPassword }, '10.2.0.2');
    expect(elsewhere.json().isSuccessful).toBe(true);
  });
});
