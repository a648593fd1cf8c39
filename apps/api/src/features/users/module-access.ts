import { Module, type Role } from '@homer/contracts/access';
import type { SaveModuleAccessRequest, UserModuleAccess } from '@homer/contracts/users';
import { usersMessages } from '@homer/contracts/users';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { withTx } from '../../db/tx.ts';
import {
  grantableRoles,
  lockChangeableUser,
  outranksUser,
  requireUserAdmin,
} from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

const modules = Object.values(Module);

export async function getModuleAccess(db: Db, auth: Auth, userId: number): Promise<UserModuleAccess> {
  requireUserAdmin(auth);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, usersMessages.notFound);
  const grants = await db.select().from(moduleAccess).where(eq(moduleAccess.userId, userId));
  // Nothing to offer on yourself (ownAccess) or on a user above you (decision 065).
  const editable = auth.user.id !== userId && outranksUser(auth.user.access, grants);
  return {
    userId,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    access: modules.flatMap((module) => {
      const grant = grants.find((g) => g.module === module);
      return grant ? [{ module, role: grant.role as Role }] : [];
    }),
    grantable: modules.map((module) => ({
      module,
      roles: editable ? grantableRoles(auth.user.access, module) : [],
    })),
  };
}

/**
 * Replaces the user's grants. Every module whose grant changes must allow the editor both the old and the
 * new role, so nobody grants, raises, lowers or removes a role above their own; and the user must hold nothing
 * above the editor (decision 065), so nobody edits even the lower grants of a user who outranks them. The user's
 * live sessions read their access again on the next request: the module_access trigger (0017) tells every instance.
 */
export async function saveModuleAccess(db: Db, auth: Auth, input: SaveModuleAccessRequest): Promise<void> {
  requireUserAdmin(auth);
  if (input.userId === auth.user.id) throw new HttpError(403, usersMessages.ownAccess);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, input.userId);
    const current = await tx.select().from(moduleAccess).where(eq(moduleAccess.userId, input.userId));
    for (const module of modules) {
      const before = current.find((g) => g.module === module)?.role as Role | undefined;
      const after = input.access.find((g) => g.module === module)?.role;
      if (before === after) continue;
      const allowed = grantableRoles(auth.user.access, module);
      if ((before && !allowed.includes(before)) || (after && !allowed.includes(after))) {
        throw new HttpError(403, usersMessages.cannotGrant);
      }
      const grant = and(eq(moduleAccess.userId, input.userId), eq(moduleAccess.module, module));
      if (before && after) await tx.update(moduleAccess).set({ role: after }).where(grant);
      else if (before) await tx.delete(moduleAccess).where(grant);
      else if (after) await tx.insert(moduleAccess).values({ userId: input.userId, module, role: after });
    }
  });
}
