import { can, Module, Role } from '@homer/contracts/access';
import { rxPatientMessages as m } from '@homer/contracts/rx-connects-patients';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * Whose records a user acts on: an Rx Connects administrator acts for every repository; a pharmacist for the
 * repositories an administrator linked them to (rx_connects_user_roles, decision 045), and for no other.
 */
export type RepositoryScope = { all: true } | { all: false; ids: readonly number[] };

export async function repositoryScope(db: Queryable, auth: Auth): Promise<RepositoryScope> {
  if (can(auth.user.access, Module.RxConnects, Role.RxConnectsAdmin)) return { all: true };
  const { rows } = await db.execute<{ id: number }>(sql`
    select repository_id as id from rx_connects_user_roles
    where user_id = ${auth.user.id} and repository_id is not null order by repository_id`);
  return { all: false, ids: rows.map((row) => row.id) };
}

/** The condition a query adds so a user reads only their repositories' rows. */
export function inScope(scope: RepositoryScope, column: AnyPgColumn | SQL): SQL {
  if (scope.all) return sql`true`;
  if (scope.ids.length === 0) return sql`false`;
  return sql`${column} = any(${idArray(scope.ids)})`;
}

export function actsFor(scope: RepositoryScope, repositoryId: number): boolean {
  return scope.all || scope.ids.includes(repositoryId);
}

/** A command for another repository is refused, saying how a pharmacist gets linked. */
export function requireRepository(scope: RepositoryScope, repositoryId: number): void {
  if (!actsFor(scope, repositoryId)) throw new HttpError(403, m.notLinked);
}
