import { can, Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { grantableRoles, userAdminMessages } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { eq, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Auth } from '../sessions/sessions.ts';

/** A user administrator: Admin module at SystemAdmin or UserAdmin (decision 038). */
export function isUserAdmin(access: readonly ModuleAccess[]): boolean {
  return can(access, Module.Admin, Role.SystemAdmin) || can(access, Module.Admin, Role.UserAdmin);
}

/** The user's module access, or null when there is no such user. */
export async function moduleAccessOf(db: Queryable, userId: number): Promise<ModuleAccess[] | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ module: moduleAccess.module, role: moduleAccess.role })
    .from(moduleAccess)
    .where(eq(moduleAccess.userId, userId));
  return rows as ModuleAccess[];
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

type Grant = { module: string; role: string };

/**
 * May `editor` change a user holding `target` (decision 065)? Only when, in every module the target holds, the
 * editor could grant the target's role there: their own role in that module ranks at least as high. A module the
 * editor does not hold ranks below any role in it, except for an Admin SystemAdmin, who may grant every role in
 * every module and so ranks top everywhere. Whoever could not have given a user their access may not change them:
 * an email, a disable or a sign-in reset is enough to take or lock an account.
 */
export function outranksUser(editor: readonly ModuleAccess[], target: readonly Grant[]): boolean {
  return target.every((g) => grantableRoles(editor, g.module as Module).includes(g.role as Role));
}

export function grantsOf(db: Queryable, userId: number): Promise<Grant[]> {
  return db
    .select({ module: moduleAccess.module, role: moduleAccess.role })
    .from(moduleAccess)
    .where(eq(moduleAccess.userId, userId));
}

/** Whether `auth` may change this user: on yourself the self rules of each call decide instead. */
export async function mayChange(db: Queryable, auth: Auth, userId: number): Promise<boolean> {
  return auth.user.id === userId || outranksUser(auth.user.access, await grantsOf(db, userId));
}

/** 403 unless `auth` may change this user (mayChange). */
export async function requireMayChange(db: Queryable, auth: Auth, userId: number): Promise<void> {
  if (!(await mayChange(db, auth, userId))) throw new HttpError(403, userAdminMessages.outranked);
}

/**
 * Locks the user's row (404 when there is none), then applies requireMayChange: two administrators' changes to
 * the same user queue, and the user's grants (changed only under this lock) cannot rise between check and write.
 */
export async function lockChangeableUser(tx: Tx, auth: Auth, userId: number): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new HttpError(404, usersMessages.notFound);
  await requireMayChange(tx, auth, userId);
}

/** Of `userIds`, those `auth` may change (mayChange), in one query however many. */
export async function changeableUsers(
  db: Queryable,
  auth: Auth,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: moduleAccess.userId, module: moduleAccess.module, role: moduleAccess.role })
    .from(moduleAccess)
    .where(sql`${moduleAccess.userId} = any(${idArray(userIds)})`);
  const grants = new Map<number, Grant[]>();
  for (const { userId, ...grant } of rows) grants.set(userId, [...(grants.get(userId) ?? []), grant]);
  return new Set(
    userIds.filter((id) => id === auth.user.id || outranksUser(auth.user.access, grants.get(id) ?? [])),
  );
}
