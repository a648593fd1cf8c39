import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { withTx } from '../../db/tx.ts';
import { loginThrottle } from '../../platform/auth/login-throttle.ts';
import { lockChangeableUser, requireUserAdmin } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';

/**
 * Whether the list shows the account as locked. The throttle (decision 020) waits per address, so no single
 * "locked" flag exists; this approximates it as the account's own view of it: at least `pairFreeFailures`
 * wrong passwords since its last success or unlock, within the throttle's 24-hour memory. Qualified in full:
 * drizzle leaves a single-table select's columns unqualified, which the subquery would read as its own.
 */
export const lockedSql = sql<boolean>`(select count(*) >= ${loginThrottle.pairFreeFailures}
  from login_history f where lower(f.user_name) = lower("users"."user_name")
    and f.reason = 'bad-credentials'
    and f.created_at > greatest(
      now() - make_interval(hours => ${loginThrottle.pairMemoryHours}),
      coalesce("users"."sign_in_failures_cleared_at", '-infinity'),
      coalesce((select max(s.created_at) from login_history s
                where lower(s.user_name) = lower("users"."user_name") and s.was_successful), '-infinity')))`;

/**
 * UnlockUser: the throttle stops counting the account's earlier wrong passwords (login.ts reads the time).
 * The users audit trigger records the change with the administrator as its author. Only on a user the
 * administrator outranks (decision 065): an unlock helps whoever is guessing the password.
 */
export async function unlockUser(db: Db, auth: Auth, userId: number): Promise<void> {
  requireUserAdmin(auth);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, userId);
    await tx
      .update(users)
      .set({ signInFailuresClearedAt: sql`clock_timestamp()`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
