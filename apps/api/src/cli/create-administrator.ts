import { Module, Role } from '@homer/contracts/access';
import { text } from '@homer/contracts/fields';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { pgErrorCode } from '../db/pg-error-code.ts';
import type { Db } from '../db/pool.ts';
import { facilities, moduleAccess, userFacilities, users } from '../db/schema/core.ts';
import { systemActor, withTx } from '../db/tx.ts';
import { createResetLink } from '../platform/passwords/reset-link.ts';

const administratorSchema = z.object({
  userName: text({
    max: 100,
    required: 'Give the user name: --user NAME.',
    tooLong: 'The user name can be at most 100 characters.',
  }),
  email: text({
    max: 100,
    required: 'Give the email address: --email EMAIL.',
    tooLong: 'The email address can be at most 100 characters.',
  }).pipe(z.email('Give a valid email address: --email EMAIL.')),
  firstName: text({ max: 50, label: 'First name' }).min(1).default('System'),
  lastName: text({ max: 50, label: 'Last name' }).min(1).default('Administrator'),
});
export type AdministratorInput = z.input<typeof administratorSchema>;

export type CreatedAdministrator =
  | { created: true; userId: number; userName: string; link: string }
  | { created: false; message: string };

const userNameTaken = (name: string) => `A user named "${name}" already exists; nothing was created.`;
const emailTaken = (email: string) =>
  `The email address ${email} already belongs to a user; nothing was created.`;

/**
 * The first administrator of an installation that has no demo data (production): a user with every module at
 * SystemAdmin and every facility, without a password, and a one-time welcome link (the password-reset token
 * of the passwords feature, valid 7 days) to set one. An existing user name or email is refused.
 */
export async function createAdministrator(
  db: Db,
  config: Config,
  input: AdministratorInput,
): Promise<CreatedAdministrator> {
  const parsed = administratorSchema.safeParse(input);
  if (!parsed.success)
    return { created: false, message: parsed.error.issues[0]?.message ?? 'Invalid input.' };
  const person = parsed.data;
  try {
    return await withTx(db, systemActor, async (tx) => {
      const [clash] = await tx
        .select({ userName: users.userName })
        .from(users)
        .where(
          sql`lower(${users.userName}) = lower(${person.userName}) or lower(${users.email}) = lower(${person.email})`,
        )
        .limit(1);
      if (clash) {
        const sameName = clash.userName.toLowerCase() === person.userName.toLowerCase();
        return {
          created: false,
          message: sameName ? userNameTaken(person.userName) : emailTaken(person.email),
        };
      }
      const [user] = await tx
        .insert(users)
        .values({ ...person, isInternalBphpUser: true })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx
        .insert(moduleAccess)
        .values(Object.values(Module).map((module) => ({ userId: user.id, module, role: Role.SystemAdmin })));
      const all = await tx.select({ id: facilities.id }).from(facilities);
      if (all.length > 0) {
        await tx.insert(userFacilities).values(all.map((f) => ({ userId: user.id, facilityId: f.id })));
      }
      const link = await createResetLink(tx, config, user.id, 'welcome');
      return { created: true, userId: user.id, userName: person.userName, link };
    });
  } catch (error) {
    // Someone created the same name or email between the check and the insert.
    if (pgErrorCode(error) === '23505') {
      return {
        created: false,
        message: 'A user with this name or email already exists; nothing was created.',
      };
    }
    throw error;
  }
}
