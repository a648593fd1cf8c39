import type { Config } from '../../config.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import type { NotifyInput } from '../../platform/notify/notify.ts';
import type { InactiveAccount } from './find-inactive.ts';

const dateText = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Plain text only: nothing of the account is put into HTML, so nothing needs escaping. */
export function inactivityWarningEmail(
  config: Pick<Config, 'publicBaseUrl' | 'vendor'>,
  account: Pick<InactiveAccount, 'email' | 'firstName' | 'userName' | 'lastActiveAt'>,
  disableOn: Date,
): Email {
  return {
    to: account.email,
    subject: 'Your HOMER account will be disabled for inactivity',
    text: [
      `Hello ${account.firstName},`,
      '',
      `Your HOMER account (${account.userName}) has not been used to sign in since ${dateText(account.lastActiveAt)}.`,
      `Unused accounts are disabled. If you do not sign in by ${dateText(disableOn)}, your account will be disabled and an administrator will have to enable it again.`,
      '',
      `Sign in at ${config.publicBaseUrl}/login to keep it.`,
      '',
      config.vendor,
    ].join('\n'),
  };
}

/**
 * The same warning in the app ('account.inactive-account-warning'), for the account's owner. It links to their
 * login history, the record of the sign-ins the warning counts from (issue 27).
 */
export function inactivityWarningNotice(
  account: Pick<InactiveAccount, 'id' | 'userName' | 'lastActiveAt'>,
  disableOn: Date,
): NotifyInput {
  return {
    typeKey: 'account.inactive-account-warning',
    recipients: [account.id],
    title: 'Your account will be disabled for inactivity',
    message: `Your account (${account.userName}) has not been used to sign in since ${dateText(account.lastActiveAt)}. Sign in before ${dateText(disableOn)} to keep it.`,
    link: `admin/users/user/edit/login-history/${account.id}`,
  };
}
