import { accountSecurityMessages } from '@homer/contracts/account-security-admin';
import { messages } from '@homer/contracts/messages';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { isUserAdmin, outranksUser } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * May `auth` reset the second factors of, or sign out, a user holding `target`? Only a user administrator, never on
 * themselves (their own tab has its own tools), and only one who outranks the user in every module they hold
 * (decision 065): weakening an administrator's sign-in is the first step of taking their account (decision 043).
 */
export function manageRight(
  auth: Auth,
  userId: number,
  target: readonly { module: string; role: string }[],
): void {
  if (!isUserAdmin(auth.user.access)) throw new HttpError(403, messages.accessDenied);
  if (auth.user.id === userId) throw new HttpError(403, accountSecurityMessages.notOnYourself);
  if (!outranksUser(auth.user.access, target)) throw new HttpError(403, userAdminMessages.outranked);
}
