import {
  userAdminMessages as m,
  type SendToFilterResult,
  sendToFilterLimit,
  type UserFilter,
} from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { changeableUsers, requireMayChange } from '../../platform/auth/user-rights.ts';
import { resetEmailsPerHour } from '../../platform/passwords/forgot-password.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { type AccountEmailKind, deliverAccountEmail } from '../../platform/user-accounts/account-email.ts';
import { HttpError } from '../../plugins/errors.ts';
import { userFilterWhere } from './list.ts';

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  userName: users.userName,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  disabled: users.disabled,
  // Links of the last hour, the same cap as Forgot Password: a slip of the finger sends no flood.
  recent: sql<number>`(select count(*)::int from password_reset_tokens t
    where t.user_id = "users"."id" and t.created_at > now() - interval '1 hour')`,
};

/**
 * "Send welcome / reset email" to one user (spec's ForgotPassword isWelcomeEmail, as a staff action), only one the
 * sender outranks (decision 065): a flood of reset links is a way to pester or phish an administrator.
 */
export async function sendAccountEmail(
  db: Db,
  config: Config,
  auth: Auth,
  userId: number,
): Promise<AccountEmailKind> {
  const [user] = await db.select(recipientColumns).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, usersMessages.notFound);
  await requireMayChange(db, auth, userId);
  if (user.disabled) throw new HttpError(400, m.userDisabled);
  if (user.recent >= resetEmailsPerHour) throw new HttpError(400, m.tooManyEmails);
  return deliverAccountEmail(db, config, user);
}

/**
 * To every enabled user of the list's filter (spec's isSendToAll), at most `sendToFilterLimit`. Users who had
 * 3 links in the last hour are skipped and counted; users the sender does not outrank are left out and counted,
 * so one administrator above the sender does not stop the mail to everyone else (decision 065).
 */
export async function sendAccountEmailToFilter(
  db: Db,
  config: Config,
  auth: Auth,
  filter: UserFilter,
): Promise<SendToFilterResult> {
  const recipients = await db
    .select(recipientColumns)
    .from(users)
    .where(and(userFilterWhere(filter), eq(users.disabled, false)))
    .orderBy(users.id)
    .limit(sendToFilterLimit + 1);
  if (recipients.length > sendToFilterLimit) throw new HttpError(400, m.tooManyUsers);
  if (recipients.length === 0) throw new HttpError(400, m.noUsers);
  const reachable = await changeableUsers(
    db,
    auth,
    recipients.map((r) => r.id),
  );
  let sent = 0;
  let skipped = 0;
  for (const user of recipients) {
    if (!reachable.has(user.id)) continue;
    if (user.recent >= resetEmailsPerHour) {
      skipped++;
      continue;
    }
    await deliverAccountEmail(db, config, user);
    sent++;
  }
  return { sent, skipped, outranked: recipients.length - reachable.size };
}
