import { mfaMessages } from '@homer/contracts/mfa';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/core.ts';
import { signInChallenges } from '../../db/schema/mfa.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { registerSoftwareDevice } from '../../test/register-software-device.ts';
import { bearer, createTestContext, type TestContext, testPassword } from '../../test/test-context.ts';
import { mfaTicketAttempts } from './mfa-ticket.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
    remoteAddress: nextRemoteAddress(),
  });

const login = (userName: string, extra: Record<string, unknown> = {}, query = '') =>
  post(`/api/Account/Login${query}`, { userName, password: testPassword, ...extra });

const sessionCount = (userId: number) => ctx.db.$count(sessions, eq(sessions.userId, userId));

/** Enrols a software authenticator through the security tab routes and turns device sign-in on. */
async function enrolDevice(userName: string, options: { enable?: boolean } = {}) {
  const { userId, token } = await createSignedInUser(ctx, { userName });
  const { authenticator, registered } = await registerSoftwareDevice(ctx, { userId, token }, 'Work laptop');
  expect(registered.statusCode, registered.body).toBe(200);
  expect(registered.json().value.devices).toEqual([
    expect.objectContaining({ deviceName: 'Work laptop', lastUsedAt: null }),
  ]);
  if (options.enable !== false) {
    const enabled = await post(
      '/api/Administration/UserSecurity/SetMfaMethods',
      { userId, fidoMfa: true, fingerprintMfa: false },
      token,
    );
    expect(enabled.json().value.fidoMfa).toBe(true);
  }
  return { userId, token, authenticator };
}

async function ticketFor(userName: string) {
  const res = await login(userName);
  const value = res.json().value;
  expect(value.token).toBeNull();
  expect(value.mfaTicket).toEqual(expect.any(String));
  return value.mfaTicket as string;
}

describe('GetUserInfo says whether the session has a second factor', () => {
  it('is false for a password-only session, on both the start-up and the refresh call', async () => {
    const { userId, token } = await createSignedInUser(ctx, { userName: 'nofactor1' });
    const info = await post('/api/Account/GetUserInfo', {}, token);
    expect(info.json()).toMatchObject({ id: userId, mfaVerified: false });
    const refresh = await ctx.app.inject({
      method: 'GET',
      url: `/api/Account/GetUserInfo/${userId}`,
      headers: bearer(token),
    });
    expect(refresh.json()).toMatchObject({ id: userId, mfaVerified: false });
  });
});

describe('multi-factor with a device (WebAuthn)', () => {
  it('password step answers a ticket, not a session; the ticket opens no signed-in route', async () => {
    const { userId } = await enrolDevice('dev1');
    const before = await sessionCount(userId);
    const res = await login('dev1');
    expect(res.json().value).toMatchObject({ fidoMfa: true, fingerprintMfa: false, token: null });
    expect(await sessionCount(userId)).toBe(before);
    const ticket = res.json().value.mfaTicket;
    const probe = await ctx.app.inject({
      method: 'POST',
      url: '/api/QrLogin/CreateToken',
      headers: bearer(ticket),
    });
    expect(probe.statusCode).toBe(401);
  });

  it('a valid assertion opens a session with mfa_verified; the ticket works once', async () => {
    const { userId, authenticator } = await enrolDevice('dev2');
    const ticket = await ticketFor('dev2');
    const options = await post('/api/WebAuthn/AssertionOptions', { mfaTicket: ticket });
    expect(options.json().value.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    const assertion = authenticator.assert(options.json().value);
    const res = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: assertion });
    expect(res.json()).toMatchObject({ isSuccessful: true, value: { userId, fidoMfa: true } });
    const token = res.json().value.token;
    const info = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/GetUserInfo',
      headers: bearer(token),
    });
    expect(info.json().id).toBe(userId);
    // The web learns from it that this session may open PHI pages (decision 083).
    expect(info.json().mfaVerified).toBe(true);
    const [latest] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(latest?.mfaVerified).toBe(true);

    const again = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: assertion });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(mfaMessages.ticketExpired);
  });

  it('device failure ("verifying without an assertion") is answered without a session', async () => {
    const { userId } = await enrolDevice('dev3');
    const ticket = await ticketFor('dev3');
    const before = await sessionCount(userId);
    const res = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: null });
    expect(res.json()).toMatchObject({
      isSuccessful: false,
      message: mfaMessages.deviceFailedNoOther,
      value: null,
    });
    expect(await sessionCount(userId)).toBe(before);
  });

  it('refuses an assertion for another origin, a stale challenge and another user’s device', async () => {
    const { userId, authenticator } = await enrolDevice('dev4');
    const ticket = await ticketFor('dev4');
    const options = (await post('/api/WebAuthn/AssertionOptions', { mfaTicket: ticket })).json().value;
    const phished = authenticator.assert(options, { origin: 'https://evil.example' });
    const res1 = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: phished });
    expect(res1.json().isSuccessful).toBe(false);
    const stale = authenticator.assert({ challenge: 'c3RhbGUtY2hhbGxlbmdl' });
    const res2 = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: stale });
    expect(res2.json().isSuccessful).toBe(false);
    const other = await enrolDevice('dev4b');
    const foreign = other.authenticator.assert(options);
    const res3 = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: foreign });
    expect(res3.json().isSuccessful).toBe(false);
    expect(await sessionCount(userId)).toBe(1); // only the enrolment sign-in
  });

  it('a ticket is spent after too many failures', async () => {
    await enrolDevice('dev5');
    const ticket = await ticketFor('dev5');
    for (let i = 1; i < mfaTicketAttempts; i++) {
      const res = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: null });
      expect(res.json().isSuccessful).toBe(false);
    }
    const last = await post('/api/WebAuthn/VerifyAssertion', { mfaTicket: ticket, response: null });
    expect(last.statusCode).toBe(401);
    const after = await post('/api/WebAuthn/AssertionOptions', { mfaTicket: ticket });
    expect(after.json().message).toBe(mfaMessages.ticketExpired);
  });

  it('an expired or forged ticket is refused', async () => {
    const { authenticator } = await enrolDevice('dev6');
    const ticket = await ticketFor('dev6');
    const options = (await post('/api/WebAuthn/AssertionOptions', { mfaTicket: ticket })).json().value;
    await ctx.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.kind, 'mfa'));
    const res = await post('/api/WebAuthn/VerifyAssertion', {
      mfaTicket: ticket,
      response: authenticator.assert(options),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(mfaMessages.ticketExpired);
    const forged = await post('/api/WebAuthn/AssertionOptions', { mfaTicket: `${ticket.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(401);
  });
});

describe('multi-factor with a fingerprint (simulator)', () => {
  async function enrolFingerprint(userName: string, sample: string, methods = { fidoMfa: false }) {
    const { userId, token } = await createSignedInUser(ctx, { userName });
    const enrolled = await post(
      '/api/Administration/UserSecurity/EnrollFingerprint',
      { userId, template: sample },
      token,
    );
    expect(enrolled.json().value).toMatchObject({ fingerprintEnrolled: true, fingerprintMode: 'simulator' });
    const set = await post(
      '/api/Administration/UserSecurity/SetMfaMethods',
      { userId, fingerprintMfa: true, ...methods },
      token,
    );
    expect(set.statusCode, set.body).toBe(200);
    return { userId, token };
  }

  it('mismatch is "Incorrect Fingerprint."; the flag alone opens nothing; a match does, once', async () => {
    const { userId } = await enrolFingerprint('fp1', 'right index loop');
    const ticket = await ticketFor('fp1');
    const before = await sessionCount(userId);

    const wrong = await post('/api/Account/VerifyFingerprint', { mfaTicket: ticket, template: 'left thumb' });
    expect(wrong.json()).toMatchObject({ isSuccessful: false, message: mfaMessages.incorrectFingerprint });
    const flagOnly = await login('fp1', { mfaTicket: ticket }, '?fingerprintSuccess=true');
    expect(flagOnly.json()).toMatchObject({ isSuccessful: false, message: mfaMessages.incorrectFingerprint });
    const noTicket = await login('fp1', {}, '?fingerprintSuccess=true');
    expect(noTicket.json()).toMatchObject({ isSuccessful: false, message: mfaMessages.incorrectFingerprint });
    expect(await sessionCount(userId)).toBe(before);

    const right = await post('/api/Account/VerifyFingerprint', {
      mfaTicket: ticket,
      template: 'Right index loop ',
    });
    expect(right.json()).toMatchObject({ isSuccessful: true, value: true });
    const wrongPassword = await post('/api/Account/Login?fingerprintSuccess=true', {
      userName: 'fp1',
      password: 'not-it',
      mfaTicket: ticket,
    });
    expect(wrongPassword.json().isSuccessful).toBe(false);
    const res = await login('fp1', { mfaTicket: ticket }, '?fingerprintSuccess=true');
    expect(res.json()).toMatchObject({ isSuccessful: true, value: { userId, fingerprintMfa: true } });
    expect(res.json().value.token).toMatch(/^ey/);
    expect(await sessionCount(userId)).toBe(before + 1);
    const reuse = await login('fp1', { mfaTicket: ticket }, '?fingerprintSuccess=true');
    expect(reuse.statusCode).toBe(401);
  });

  it('another user’s matched ticket does not sign this user in', async () => {
    await enrolFingerprint('fp2', 'sample two');
    await enrolFingerprint('fp3', 'sample three');
    const ticket = await ticketFor('fp2');
    await post('/api/Account/VerifyFingerprint', { mfaTicket: ticket, template: 'sample two' });
    const res = await login('fp3', { mfaTicket: ticket }, '?fingerprintSuccess=true');
    expect(res.statusCode).toBe(401);
  });

  it('both methods enabled: the login value says so; device failure points to the fingerprint', async () => {
    const { userId, token } = await enrolFingerprint('both1', 'both sample');
    await registerSoftwareDevice(ctx, { userId, token }, 'Key');
    await post(
      '/api/Administration/UserSecurity/SetMfaMethods',
      { userId, fidoMfa: true, fingerprintMfa: true },
      token,
    );
    const res = await login('both1');
    expect(res.json().value).toMatchObject({ fidoMfa: true, fingerprintMfa: true, token: null });
    const failed = await post('/api/WebAuthn/VerifyAssertion', {
      mfaTicket: res.json().value.mfaTicket,
      response: null,
    });
    expect(failed.json().message).toBe(mfaMessages.deviceFailedTryOther);
  });

  it('a fingerprint step on a device-only ticket is refused', async () => {
    await enrolDevice('dev7');
    const ticket = await ticketFor('dev7');
    const res = await post('/api/Account/VerifyFingerprint', { mfaTicket: ticket, template: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(mfaMessages.methodNotEnabled);
  });
});
