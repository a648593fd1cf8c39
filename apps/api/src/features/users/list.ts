import type { Module, Role } from '@homer/contracts/access';
import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { AdminUserListQuery, AdminUserRow, UserFilter } from '@homer/contracts/user-admin';
import { and, eq, exists, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { facilities, loginHistory, moduleAccess, userFacilities, users } from '../../db/schema/core.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { lastSignInSql, userSearchText } from '../../platform/user-accounts/user-columns.ts';
import { lockedSql } from './lockout.ts';

const sortKeys = { lastName: users.lastName, userName: users.userName, email: users.email } as const;

/** A completed sign-in: a success that still waited for the second factor is not one. */
const signedInSince = (since: SQL) =>
  exists(
    sql`(select 1 from ${loginHistory} where ${loginHistory.userId} = ${users.id} and ${loginHistory.wasSuccessful}
         and coalesce(${loginHistory.reason}, '') <> 'awaiting-mfa' and ${loginHistory.createdAt} > ${since})`,
  );

function lastSignInFilter(filter: UserFilter['lastSignIn']): SQL | undefined {
  switch (filter) {
    case 'never':
      return not(signedInSince(sql`'-infinity'::timestamptz`));
    case 'over30':
      return not(signedInSince(sql`now() - interval '30 days'`));
    case 'over90':
      return not(signedInSince(sql`now() - interval '90 days'`));
    case 'within30':
      return signedInSince(sql`now() - interval '30 days'`);
    default:
      return undefined;
  }
}

/**
 * The list's WHERE, shared by the list, its Excel export and "send to all of the filter". A user belongs to an
 * organization through users.organization_id or through one of their facilities.
 */
export function userFilterWhere(query: UserFilter): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const grant = [
    query.module ? eq(moduleAccess.module, query.module) : undefined,
    query.role ? eq(moduleAccess.role, query.role) : undefined,
  ].filter((c) => c !== undefined);
  return and(
    pattern ? ilike(userSearchText, pattern) : undefined,
    query.status === 'active' ? eq(users.disabled, false) : undefined,
    query.status === 'disabled' ? eq(users.disabled, true) : undefined,
    grant.length > 0
      ? exists(
          sql`(select 1 from ${moduleAccess} where ${moduleAccess.userId} = ${users.id} and ${and(...grant)})`,
        )
      : undefined,
    query.facilityId
      ? exists(
          sql`(select 1 from ${userFacilities} where ${userFacilities.userId} = ${users.id}
               and ${userFacilities.facilityId} = ${query.facilityId})`,
        )
      : undefined,
    query.organizationId
      ? or(
          eq(users.organizationId, query.organizationId),
          exists(
            sql`(select 1 from ${userFacilities} join ${facilities} on ${facilities.id} = ${userFacilities.facilityId}
                 where ${userFacilities.userId} = ${users.id} and ${facilities.organizationId} = ${query.organizationId})`,
          ),
        )
      : undefined,
    lastSignInFilter(query.lastSignIn),
  );
}

/** The users list, by last name (or user name, email) then id, one keyset page per cursor. */
export async function listUsers(db: Queryable, query: AdminUserListQuery): Promise<Paged<AdminUserRow>> {
  const field =
    query.sortField && query.sortField in sortKeys ? (query.sortField as keyof typeof sortKeys) : 'lastName';
  const where = userFilterWhere(query);
  const keyset = keysetPage(
    {
      list: 'users',
      key: sortKeys[field],
      kind: 'text',
      id: users.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [
        field,
        query.search?.trim() ?? '',
        query.status ?? '',
        query.module ?? '',
        query.role ?? '',
        query.facilityId ?? 0,
        query.organizationId ?? 0,
        query.lastSignIn ?? '',
      ],
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
  // Per page, not per match: these read a few indexed rows for each of the page's users only.
  const [grants, extras] = ids.length
    ? await Promise.all([
        db.select().from(moduleAccess).where(inArray(moduleAccess.userId, ids)).orderBy(moduleAccess.module),
        db
          .select({
            id: users.id,
            lastSignInAt: lastSignInSql,
            hasPassword: sql<boolean>`${users.passwordHash} is not null`,
            locked: lockedSql,
          })
          .from(users)
          .where(inArray(users.id, ids)),
      ])
    : [[], []];
  return {
    ...paged,
    data: rows.map(({ cursorKey: _key, cursorId: _id, ...r }) => {
      const extra = extras.find((e) => e.id === r.id);
      return {
        ...r,
        lastSignInAt: extra?.lastSignInAt ?? null,
        hasPassword: extra?.hasPassword ?? false,
        locked: extra?.locked ?? false,
        access: grants
          .filter((g) => g.userId === r.id)
          .map((g) => ({ module: g.module as Module, role: g.role as Role })),
      };
    }),
  };
}
