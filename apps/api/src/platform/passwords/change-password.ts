import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/core.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { hashPassword } from './password-hash.ts';
import { checkResetToken } from './reset-token.ts';

export type ChangePasswordOutcome = { changed: true } | { changed: false; message: string };

/**
 * Sets a new password through a reset link. The password rules were checked by the request schema. On
 * success the user no longer needs a reset, every session of the user ends (whoever held one must sign in
 * with the new password), and every outstanding link of the user is spent, not only this one.
 */
export async function changePasswordWithToken(
  db: Db,
  input: { userId: number; token: string; password: string },
): Promise<ChangePasswordOutcome> {
  const passwordHash = await hashPassword(input.password);
  // Attributed to the user: only the holder of the user's own link gets past the token check.
  return withTx(db, { userId: input.userId }, async (tx) => {
    const check = await checkResetToken(tx, input.token, input.userId, true);
    if (!check.valid) return { changed: false, message: check.message };
    await storeNewPassword(tx, input.userId, passwordHash, null);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)));
    return { changed: true };
  });
}

/**
 * Every new password, by reset link or on the security tab: the user no longer needs a reset, and every
 * session of the user ends but `keepSessionId` (the one that changed it, if any).
 */
export async function storeNewPassword(
  tx: Tx,
  userId: number,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({ passwordHash, needToResetPin: false, updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'password-changed' })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
