import { messages } from '@homer/contracts/messages';
import { currentPasswordMessages, mfaMessages, type UserSecurity } from '@homer/contracts/mfa';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { webauthnCredentials } from '../../db/schema/mfa.ts';
import { withTx } from '../../db/tx.ts';
import type { FingerprintMatcher } from '../../integrations/fingerprint/fingerprint-matcher.ts';
import { isUserAdmin, lockChangeableUser } from '../../platform/auth/user-rights.ts';
import { storeNewPassword } from '../../platform/passwords/change-password.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords/password-hash.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { fingerprintEnrollment } from './fingerprint.ts';

/**
 * Who may do what on a user's security tab (docs/decisions/018): the owner everything; user administrators
 * (Admin module, SystemAdmin or UserAdmin) may look, remove a device and turn methods off, which is what a
 * lost device needs, but never enrol for someone else, turn a method on or set a password.
 */
export type SecurityRight = 'owner' | 'admin';

export function securityRight(auth: Auth, userId: number): SecurityRight {
  if (auth.user.id === userId) return 'owner';
  if (isUserAdmin(auth.user.access)) return 'admin';
  throw new HttpError(403, messages.accessDenied);
}

export function requireOwner(auth: Auth, userId: number): void {
  if (securityRight(auth, userId) !== 'owner') throw new HttpError(403, mfaMessages.ownSecurityOnly);
}

export async function getUserSecurity(
  db: Db,
  matcher: FingerprintMatcher,
  auth: Auth,
  userId: number,
): Promise<UserSecurity> {
  const right = securityRight(auth, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'User not found.');
  const devices = await db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(webauthnCredentials.id);
  const fingerprint = await fingerprintEnrollment(db, userId);
  return {
    userId,
    userName: user.userName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    isOwner: right === 'owner',
    needToResetPin: user.needToResetPin,
    fidoMfa: user.fidoMfaEnabled,
    fingerprintMfa: user.fingerprintMfaEnabled,
    fingerprintEnrolled: fingerprint !== null,
    fingerprintMode: matcher.mode,
    devices: devices.map((d) => ({
      id: d.id,
      deviceName: d.deviceName,
      createdAt: d.createdAt.toISOString(),
      lastUsedAt: d.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** Turning a method on needs its enrolment and the owner; turning it off is allowed to administrators too. */
export async function setMfaMethods(
  db: Db,
  auth: Auth,
  input: { userId: number; fidoMfa: boolean; fingerprintMfa: boolean },
): Promise<void> {
  const right = securityRight(auth, input.userId);
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new HttpError(404, 'User not found.');
  const turningOn =
    (input.fidoMfa && !user.fidoMfaEnabled) || (input.fingerprintMfa && !user.fingerprintMfaEnabled);
  if (turningOn && right !== 'owner') throw new HttpError(403, mfaMessages.ownSecurityOnly);
  if (input.fidoMfa && !user.fidoMfaEnabled) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from webauthn_credentials where user_id = ${input.userId}`,
    );
    if (!rows[0]?.n) throw new HttpError(400, mfaMessages.deviceNotEnrolled);
  }
  if (
    input.fingerprintMfa &&
    !user.fingerprintMfaEnabled &&
    !(await fingerprintEnrollment(db, input.userId))
  ) {
    throw new HttpError(400, mfaMessages.fingerprintNotEnrolled);
  }
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    // Turning a method off weakens the sign-in: only for a user the administrator outranks (decision 065).
    if (right === 'admin') await lockChangeableUser(tx, auth, input.userId);
    await tx
      .update(users)
      .set({
        fidoMfaEnabled: input.fidoMfa,
        fingerprintMfaEnabled: input.fingerprintMfa,
        updatedAt: new Date(),
      })
      .where(eq(users.id, input.userId));
  });
}

/** Removing the last device also turns device sign-in off, so nobody is locked out by a method with no device. */
export async function removeDevice(db: Db, auth: Auth, userId: number, deviceId: number): Promise<void> {
  const right = securityRight(auth, userId);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    if (right === 'admin') await lockChangeableUser(tx, auth, userId);
    const removed = await tx
      .delete(webauthnCredentials)
      .where(and(eq(webauthnCredentials.id, deviceId), eq(webauthnCredentials.userId, userId)))
      .returning({ id: webauthnCredentials.id });
    if (removed.length === 0) throw new HttpError(404, 'Device not found.');
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from webauthn_credentials where user_id = ${userId}`,
    );
    if (!rows[0]?.n) {
      await tx
        .update(users)
        .set({ fidoMfaEnabled: false, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.fidoMfaEnabled, true)));
    }
  });
}

/** Owner only: checks the current password, sets the new one, ends the user's other sessions. */
export async function changeOwnPassword(
  db: Db,
  auth: Auth,
  input: { userId: number; currentPassword: string; password: string },
): Promise<{ changed: true } | { changed: false; message: string }> {
  requireOwner(auth, input.userId);
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    return { changed: false, message: currentPasswordMessages.incorrect };
  }
  const passwordHash = await hashPassword(input.password);
  await withTx(db, { userId: auth.user.id }, (tx) =>
    storeNewPassword(tx, input.userId, passwordHash, auth.sessionId),
  );
  return { changed: true };
}
