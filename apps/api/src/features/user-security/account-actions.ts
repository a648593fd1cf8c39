import type { AccountSessions } from '@homer/contracts/account-security-admin';
import { accountSecurityMessages } from '@homer/contracts/account-security-admin';
import { messages } from '@homer/contracts/messages';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { sessions, users } from '../../db/schema/core.ts';
import { fingerprintEnrollments, signInChallenges, webauthnCredentials } from '../../db/schema/mfa.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import type { FingerprintEnrollment } from '../../integrations/fingerprint/fingerprint-matcher.ts';
import { grantsOf, isUserAdmin, outranksUser } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { manageRight } from './rights.ts';

/** Locks the target's row and checks the editor may act on them, inside the action's transaction. */
async function lockTarget(tx: Tx, auth: Auth, userId: number): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) {
    // Only administrators learn whether an id exists.
    if (!isUserAdmin(auth.user.access)) throw new HttpError(403, messages.accessDenied);
    throw new HttpError(404, accountSecurityMessages.userNotFound);
  }
  manageRight(auth, userId, await grantsOf(tx, userId));
}

/** Spends the user's pending sign-in steps (MFA tickets, QR tokens, SSO hand-offs), so none opens a session later. */
export async function spendPendingSteps(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signInChallenges.userId, userId), isNull(signInChallenges.usedAt)));
}

/**
 * Reset MFA: removes every enrolled device and the fingerprint and turns both methods off, so the user signs in with
 * the password alone and enrols again (Keycloak's "remove credential", Entra's "require re-register MFA"). The
 * deletions and the flags are audited by the triggers of 0001/0010. Returns the fingerprint the matching service
 * should forget, which the caller does after the commit (a service that is down must not undo the reset).
 */
export async function resetMfa(db: Db, auth: Auth, userId: number): Promise<FingerprintEnrollment | null> {
  return withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockTarget(tx, auth, userId);
    await tx.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
    const [fingerprint] = await tx
      .delete(fingerprintEnrollments)
      .where(eq(fingerprintEnrollments.userId, userId))
      .returning();
    await tx
      .update(users)
      .set({ fidoMfaEnabled: false, fingerprintMfaEnabled: false, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`(${users.fidoMfaEnabled} or ${users.fingerprintMfaEnabled})`));
    await spendPendingSteps(tx, userId);
    return fingerprint
      ? { registrationId: fingerprint.registrationId, templateHash: fingerprint.templateHash }
      : null;
  });
}

/**
 * Sign out everywhere: stamps users.sessions_revoked_at (audited), whose trigger (0022) revokes every live session;
 * the users trigger of 0017 tells every instance's session cache. Sessions opened later are not affected.
 */
export async function signOutEverywhere(db: Db, auth: Auth, userId: number): Promise<void> {
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockTarget(tx, auth, userId);
    await tx
      .update(users)
      .set({ sessionsRevokedAt: sql`now()`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await spendPendingSteps(tx, userId);
  });
}

/** The user's live sessions for the security tab: user administrators only (the owner has their own sign-out). */
export async function accountSessions(db: Db, auth: Auth, userId: number): Promise<AccountSessions> {
  if (!isUserAdmin(auth.user.access)) throw new HttpError(403, messages.accessDenied);
  const [user] = await db
    .select({ sessionsRevokedAt: users.sessionsRevokedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, accountSecurityMessages.userNotFound);
  const grants = await grantsOf(db, userId);
  const live = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  return {
    userId,
    canManage: auth.user.id !== userId && outranksUser(auth.user.access, grants),
    signedOutEverywhereAt: user.sessionsRevokedAt?.toISOString() ?? null,
    sessions: live.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      mobileScanning: s.mobileScanning,
      mfaVerified: s.mfaVerified,
    })),
  };
}
