import { type Module, Role, roleSatisfies } from '@homer/contracts/access';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Auth } from '../sessions/sessions.ts';
import { createAccount } from './create.ts';

/** Someone a programme approves (a HEROS agency's primary contact, an Rx Connects site's contact). */
export type ProgrammeApplicant = { email: string; fullName: string; phoneNumber: string };

/**
 * "Mary Ann Smith" → Mary Ann / Smith: the last word is the last name. One word is both, since a user needs a
 * last name; the user page can correct either.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) {
    const only = (words[0] ?? '').slice(0, 50);
    return { firstName: only, lastName: only };
  }
  return {
    firstName: words.slice(0, -1).join(' ').slice(0, 50),
    lastName: (words.at(-1) ?? '').slice(0, 50),
  };
}

/** A user name from an email's local part: letters, digits, dot, dash and underscore only. */
export function userNameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 90);
  return local || 'applicant';
}

/** The email's local part, or with the first free number after it (jsmith, jsmith2, …). */
async function freeUserName(db: Db, email: string): Promise<string> {
  const base = userNameFromEmail(email);
  const candidates = [base, ...Array.from({ length: 48 }, (_, i) => `${base}${i + 2}`)];
  const taken = await db
    .select({ userName: sql<string>`lower(${users.userName})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.userName})`,
        candidates.map((c) => c.toLowerCase()),
      ),
    );
  const takenSet = new Set(taken.map((t) => t.userName));
  return candidates.find((c) => !takenSet.has(c.toLowerCase())) ?? `${base}${Date.now() % 100_000}`;
}

/**
 * The account a programme approval gives its applicant. A user with the applicant's email (any case) is linked
 * and given the programme's module at `role` (User unless the approval says otherwise: a repository's pharmacist in
 * charge reviews its patients as a Pharmacist, decision 112) if they held less (a higher role stays); otherwise an
 * account with exactly that access is created and the welcome email sent. The approver is a programme manager or
 * administrator, not a user administrator: the approval, whose route requires that programme role, is the
 * authority, and it can grant nothing else (decisions 052, 054). `alongside` (the approval's own writes) runs in
 * the same transaction, so a refused approval links or creates nothing.
 */
export async function approveIntoAccount(
  db: Db,
  config: Config,
  auth: Auth,
  module: Module,
  applicant: ProgrammeApplicant,
  alongside: (tx: Tx, userId: number) => Promise<void>,
  role: Role = Role.User,
): Promise<{ userId: number; userName: string; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${applicant.email})`)
    .limit(1);
  if (existing) {
    await withTx(db, { userId: auth.user.id }, async (tx) => {
      const [held] = await tx
        .select({ role: moduleAccess.role })
        .from(moduleAccess)
        .where(sql`${moduleAccess.userId} = ${existing.id} and ${moduleAccess.module} = ${module}`);
      if (!held) await tx.insert(moduleAccess).values({ userId: existing.id, module, role });
      else if (!roleSatisfies(held.role as Role, role))
        await tx
          .update(moduleAccess)
          .set({ role })
          .where(sql`${moduleAccess.userId} = ${existing.id} and ${moduleAccess.module} = ${module}`);
      await alongside(tx, existing.id);
    });
    return { userId: existing.id, userName: existing.userName, created: false };
  }
  const userName = await freeUserName(db, applicant.email);
  const userId = await createAccount(
    db,
    config,
    auth.user.id,
    {
      userName,
      email: applicant.email,
      ...splitFullName(applicant.fullName),
      phoneNumber: applicant.phoneNumber.length <= 21 ? applicant.phoneNumber : '',
      module,
      role,
    },
    alongside,
  );
  return { userId, userName, created: true };
}
