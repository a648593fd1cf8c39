import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { sessions } from '../../db/schema/core.ts';
import { signInChallenges } from '../../db/schema/mfa.ts';
import { withTx } from '../../db/tx.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { requireOwner } from './user-security.ts';

/**
 * The owner's "sign out everywhere else" (decision 066): every other session of theirs ends, phones included, and
 * their pending sign-in steps (a password waiting for its second factor, a QR code not yet scanned) are spent, so
 * none opens a session afterwards. The session that asked stays: whoever fears a stolen session is at it now.
 * 0017's trigger tells every instance's session cache of each revoked session.
 */
export async function signOutOtherSessions(db: Db, auth: Auth, userId: number): Promise<void> {
  requireOwner(auth, userId);
  const now = new Date();
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'signed-out-elsewhere' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, auth.sessionId)));
    await tx
      .update(signInChallenges)
      .set({ usedAt: now })
      .where(and(eq(signInChallenges.userId, userId), isNull(signInChallenges.usedAt)));
  });
}
