import type { SaveUserRequest, UserDetails } from '@homer/contracts/users';
import { usersMessages } from '@homer/contracts/users';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { withTx } from '../../db/tx.ts';
import { lockChangeableUser, viewRight } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { spendPendingSteps } from '../user-security/account-actions.ts';
import { type EmailChange, emailChanged, sendEmailChangedNotice } from './email-change.ts';

export async function getUserDetails(db: Db, auth: Auth, userId: number): Promise<UserDetails> {
  const right = viewRight(auth, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, usersMessages.notFound);
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    inactivityTimeout: user.inactivityTimeout,
    isInternalBphpUser: user.isInternalBphpUser,
    isRxUser: user.isRxUser,
    disabled: user.disabled,
    isOwner: auth.user.id === userId,
    canAdminister: right === 'admin',
  };
}

const adminFields = ['inactivityTimeout', 'isInternalBphpUser', 'isRxUser', 'disabled'] as const;

/**
 * Saves the details tab. A user may change their own names, email and phone; the rest (the inactivity timeout
 * that PHI access depends on, the internal and Rx flags, disabling) is for user administrators, and only on users
 * they outrank (decision 065). Disabling revokes every session in the same transaction (trigger of migration
 * 0014) and announces it (0017). A new email address ends every session too, as Sign out everywhere does, and
 * the old address is told after the commit (decision 065).
 */
export async function saveUserDetails(
  db: Db,
  config: Config,
  auth: Auth,
  input: SaveUserRequest,
): Promise<void> {
  const right = viewRight(auth, input.userId);
  const admin = Object.fromEntries(
    adminFields.flatMap((f) => (input[f] === undefined ? [] : [[f, input[f]]])),
  );
  if (right !== 'admin' && Object.keys(admin).length > 0) {
    throw new HttpError(403, usersMessages.ownDetailsOnly);
  }
  if (input.disabled === true && input.userId === auth.user.id) {
    throw new HttpError(400, usersMessages.ownDisable);
  }
  const change = await withTx(db, { userId: auth.user.id }, async (tx): Promise<EmailChange | null> => {
    await lockChangeableUser(tx, auth, input.userId);
    const [before] = await tx
      .select({ email: users.email, firstName: users.firstName, userName: users.userName })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!before) throw new HttpError(404, usersMessages.notFound);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, input.userId)));
    if (taken) throw new HttpError(400, usersMessages.emailTaken);
    const moved = emailChanged(before.email, input.email);
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber || null,
        ...admin,
        ...(moved ? { sessionsRevokedAt: sql`now()` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, input.userId));
    if (!moved) return null;
    await spendPendingSteps(tx, input.userId);
    const { firstName, userName, email: oldEmail } = before;
    return { firstName, userName, oldEmail, newEmail: input.email, byOwner: auth.user.id === input.userId };
  });
  if (change) await sendEmailChangedNotice(db, config, change);
}
