import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory, sessions } from '../../db/schema/core.ts';
import { loginThrottle } from '../../platform/auth/login-throttle.ts';
import { createTestContext, createUser, type TestContext, testPassword } from '../../test/test-context.ts';

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

  it('throttles the attacking address but lets the right password in from another address', async () => {
    await createUser(ctx.db, { userName: 'bob' });
    for (let i = 0; i < loginThrottle.pairFreeFailures; i++) {
      const res = await login({ userName: 'bob', password: 'wrong' }, '10.1.0.1');
      expect(res.json().message).toBe(messages.invalidCredentials);
    }
    const before = await sessionCount();
    // The attacker's address waits, even when it guesses right.
    const attacker = await login({ userName: 'bob', password: testPassword }, '10.1.0.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toMatchObject({ isSuccessful: false, message: messages.tooManyAttempts });
    expect(await sessionCount()).toBe(before);
    // Bob, elsewhere, is not locked out by it.
    const bob = await login({ userName: 'bob', password: testPassword }, '10.1.1.1');
    expect(bob.statusCode).toBe(200);
    expect(bob.json().isSuccessful).toBe(true);
    expect(await sessionCount()).toBe((before ?? 0) + 1);
  });

  it('keeps refusing guesses from one address with waits that double', async () => {
    await createUser(ctx.db, { userName: 'carol' });
    const guess = (password = 'wrong') => login({ userName: 'carol', password }, '10.3.0.1');
    // Moves the pair's history back in time, as if the attacker had waited.
    const wait = (seconds: number) =>
      ctx.db.execute(sql`update login_history set created_at = created_at - make_interval(secs => ${seconds})
                         where user_name = 'carol'`);
    for (let i = 0; i < loginThrottle.pairFreeFailures; i++) await guess();
    expect((await guess()).statusCode).toBe(429);
    expect((await guess(testPassword)).statusCode).toBe(429);

    await wait(61); // the first wait is one minute: one more guess is heard
    expect((await guess()).json().message).toBe(messages.invalidCredentials);
    expect((await guess()).statusCode).toBe(429);
    await wait(61); // the second wait is two minutes
    expect((await guess()).statusCode).toBe(429);
    await wait(60);
    expect((await guess()).json().message).toBe(messages.invalidCredentials);
    expect((await guess(testPassword)).statusCode).toBe(429);

    // Waiting out the throttle lets the right password in, and the success clears the pair's count.
    await wait(5 * 60);
    expect((await guess(testPassword)).json().isSuccessful).toBe(true);
    expect((await guess()).json().message).toBe(messages.invalidCredentials);
    const reasons = await ctx.db
      .select({ reason: loginHistory.reason })
      .from(loginHistory)
      .where(eq(loginHistory.userName, 'carol'));
    expect(reasons.filter((r) => r.reason === 'throttled')).toHaveLength(5);
  });

  it('counts an IPv6 client by its /64, so rotating addresses within it buys no new guesses', async () => {
    await createUser(ctx.db, { userName: 'erin' });
    for (let i = 1; i <= loginThrottle.pairFreeFailures; i++) {
      const res = await login({ userName: 'erin', password: 'wrong' }, `2001:db8:1:1::${i}`);
      expect(res.json().message).toBe(messages.invalidCredentials);
    }
    expect((await login({ userName: 'erin', password: 'wrong' }, '2001:db8:1:1::99')).statusCode).toBe(429);
    const elsewhere = await login({ userName: 'erin', password: testPassword }, '2001:db8:1:2::1');
    expect(elsewhere.json().isSuccessful).toBe(true);
  });

  it('closes an account under guessing from many addresses, except to addresses it signed in from', async () => {
    await createUser(ctx.db, { userName: 'dave' });
    expect((await login({ userName: 'dave', password: testPassword }, '10.4.0.1')).json().isSuccessful).toBe(
      true,
    );
    // One failure from each of many addresses: no pair and no address reaches its own limit.
    await ctx.db.execute(sql`
      insert into login_history (user_name, ip_address, was_successful, reason)
      select 'dave', '172.16.' || (n / 250) || '.' || (n % 250), false, 'bad-credentials'
      from generate_series(1, ${loginThrottle.perAccountHourly}) as n`);
    const before = await sessionCount();
    const guess = await login({ userName: 'dave', password: 'wrong' }, '10.4.9.9');
    expect(guess.statusCode).toBe(429);
    const fresh = await login({ userName: 'dave', password: testPassword }, '10.4.9.10');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(messages.tooManyAttempts);
    expect(await sessionCount()).toBe(before);
    const known = await login({ userName: 'DAVE', password: testPassword }, '10.4.0.1');
    expect(known.json().isSuccessful).toBe(true);
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
