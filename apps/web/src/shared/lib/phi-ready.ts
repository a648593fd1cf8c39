import type { CurrentUser } from '@homer/contracts/account';

/** The paths a user without a second factor is shown instead of a PHI page, and where they enrol (decision 083). */
export const secondFactorRequiredPath = '/second-factor-required';
export const secondFactorEnrolPath = '/admin/users/user/edit/security/currentUser';

/**
 * The server's PHI condition (plugins/access.ts, spec §8): this session was opened with a second factor and the
 * user has the inactivity timeout. The web uses it to explain before the server refuses with 467.
 */
export function phiReady(user: Pick<CurrentUser, 'mfaVerified' | 'inactivityTimeout'>): boolean {
  return user.mfaVerified && user.inactivityTimeout;
}
