import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { sendEmail } from '../mail-outbox/send-email.ts';
import { createResetLink, resetLinkLifetimeHours } from '../passwords/reset-link.ts';

export type AccountEmailKind = 'welcome' | 'reset';
export type AccountEmailRecipient = {
  id: number;
  email: string;
  firstName: string;
  userName: string;
  hasPassword: boolean;
};

export const welcomeEmailSubject = 'Welcome to HOMER';
export const staffResetEmailSubject = 'HOMER password reset';

/** The welcome mail (no password yet) or the reset mail, with a single-use link to the change-password page. */
function accountEmail(config: Config, user: AccountEmailRecipient, kind: AccountEmailKind, link: string) {
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
  user: AccountEmailRecipient,
  link?: string,
): Promise<AccountEmailKind> {
  const kind: AccountEmailKind = user.hasPassword ? 'reset' : 'welcome';
  const url = link ?? (await createResetLink(db, config, user.id, kind));
  await sendEmail(db, config, accountEmail(config, user, kind, url), 'staff');
  return kind;
}
