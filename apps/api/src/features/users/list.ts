import type { Module, Role } from '@homer/contracts/access';
import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { UserListQuery, UserRow } from '@homer/contracts/users';
import { and, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { keysetPage, readKeysetPage } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';

const sortKeys = { lastName: users.lastName, userName: users.userName, email: users.email } as const;

function filtersOf(query: UserListQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const grant = [
    query.module ? eq(moduleAccess.module, query.module) : undefined,
    query.role ? eq(moduleAccess.role, query.role) : undefined,
  ].filter((c) => c !== undefined);
  return and(
    pattern
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.userName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
    query.status === 'active' ? eq(users.disabled, false) : undefined,
    query.status === 'disabled' ? eq(users.disabled, true) : undefined,
    grant.length > 0
      ? exists(
          sql`(select 1 from ${moduleAccess} where ${moduleAccess.userId} = ${users.id} and ${and(...grant)})`,
        )
      : undefined,
  );
}

/** The users list, by last name (or user name, email) then id, one keyset page per cursor. */
export async function listUsers(db: Queryable, query: UserListQuery): Promise<Paged<UserRow>> {
  const field =
    query.sortField && query.sortField in sortKeys ? (query.sortField as keyof typeof sortKeys) : 'lastName';
  const where = filtersOf(query);
  const keyset = keysetPage(
    {
      list: 'users',
      key: sortKeys[field],
      kind: 'text',
      id: users.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [field, query.search?.trim() ?? '', query.status ?? '', query.module ?? '', query.role ?? ''],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: users, filters: where, searching: !!query.search?.trim() },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: users.id,
            userName: users.userName,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            disabled: users.disabled,
            ...keyset.columns,
          })
          .from(users)
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  const ids = rows.map((r) => r.id);
  const grants = ids.length
    ? await db
        .select()
        .from(moduleAccess)
        .where(inArray(moduleAccess.userId, ids))
        .orderBy(moduleAccess.module)
    : [];
  return {
    ...paged,
    data: rows.map(({ cursorKey: _key, cursorId: _id, ...r }) => ({
      ...r,
      access: grants
        .filter((g) => g.userId === r.id)
        .map((g) => ({ module: g.module as Module, role: g.role as Role })),
    })),
  };
}
