import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';

export const emailChangedSubject = 'Your HOMER email address was changed';

export type EmailChange = {
  firstName: string;
  userName: string;
  oldEmail: string;
  newEmail: string;
  byOwner: boolean;
};

/** Whether a save moves the account's mail (password resets included) elsewhere: letter case alone does not. */
export function emailChanged(before: string, after: string): boolean {
  return before.toLowerCase() !== after.toLowerCase();
}

/**
 * Tells the old address that the account's mail now goes elsewhere (decision 065). Password resets follow the
 * new address, so this notice is the owner's only chance to notice an account being taken over.
 */
export async function sendEmailChangedNotice(db: Db, config: Config, change: EmailChange): Promise<void> {
  const who = change.byOwner ? 'from your own account' : 'by a HOMER administrator';
  const text = [
    `Hello ${change.firstName},`,
    '',
    `The email address of your HOMER account (user name ${change.userName}) was changed ${who}`,
    `from ${change.oldEmail} to ${change.newEmail}. Password reset links now go to the new address.`,
    'Every session of the account was ended: sign in again to continue.',
    '',
    'If you did not expect this change, contact your HOMER administrator at once.',
  ];
  await sendEmail(
    db,
    config,
    { to: change.oldEmail, subject: emailChangedSubject, text: text.join('\n') },
    'staff',
  );
}
