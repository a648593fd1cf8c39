import { type Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { accountSecurityMessages } from '@homer/contracts/account-security-admin';
import { messages } from '@homer/contracts/messages';
import { HttpError } from '../../plugins/errors.ts';
import type { Auth } from '../account/sessions.ts';
import { grantableRoles, isUserAdmin } from '../users/rights.ts';

/** Spec §6: SystemAdmin in a module, and RxConnectsAdmin, make their holder an administrator of that module. */
const administratorRoles: readonly string[] = [Role.SystemAdmin, Role.RxConnectsAdmin];

/**
 * May `auth` reset the second factors of, or sign out, a user holding `target`? Only a user administrator, never on
 * themselves (their own tab has its own tools), and a UserAdmin not on an administrator of a module they could not
 * have made one: weakening an administrator's sign-in is the first step of taking their account (decision 043).
 */
export function manageRight(
  auth: Auth,
  userId: number,
  target: readonly { module: string; role: string }[],
): void {
  if (!isUserAdmin(auth.user.access)) throw new HttpError(403, messages.accessDenied);
  if (auth.user.id === userId) throw new HttpError(403, accountSecurityMessages.notOnYourself);
  if (!outranks(auth.user.access, target)) throw new HttpError(403, accountSecurityMessages.outranked);
}

/** True unless the target administers a module where the editor could not grant that role (SystemAdmins: always). */
export function outranks(
  editor: readonly ModuleAccess[],
  target: readonly { module: string; role: string }[],
): boolean {
  return target.every(
    (g) =>
      !administratorRoles.includes(g.role) ||
      grantableRoles(editor, g.module as Module).includes(g.role as Role),
  );
}
