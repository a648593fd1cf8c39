import { passwordMessages } from '@homer/contracts/password';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../../db/schema/core.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import {
  type ChangePasswordOutcome,
  changePasswordWithToken,
} from '../../platform/passwords/change-password.ts';
import {
  resetEmailSubject,
  resetEmailsPerHour,
  resetEmailsSettled,
} from '../../platform/passwords/forgot-password.ts';
import { createResetLink } from '../../platform/passwords/reset-link.ts';
import { checkResetToken } from '../../platform/passwords/reset-token.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import {
  bearer,
  createTestContext,
  createUser,
  type TestContext,
  testPassword,
} from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newPassword = 'plum-Harbour-7-lantern';

async function forgot(email: string, extra: Record<string, unknown> = {}) {
  const res = await submitPublicForm(ctx.app, '/api/Account/ForgotPassword', { email, ...extra });
  await resetEmailsSettled();
  return res;
}

const change = (body: Record<string, unknown>) =>
  submitPublicForm(ctx.app, '/api/Account/ChangePassword', {
    password: newPassword,
    confirmPassword: newPassword,
    ...body,
  });

const status = (token: string, userId: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/Account/GetUserResetTokenStatus?token=${encodeURIComponent(token)}&userId=${userId}`,
    remoteAddress: nextRemoteAddress(),
  });

async function outbox(to: string) {
  const { rows } = await ctx.db.execute<{ subject: string; text_body: string }>(
    sql`select subject, text_body from email_outbox where to_address = ${to} order by id`,
  );
  return rows;
}

const tokenCount = (userId: number) =>
  ctx.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, userId));

function linkParts(link: string) {
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', userId: Number(url.searchParams.get('userId')) };
}

async function canSignIn(userName: string, password: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { userName, password },
    remoteAddress: nextRemoteAddress(),
  });
  return res.json().isSuccessful === true;
}

describe('POST api/Account/ForgotPassword', () => {
  it('mails a single-use change-password link to the account of the address', async () => {
    const userId = await createUser(ctx.db, { userName: 'forgetful' });
    const res = await forgot('Forgetful@Test.Example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccessful: true,
      message: null,
      messageClass: null,
      value: null,
      model: null,
    });
    const mail = await outbox('forgetful@test.example');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(resetEmailSubject);
    const link = mail[0]?.text_body.match(/http\S+change-password\S+/)?.[0] ?? '';
    expect(linkParts(link).userId).toBe(userId);
    expect((await status(linkParts(link).token, userId)).json()).toEqual({ isExpired: false, message: null });
  });

  it('answers an unknown or disabled address exactly like a known one, and sends nothing', async () => {
    await createUser(ctx.db, { userName: 'known' });
    const disabledId = await createUser(ctx.db, { userName: 'switched-off', disabled: true });
    const known = await forgot('known@test.example');
    const unknown = await forgot('nobody-here@test.example');
    const disabled = await forgot('switched-off@test.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(disabled.body).toBe(known.body);
    expect(await outbox('nobody-here@test.example')).toEqual([]);
    expect(await outbox('switched-off@test.example')).toEqual([]);
    expect(await tokenCount(disabledId)).toBe(0);
  });

  it('sends at most a few links per account and hour, answering the same', async () => {
    await createUser(ctx.db, { userName: 'impatient' });
    for (let i = 0; i < resetEmailsPerHour + 2; i++) {
      expect((await forgot('impatient@test.example')).json().isSuccessful).toBe(true);
    }
    expect(await outbox('impatient@test.example')).toHaveLength(resetEmailsPerHour);
  });

  it.each([
    ['', passwordMessages.emailRequired],
    ['not-an-email', passwordMessages.emailInvalid],
    [`${'a'.repeat(95)}@x.com`, 'Email cannot be longer than 100 characters.'],
  ])('refuses the email %j with its message and stores nothing', async (email, message) => {
    const before = await ctx.db.$count(emailOutbox);
    const res = await forgot(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await ctx.db.$count(emailOutbox)).toBe(before);
  });

  it('stores nothing when the honeypot is ticked or the captcha is missing', async () => {
    const userId = await createUser(ctx.db, { userName: 'botted' });
    const honey = await forgot('botted@test.example', { honeyPot: true });
    expect(honey.statusCode).toBe(400);
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    const noCaptcha = await forgot('botted@test.example', { recaptcha: '' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().message).toBe(publicFormMessages.captchaRequired);
    expect(await outbox('botted@test.example')).toEqual([]);
    expect(await tokenCount(userId)).toBe(0);
  });

  it('is declared with captcha and rate limit, like every public form', () => {
    const routes = ctx.app.declaredRoutes();
    for (const url of ['/api/Account/ForgotPassword', '/api/Account/ChangePassword']) {
      expect(routes.find((r) => r.url === url && r.method === 'POST')).toMatchObject({
        access: 'public',
        captcha: true,
        rateLimited: true,
      });
    }
    expect(routes.find((r) => r.url === '/api/Account/GetUserResetTokenStatus')?.rateLimited).toBe(true);
  });
});

describe('GET api/Account/GetUserResetTokenStatus', () => {
  it('tells a live, expired, used, unknown and wrong-user link apart', async () => {
    const userId = await createUser(ctx.db, { userName: 'status-check' });
    const otherId = await createUser(ctx.db, { userName: 'status-other' });
    const live = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    const expired = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'welcome'));
    const used = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    await ctx.db.execute(sql`
      update password_reset_tokens set expires_at = now() - interval '1 minute'
      where id = (select max(id) - 1 from password_reset_tokens where user_id = ${userId})`);
    await ctx.db.execute(sql`
      update password_reset_tokens set used_at = now()
      where id = (select max(id) from password_reset_tokens where user_id = ${userId})`);

    expect((await status(live.token, userId)).json()).toEqual({ isExpired: false, message: null });
    expect((await status(expired.token, userId)).json()).toEqual({
      isExpired: true,
      message: passwordMessages.linkExpired,
    });
    expect((await status(used.token, userId)).json()).toEqual({
      isExpired: true,
      message: passwordMessages.linkUsed,
    });
    expect((await status('no-such-token', userId)).json()).toEqual({
      isExpired: true,
      message: passwordMessages.linkInvalid,
    });
    expect((await status(live.token, otherId)).json()).toEqual({
      isExpired: true,
      message: passwordMessages.linkInvalid,
    });
  });

  it('refuses a request without a token or user id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Account/GetUserResetTokenStatus?userId=1' });
    expect(res.statusCode).toBe(400);
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/Account/GetUserResetTokenStatus?token=guess&userId=1',
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('POST api/Account/ChangePassword', () => {
  it('sets the password, clears the reset flag, ends every session and spends every link', async () => {
    const { userId, token: sessionToken } = await createSignedInUser(ctx, { userName: 'changer' });
    await ctx.db.execute(sql`update users set need_to_reset_pin = true where id = ${userId}`);
    const first = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    const second = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'welcome'));

    const res = await change({ userId, token: first.token, code: null });
    expect(res.json()).toEqual({
      isSuccessful: true,
      message: passwordMessages.changed,
      messageClass: 'success',
      value: null,
      model: null,
    });
    expect(await canSignIn('changer', newPassword)).toBe(true);
    expect(await canSignIn('changer', testPassword)).toBe(false);
    const { rows } = await ctx.db.execute<{ need_to_reset_pin: boolean }>(
      sql`select need_to_reset_pin from users where id = ${userId}`,
    );
    expect(rows[0]?.need_to_reset_pin).toBe(false);

    const me = await ctx.app.inject({
      method: 'GET',
      url: `/api/Account/GetUserInfo/${userId}`,
      headers: bearer(sessionToken),
    });
    expect(me.statusCode).toBe(401);
    const { rows: revoked } = await ctx.db.execute<{ revoked_reason: string }>(
      sql`select revoked_reason from sessions where user_id = ${userId} and revoked_at is not null`,
    );
    expect(revoked.map((r) => r.revoked_reason)).toContain('password-changed');

    expect((await status(second.token, userId)).json().message).toBe(passwordMessages.linkUsed);
  });

  it('refuses a link used twice, expired, unknown or for another user, changing nothing', async () => {
    const userId = await createUser(ctx.db, { userName: 'refused-change' });
    const otherId = await createUser(ctx.db, { userName: 'refused-other' });
    const link = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    expect((await change({ userId: otherId, token: link.token })).json()).toMatchObject({
      isSuccessful: false,
      message: passwordMessages.linkInvalid,
      messageClass: 'error',
    });
    expect((await change({ userId, token: 'made-up' })).json().message).toBe(passwordMessages.linkInvalid);
    await ctx.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect((await change({ userId, token: link.token })).json().message).toBe(passwordMessages.linkExpired);
    expect(await canSignIn('refused-change', testPassword)).toBe(true);
    expect(await canSignIn('refused-other', testPassword)).toBe(true);

    const fresh = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    expect((await change({ userId, token: fresh.token })).json().isSuccessful).toBe(true);
    const again = await change({
      userId,
      token: fresh.token,
      password: 'other-Harbour-8-lamp',
      confirmPassword: 'other-Harbour-8-lamp',
    });
    expect(again.json().message).toBe(passwordMessages.linkUsed);
    expect(await canSignIn('refused-change', newPassword)).toBe(true);
  });

  it('holds the link while checking it, so a second submission of it waits and is refused', async () => {
    const userId = await createUser(ctx.db, { userName: 'double-click' });
    const link = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    let second: Promise<ChangePasswordOutcome> | undefined;
    await withTx(ctx.db, systemActor, async (tx) => {
      const first = await checkResetToken(tx, link.token, userId, true);
      expect(first.valid).toBe(true);
      second = changePasswordWithToken(ctx.db, { userId, token: link.token, password: newPassword });
      // The second submission is waiting for the first one's row lock before it reads the link.
      await vi.waitFor(
        async () => {
          const { rows } = await ctx.db.execute<{ n: number }>(sql`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query like '%password_reset_tokens%'`);
          expect(rows[0]?.n).toBe(1);
        },
        { timeout: 5000, interval: 20 },
      );
      await tx.execute(sql`update password_reset_tokens set used_at = now() where user_id = ${userId}`);
    });
    expect(await second).toEqual({ changed: false, message: passwordMessages.linkUsed });
    expect(await canSignIn('double-click', testPassword)).toBe(true);
  });

  it.each([
    ['short-7', 'short-7', 'password', passwordMessages.tooShort],
    ['Tq5-wirl-aaa', 'Tq5-wirl-aaa', 'password', passwordMessages.sequential],
    ['Tq5-wirl-789', 'Tq5-wirl-789', 'password', passwordMessages.sequential],
    ['Basketball', 'Basketball', 'password', passwordMessages.common],
    [newPassword, `${newPassword}!`, 'confirmPassword', passwordMessages.mismatch],
  ])(
    'refuses %j / %j with the %s message and changes nothing',
    async (password, confirmPassword, path, message) => {
      const userId = await createUser(ctx.db, {
        userName: `rule-${password}-${confirmPassword.length}`.toLowerCase(),
      });
      const link = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
      const res = await change({ userId, token: link.token, password, confirmPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
      expect((await status(link.token, userId)).json().isExpired).toBe(false);
    },
  );

  it('refuses a missing token, a ticked honeypot and a missing captcha', async () => {
    const userId = await createUser(ctx.db, { userName: 'guarded-change' });
    const link = linkParts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    const noToken = await change({ userId, token: '' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe(passwordMessages.noToken);
    const honey = await change({ userId, token: link.token, honeyPot: true });
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    const noCaptcha = await change({ userId, token: link.token, recaptcha: '' });
    expect(noCaptcha.json().message).toBe(publicFormMessages.captchaRequired);
    expect((await status(link.token, userId)).json().isExpired).toBe(false);
    expect(await canSignIn('guarded-change', testPassword)).toBe(true);
  });
});
