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
import { sendEmail } from '../../integrations/email/send-email.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { changeableUsers, requireMayChange } from '../../platform/user-rights.ts';
import { HttpError } from '../../plugins/errors.ts';
import { resetEmailsPerHour } from '../passwords/forgot-password.ts';
import { createResetLink, resetLinkLifetimeHours } from '../passwords/reset-link.ts';
import { userFilterWhere } from './list.ts';

export type AccountEmailKind = 'welcome' | 'reset';
type Recipient = { id: number; email: string; firstName: string; userName: string; hasPassword: boolean };

export const welcomeEmailSubject = 'Welcome to HOMER';
export const staffResetEmailSubject = 'HOMER password reset';

/** The welcome mail (no password yet) or the reset mail, with a single-use link to the change-password page. */
function accountEmail(config: Config, user: Recipient, kind: AccountEmailKind, link: string) {
  const hours = resetLinkLifetimeHours[kind];
  const text =
    kind === 'welcome'
      ? [
          `Hello ${user.firstName},`,
          '',
          `A HOMER account has been created for you. Your user name is ${user.userName}.`,
          `Choose your password with this link within ${hours / 24} days. It works once.`,
          '',
          link,
          '',
          `Then sign in at ${new URL('/login', config.publicBaseUrl).toString()}.`,
        ]
      : [
          `Hello ${user.firstName},`,
          '',
          'A HOMER administrator sent you this link to choose a new password for your account',
          `(user name ${user.userName}). Open it within ${hours} hours. It works once.`,
          '',
          link,
          '',
          'Until you use it, your current password keeps working.',
        ];
  return {
    to: user.email,
    subject: kind === 'welcome' ? welcomeEmailSubject : staffResetEmailSubject,
    text: text.join('\n'),
  };
}

/** Writes the link and sends the mail. Staff mail: not capped per recipient like public forms (decision 020). */
export async function deliverAccountEmail(
  db: Db,
  config: Config,
  user: Recipient,
  link?: string,
): Promise<AccountEmailKind> {
  const kind: AccountEmailKind = user.hasPassword ? 'reset' : 'welcome';
  const url = link ?? (await createResetLink(db, config, user.id, kind));
  await sendEmail(db, config, accountEmail(config, user, kind, url), 'staff');
  return kind;
}

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
