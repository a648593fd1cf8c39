import { type CreateUserRequest, userAdminMessages as m } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { pgConstraint, pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { grantableRoles, requireUserAdmin } from '../auth/user-rights.ts';
import { createResetLink } from '../passwords/reset-link.ts';
import type { Auth } from '../sessions/sessions.ts';
import { deliverAccountEmail } from './account-email.ts';

/**
 * CreateUser: the user (no password), their first module access and a welcome link, in one transaction; the
 * welcome email goes out once it has committed. The first grant follows the module-access tab's rule: only a
 * role the editor may grant in that module (decision 038).
 */
export async function createUser(
  db: Db,
  config: Config,
  auth: Auth,
  input: CreateUserRequest,
  /** More work that stands or falls with the new user, in its transaction (a help-desk request recording it). */
  alongside?: (tx: Tx, userId: number) => Promise<void>,
): Promise<number> {
  requireUserAdmin(auth);
  if (!grantableRoles(auth.user.access, input.module).includes(input.role)) {
    throw new HttpError(403, usersMessages.cannotGrant);
  }
  return createAccount(db, config, auth.user.id, input, alongside);
}

/**
 * The account itself, for a caller that has already decided the grant is allowed: createUser (a user
 * administrator's rights) or a programme approval (programme-account.ts).
 */
export async function createAccount(
  db: Db,
  config: Config,
  actorUserId: number,
  input: CreateUserRequest,
  alongside?: (tx: Tx, userId: number) => Promise<void>,
): Promise<number> {
  let created: { id: number; link: string };
  try {
    created = await withTx(db, { userId: actorUserId }, async (tx) => {
      const { rows } = await tx.execute<{ user_name: boolean; email: boolean }>(sql`
        select bool_or(lower(user_name) = lower(${input.userName})) as user_name,
               bool_or(lower(email) = lower(${input.email})) as email
        from users where lower(user_name) = lower(${input.userName}) or lower(email) = lower(${input.email})`);
      if (rows[0]?.user_name) throw new HttpError(400, m.userNameTaken);
      if (rows[0]?.email) throw new HttpError(400, usersMessages.emailTaken);
      const [user] = await tx
        .insert(users)
        .values({
          userName: input.userName,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber || null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(moduleAccess).values({ userId: user.id, module: input.module, role: input.role });
      await alongside?.(tx, user.id);
      return { id: user.id, link: await createResetLink(tx, config, user.id, 'welcome') };
    });
  } catch (error) {
    // Two administrators creating the same person at once: the unique indexes decide.
    if (pgErrorCode(error) === '23505') {
      throw new HttpError(
        400,
        pgConstraint(error) === 'users_email_key' ? usersMessages.emailTaken : m.userNameTaken,
      );
    }
    throw error;
  }
  await deliverAccountEmail(
    db,
    config,
    {
      id: created.id,
      email: input.email,
      firstName: input.firstName,
      userName: input.userName,
      hasPassword: false,
    },
    created.link,
  );
  return created.id;
}
