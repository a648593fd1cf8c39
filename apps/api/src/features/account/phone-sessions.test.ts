import { Module, Role } from '@homer/contracts/access';
import { accountMessages } from '@homer/contracts/account-messages';
import { messages } from '@homer/contracts/messages';
import { mfaMessages } from '@homer/contracts/mfa';
import { inactivityLimitSeconds } from '@homer/contracts/session-limits';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginHistory, sessions } from '../../db/schema/core.ts';
import { runHourlyRoutine } from '../../jobs/hourly-routine.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { sessionIdOf, startSecondInstance } from '../../test/second-instance.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/test-context.ts';

// Decision 066. Two instances on one database, both caching sessions: A is ctx.app, B is built on its own pool, so
// an ended phone is proven refused by an instance that held it in memory, not only by the one that ended it.
let ctx: TestContext;
let b: App;
let second: Awaited<ReturnType<typeof startSecondInstance>> | undefined;

beforeAll(async () => {
  ctx = await createTestContext(undefined, { SESSION_CACHE_SECONDS: '5' });
  second = await startSecondInstance(ctx);
  b = second.app;
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const sessionId = sessionIdOf;

const post = (app: App, url: string, token?: string, payload?: unknown) =>
  app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });

const userInfo = async (app: App, token: string) =>
  (await post(app, '/api/Account/GetUserInfo', token)).json() as { id: number } | null;

async function qrToken(desktop: string): Promise<string> {
  return (await post(ctx.app, '/api/QrLogin/CreateToken', desktop)).json().value.token;
}

/** A phone signed in with the desktop's QR code, already held in B's cache. */
async function phoneOf(desktop: string): Promise<string> {
  const opened = await post(ctx.app, `/api/QrLogin/ValidateToken?token=${await qrToken(desktop)}`);
  const phone: string = opened.json().value.token;
  expect(await userInfo(b, phone)).not.toBeNull();
  expect(b.sessionCache.get(sessionId(phone))).toBeDefined();
  return phone;
}

/** B refuses the token well within its 5 s cache lifetime, so the end was announced, not merely timed out. */
async function refusedOnB(token: string) {
  const started = Date.now();
  while ((await userInfo(b, token)) !== null) {
    if (Date.now() - started > 2000) throw new Error('B still answers for the session');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function rowOf(token: string) {
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionId(token)));
  return row;
}

const signOutOthers = (token: string | undefined, userId: unknown) =>
  post(ctx.app, '/api/Administration/UserSecurity/SignOutOtherSessions', token, { userId });

describe('a phone session ends with the desktop session whose QR code opened it', () => {
  it('records the desktop, and never outlives its expiry', async () => {
    const desktop = await createSignedInUser(ctx, { userName: 'phone.parent' });
    await ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sessions.id, sessionId(desktop.token)));
    const phone = await rowOf(await phoneOf(desktop.token));
    const parent = await rowOf(desktop.token);
    expect(phone?.parentSessionId).toBe(sessionId(desktop.token));
    expect(phone?.expiresAt).toEqual(parent?.expiresAt);
  });

  it('desktop logout: the phone is refused at once on every instance; other sessions go on', async () => {
    const desktop = await createSignedInUser(ctx, { userName: 'phone.logout' });
    const otherDesktop = await signIn(ctx.app, 'phone.logout');
    const stranger = await createSignedInUser(ctx, { userName: 'phone.stranger' });
    const phone = await phoneOf(desktop.token);
    const otherPhone = await phoneOf(otherDesktop);
    const strangerPhone = await phoneOf(stranger.token);
    expect(await userInfo(ctx.app, phone)).not.toBeNull();

    await post(ctx.app, '/api/Account/Logout', desktop.token);

    expect(await userInfo(ctx.app, phone)).toBeNull();
    await refusedOnB(phone);
    expect((await rowOf(phone))?.revokedReason).toBe('parent-ended');
    for (const live of [otherDesktop, otherPhone, stranger.token, strangerPhone]) {
      expect(await userInfo(b, live)).not.toBeNull();
    }
  });

  it("an administrator's sign-out everywhere of the user ends the phone too", async () => {
    const admin = await createSignedInUser(ctx, {
      userName: 'phone.admin',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    });
    const desktop = await createSignedInUser(ctx, { userName: 'phone.everywhere' });
    const phone = await phoneOf(desktop.token);
    const res = await post(ctx.app, '/api/Administration/UserSecurity/SignOutEverywhere', admin.token, {
      userId: desktop.userId,
    });
    expect(res.json()).toMatchObject({ isSuccessful: true });
    await refusedOnB(phone);
    expect(await userInfo(b, admin.token)).not.toBeNull();
  });

  it('a desktop left idle ends its phone, though the phone itself is busy', async () => {
    const desktop = await createSignedInUser(ctx, { userName: 'phone.idle', inactivityTimeout: true });
    const phone = await phoneOf(desktop.token);
    b.sessionCache.forgetSession(sessionId(phone));
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${inactivityLimitSeconds + 1})` })
      .where(eq(sessions.id, sessionId(desktop.token)));
    expect(await userInfo(b, phone)).toBeNull();
    expect((await rowOf(desktop.token))?.revokedReason).toBe('idle');
    expect((await rowOf(phone))?.revokedReason).toBe('parent-ended');
  });

  it('removing the desktop session (the hourly clean-up) removes its phone', async () => {
    const desktop = await createSignedInUser(ctx, { userName: 'phone.cleanup' });
    const phone = await phoneOf(desktop.token);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionId(desktop.token)));
    await runHourlyRoutine(ctx.db);
    expect(await rowOf(phone)).toBeUndefined();
    await refusedOnB(phone);
  });

  it('a QR code whose desktop signed out before the scan opens nothing and logs nothing', async () => {
    const desktop = await createSignedInUser(ctx, { userName: 'phone.late' });
    const token = await qrToken(desktop.token);
    await post(ctx.app, '/api/Account/Logout', desktop.token);
    const countRows = async () => ({
      sessions: await ctx.db.$count(sessions, eq(sessions.userId, desktop.userId)),
      history: await ctx.db.$count(loginHistory, eq(loginHistory.userId, desktop.userId)),
    });
    const before = await countRows();
    const res = await post(ctx.app, `/api/QrLogin/ValidateToken?token=${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ isSuccessful: false, message: accountMessages.qrInvalid });
    expect(await countRows()).toEqual(before);
  });
});

describe('POST api/Administration/UserSecurity/SignOutOtherSessions', () => {
  it('ends every other session of the owner, phones included, and keeps the one that asked', async () => {
    const here = await createSignedInUser(ctx, { userName: 'self.out' });
    const elsewhere = await signIn(ctx.app, 'self.out');
    const stranger = await createSignedInUser(ctx, { userName: 'self.stranger' });
    const phoneHere = await phoneOf(here.token);
    const phoneElsewhere = await phoneOf(elsewhere);
    const pendingQr = await qrToken(elsewhere);
    for (const token of [elsewhere, stranger.token]) await userInfo(b, token);

    const res = await signOutOthers(here.token, here.userId);
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: accountMessages.signedOutElsewhere,
      value: { userId: here.userId, isOwner: true },
    });

    for (const ended of [elsewhere, phoneHere, phoneElsewhere]) {
      expect(await userInfo(ctx.app, ended)).toBeNull();
      await refusedOnB(ended);
    }
    expect((await rowOf(elsewhere))?.revokedReason).toBe('signed-out-elsewhere');
    expect(await userInfo(b, here.token)).toMatchObject({ id: here.userId });
    expect(await userInfo(b, stranger.token)).toMatchObject({ id: stranger.userId });
    // A code shown before the sign-out opens nothing afterwards.
    const late = await post(ctx.app, `/api/QrLogin/ValidateToken?token=${pendingQr}`);
    expect(late.json()).toMatchObject({ isSuccessful: false, message: accountMessages.qrInvalid });
  });

  describe('refusals end nothing', () => {
    let owner: { userId: number; token: string };
    let otherSession: string;
    let phone: string;
    let admin: { userId: number; token: string };

    beforeAll(async () => {
      owner = await createSignedInUser(ctx, { userName: 'self.refused' });
      otherSession = await signIn(ctx.app, 'self.refused');
      phone = await phoneOf(owner.token);
      admin = await createSignedInUser(ctx, {
        userName: 'self.admin',
        access: [{ module: Module.Admin, role: Role.SystemAdmin }],
      });
    });

    async function expectNothingEnded() {
      const ids = [owner.token, otherSession, phone, admin.token].map(sessionId);
      const rows = await ctx.db.select().from(sessions).where(inArray(sessions.id, ids));
      expect(rows.map((row) => row.revokedAt)).toEqual([null, null, null, null]);
    }

    const callers: [string, () => string | undefined, number, string][] = [
      ['an administrator, for someone else', () => admin.token, 403, mfaMessages.ownSecurityOnly],
      ['the phone', () => phone, 403, messages.mobileScanningDenied],
      ['nobody signed in', () => undefined, 401, messages.notSignedIn],
    ];
    it.each(callers)('%s', async (_, token, status, message) => {
      const res = await signOutOthers(token(), owner.userId);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ isSuccessful: false, message });
      await expectNothingEnded();
    });

    it.each([[2_147_483_648], ['1'], [null], [undefined]])('a user id of %j', async (userId) => {
      const res = await signOutOthers(owner.token, userId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccessful: false, errors: [{ path: 'userId' }] });
      await expectNothingEnded();
    });
  });
});
