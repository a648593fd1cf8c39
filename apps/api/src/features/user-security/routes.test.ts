import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { accountSecurityMessages } from '@homer/contracts/account-security-admin';
import { fieldMessages } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { sessions, users } from '../../db/schema/core.ts';
import { fingerprintEnrollments, signInChallenges, webauthnCredentials } from '../../db/schema/mfa.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let sysadmin: Signed;
let userAdmin: Signed;
let manager: Signed;
beforeAll(async () => {
  ctx = await createTestContext();
  const signedIn = (userName: string, access: ModuleAccess[]) =>
    createSignedInUser(ctx, { userName, access });
  [sysadmin, userAdmin, manager] = await Promise.all([
    signedIn('secsysadm', [{ module: Module.Admin, role: Role.SystemAdmin }]),
    signedIn('secuseradm', [
      { module: Module.Admin, role: Role.UserAdmin },
      { module: Module.BA, role: Role.Manager },
    ]),
    signedIn('secmanager', [{ module: Module.Admin, role: Role.Manager }]),
  ]);
});
afterAll(() => ctx.close());

const base = '/api/Administration/UserSecurity';
const post = (path: string, payload: unknown, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    payload: payload as object,
    headers: bearer(token),
  });
const get = (path: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `${base}/${path}`, headers: bearer(token) });

/** A user with a device, a fingerprint, both methods on and a pending MFA ticket. */
async function userWithFactors(
  userName: string,
  access: ModuleAccess[] = [{ module: Module.BA, role: Role.User }],
) {
  const user = await createSignedInUser(ctx, { userName, access });
  await withTx(ctx.db, systemActor, async (tx) => {
    await tx.insert(webauthnCredentials).values({
      userId: user.userId,
      credentialId: `cred-${userName}`,
      publicKey: 'key',
      deviceName: 'Laptop key',
    });
    await tx.insert(fingerprintEnrollments).values({
      userId: user.userId,
      provider: 'simulator',
      registrationId: `fp-${userName}`,
      templateHash: 'x$y',
    });
    await tx
      .update(users)
      .set({ fidoMfaEnabled: true, fingerprintMfaEnabled: true })
      .where(eq(users.id, user.userId));
    await tx
      .insert(signInChallenges)
      .values({ kind: 'mfa', userId: user.userId, expiresAt: new Date(Date.now() + 300_000) });
  });
  return user;
}

const factorsOf = async (userId: number) => ({
  devices: (await ctx.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId)))
    .length,
  fingerprint: (
    await ctx.db.select().from(fingerprintEnrollments).where(eq(fingerprintEnrollments.userId, userId))
  ).length,
  user: (await ctx.db.select().from(users).where(eq(users.id, userId)))[0],
});

describe('reset MFA', () => {
  it("a UserAdmin removes a normal user's devices and fingerprint and turns both methods off, audited", async () => {
    const target = await userWithFactors('resetme');
    const res = await post('ResetMfa', { userId: target.userId }, userAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: accountSecurityMessages.mfaReset });
    const after = await factorsOf(target.userId);
    expect(after.devices).toBe(0);
    expect(after.fingerprint).toBe(0);
    expect(after.user).toMatchObject({ fidoMfaEnabled: false, fingerprintMfaEnabled: false });
    const pending = await ctx.db
      .select()
      .from(signInChallenges)
      .where(and(eq(signInChallenges.userId, target.userId), isNull(signInChallenges.usedAt)));
    expect(pending).toHaveLength(0);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(eq(globalAudit.entityId, String(target.userId)), eq(globalAudit.changedBy, userAdmin.userId)),
      );
    expect(audit.map((a) => `${a.tableName}.${a.field}`)).toEqual(
      expect.arrayContaining([
        'webauthn_credentials.device_name',
        'fingerprint_enrollments.provider',
        'users.fido_mfa_enabled',
        'users.fingerprint_mfa_enabled',
      ]),
    );
    // The user keeps the session: a reset changes how they sign in next, not whether they are signed in.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/Facility/GetUserFacilities',
          headers: bearer(target.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is refused below UserAdmin, on oneself, and on users above the UserAdmin, changing nothing', async () => {
    const target = await userWithFactors('keepfactors');
    const denied = await post('ResetMfa', { userId: target.userId }, manager.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    const plain = await post('ResetMfa', { userId: userAdmin.userId }, target.token);
    expect(plain.statusCode).toBe(403);

    const self = await post('ResetMfa', { userId: userAdmin.userId }, userAdmin.token);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(accountSecurityMessages.notOnYourself);

    const above = await userWithFactors('aboveme', [{ module: Module.BA, role: Role.SystemAdmin }]);
    const outranked = await post('ResetMfa', { userId: above.userId }, userAdmin.token);
    expect(outranked.statusCode).toBe(403);
    expect(outranked.json().message).toBe(userAdminMessages.outranked);
    for (const id of [target.userId, above.userId]) {
      const f = await factorsOf(id);
      expect(f).toMatchObject({ devices: 1, fingerprint: 1 });
      expect(f.user?.fidoMfaEnabled).toBe(true);
    }
    // A SystemAdmin may reset anyone but themselves.
    expect((await post('ResetMfa', { userId: above.userId }, sysadmin.token)).statusCode).toBe(200);
    expect((await factorsOf(above.userId)).devices).toBe(0);
  });

  it('refuses ids past int4, zero, text and unknown users', async () => {
    for (const userId of [2_147_483_648, 0, '12', 1.5]) {
      const res = await post('ResetMfa', { userId }, sysadmin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(fieldMessages.id);
    }
    const missing = await post('ResetMfa', { userId: 2_147_483_647 }, sysadmin.token);
    expect(missing.statusCode).toBe(404);
    expect((await post('ResetMfa', { userId: 2_147_483_647 }, manager.token)).statusCode).toBe(403);
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${base}/ResetMfa`, payload: { userId: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it('revokes every session at once, audited; later sign-ins work', async () => {
    const target = await createSignedInUser(ctx, {
      userName: 'signmeout',
      access: [{ module: Module.BA, role: Role.User }],
    });
    const second = await signIn(ctx.app, 'signmeout');
    const info = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/Facility/GetUserFacilities', headers: bearer(token) });
    expect((await info(second)).statusCode).toBe(200);

    const listed = await get(`GetSessions?userId=${target.userId}`, userAdmin.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().value).toMatchObject({ canManage: true, signedOutEverywhereAt: null });
    expect(listed.json().value.sessions).toHaveLength(2);
    expect(JSON.stringify(listed.json())).not.toMatch(/token|"id"/i);

    const res = await post('SignOutEverywhere', { userId: target.userId }, userAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountSecurityMessages.signedOut);
    expect((await info(target.token)).statusCode).toBe(401);
    expect((await info(second)).statusCode).toBe(401);
    const live = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.userId), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    const [audit] = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(eq(globalAudit.entityId, String(target.userId)), eq(globalAudit.field, 'sessions_revoked_at')),
      );
    expect(audit?.changedBy).toBe(userAdmin.userId);
    // Signing in again works: the stamp ends the sessions it found, not future ones.
    expect((await info(await signIn(ctx.app, 'signmeout'))).statusCode).toBe(200);
    const again = (await get(`GetSessions?userId=${target.userId}`, userAdmin.token)).json().value;
    expect(again.sessions).toHaveLength(1);
    expect(again.signedOutEverywhereAt).not.toBeNull();
  });

  it('is refused below UserAdmin and for ids past int4, ending no session', async () => {
    const target = await createSignedInUser(ctx, {
      userName: 'staysin',
      access: [{ module: Module.BA, role: Role.User }],
    });
    const denied = await post('SignOutEverywhere', { userId: target.userId }, manager.token);
    expect(denied.statusCode).toBe(403);
    expect((await get(`GetSessions?userId=${target.userId}`, manager.token)).statusCode).toBe(403);
    expect((await get(`GetSessions?userId=${target.userId}`, target.token)).statusCode).toBe(403);
    const bad = await post('SignOutEverywhere', { userId: 2_147_483_648 }, sysadmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(fieldMessages.id);
    expect((await get('GetSessions?userId=2147483648', sysadmin.token)).statusCode).toBe(400);
    const live = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.userId), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.userId));
    expect(row?.sessionsRevokedAt).toBeNull();
  });
});
