import type { Option } from '@homer/contracts/envelope';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { userName } from './notices.ts';

// Every HelpDesk grant satisfies HelpDesk at User (the special roles rank as User too).
const hasHelpDesk = exists(
  sql`(select 1 from ${moduleAccess} where ${moduleAccess.userId} = ${users.id} and ${moduleAccess.module} = 'HelpDesk')`,
);

/** GET …/GetAssignees: active users with HelpDesk access, by name. */
export async function assigneeOptions(db: Queryable): Promise<Option[]> {
  const rows = await db
    .select({ value: users.id, text: userName })
    .from(users)
    .where(and(eq(users.disabled, false), hasHelpDesk))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows;
}

export async function isAssignable(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.disabled, false), hasHelpDesk));
  return !!row;
}
