import { usersMessages } from '@homer/contracts/users';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isUserAdmin, mayChange, requireUserAdmin, viewRight } from '../auth/user-rights.ts';
import type { Auth } from '../sessions/sessions.ts';

/**
 * A user's links to the records they work on (facilities, HEROS agencies, Rx Connects sites): the owner reads
 * their own, a user administrator anyone's. Returns whether the viewer may change them; 404 for an unknown user.
 */
export async function linksReadRight(db: Queryable, auth: Auth, userId: number): Promise<boolean> {
  viewRight(auth, userId);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, usersMessages.notFound);
  return isUserAdmin(auth.user.access) && auth.user.id !== userId && (await mayChange(db, auth, userId));
}

/**
 * These links decide which records a user works on, so nobody changes their own (`ownMessage` says which). The
 * rank rule is applied with the user locked, by lockChangeableUser in the change's transaction.
 */
export function checkLinksEditor(auth: Auth, userId: number, ownMessage: string): void {
  requireUserAdmin(auth);
  if (auth.user.id === userId) throw new HttpError(403, ownMessage);
}
