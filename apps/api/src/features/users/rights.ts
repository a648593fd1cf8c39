import { can, Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { HttpError } from '../../plugins/errors.ts';
import type { Auth } from '../account/sessions.ts';

/** A user administrator: Admin module at SystemAdmin or UserAdmin (decision 038). */
export function isUserAdmin(access: readonly ModuleAccess[]): boolean {
  return can(access, Module.Admin, Role.SystemAdmin) || can(access, Module.Admin, Role.UserAdmin);
}

/** The owner sees their own tabs; a user administrator anyone's; everyone else is refused. */
export function viewRight(auth: Auth, userId: number): 'owner' | 'admin' {
  if (isUserAdmin(auth.user.access)) return 'admin';
  if (auth.user.id === userId) return 'owner';
  throw new HttpError(403, messages.accessDenied);
}

export function requireUserAdmin(auth: Auth): void {
  if (!isUserAdmin(auth.user.access)) throw new HttpError(403, messages.accessDenied);
}

/** Who may grant what: shared with the web's create page (contracts/user-admin.ts, decision 038). */
export { grantableRoles } from '@homer/contracts/user-admin';
