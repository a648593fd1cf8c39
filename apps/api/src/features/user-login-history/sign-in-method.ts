import type { SignInMethod } from '@homer/contracts/user-profile-tabs';

/**
 * What a login_history row's reason says, in the tab's words (decision 041). The sign-in paths write the
 * reason (features/account): null is a password sign-in without a second factor; 'awaiting-mfa' a password
 * accepted with a second factor still to come, which is shown as a step, not as a finished sign-in.
 */
const byReason: Record<string, { method: SignInMethod; result: string }> = {
  'awaiting-mfa': { method: 'Password', result: 'Password accepted, second factor next' },
  'bad-credentials': { method: 'Password', result: 'Wrong user name or password' },
  throttled: { method: 'Password', result: 'Too many attempts, refused' },
  disabled: { method: 'Password', result: 'Account disabled' },
  sso: { method: 'SSO', result: 'Signed in' },
  'sso-disabled': { method: 'SSO', result: 'Account disabled' },
  'sso-no-account': { method: 'SSO', result: 'No account for this sign-in' },
  'mfa-device': { method: 'Device', result: 'Signed in' },
  'mfa-device-failed': { method: 'Device', result: 'Security key not accepted' },
  'mfa-fingerprint': { method: 'Fingerprint', result: 'Signed in' },
  'mfa-fingerprint-failed': { method: 'Fingerprint', result: 'Fingerprint not matched' },
  qr: { method: 'QR code', result: 'Signed in' },
};

export function describeSignIn(
  reason: string | null,
  succeeded: boolean,
): { method: SignInMethod; result: string } {
  if (reason === null) return { method: 'Password', result: succeeded ? 'Signed in' : 'Refused' };
  // A reason written by a later sign-in path and not yet named here still shows, as what it is.
  return byReason[reason] ?? { method: 'Password', result: succeeded ? 'Signed in' : `Refused (${reason})` };
}
