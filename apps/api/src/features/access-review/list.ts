import type {
  AccessReviewFilters,
  AccessReviewQuery,
  AccessReviewRow,
} from '@homer/contracts/account-security-admin';
import { accessReviewSortFields } from '@homer/contracts/account-security-admin';
import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { lastSignInSql } from '../../platform/user-accounts/user-columns.ts';

const grantor = alias(users, 'grantor');

/** Filters on the grant itself, and on its user through a sub-select, so the count reads module_access alone. */
export function accessReviewWhere(query: AccessReviewFilters & { search?: string }): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const userConditions = [
    pattern
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.userName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
    query.status === 'active' ? eq(users.disabled, false) : undefined,
    query.status === 'disabled' ? eq(users.disabled, true) : undefined,
  ].filter((c) => c !== undefined);
  return and(
    query.module ? eq(moduleAccess.module, query.module) : undefined,
    query.role ? eq(moduleAccess.role, query.role) : undefined,
    userConditions.length > 0
      ? inArray(moduleAccess.userId, sql`(select ${users.id} from ${users} where ${and(...userConditions)})`)
      : undefined,
  );
}

/** The review's columns, shared by the list and its Excel export. */
export const accessReviewColumns = {
  id: moduleAccess.id,
  userId: moduleAccess.userId,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  disabled: users.disabled,
  module: moduleAccess.module,
  role: moduleAccess.role,
  grantedAt: moduleAccess.grantedAt,
  grantedById: moduleAccess.grantedBy,
  grantedByName: sql<
    string | null
  >`${grantor.firstName} || ' ' || ${grantor.lastName} || ' (' || ${grantor.userName} || ')'`,
  lastSignInAt: lastSignInSql,
};

type Selected = {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  disabled: boolean;
  module: string;
  role: string;
  grantedAt: Date | null;
  grantedById: number | null;
  grantedByName: string | null;
  lastSignInAt: string | null;
};

/** Who granted it: a person, "System" for grants stamped without one, null when the grant predates the record. */
export function grantedByText(
  row: Pick<Selected, 'grantedAt' | 'grantedById' | 'grantedByName'>,
): string | null {
  if (row.grantedByName) return row.grantedByName;
  if (row.grantedById !== null) return `User #${row.grantedById}`;
  return row.grantedAt ? 'System' : null;
}

export function toRow(r: Selected): AccessReviewRow {
  return {
    key: `${r.userId}:${r.module}`,
    userId: r.userId,
    userName: r.userName,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    disabled: r.disabled,
    module: r.module,
    role: r.role,
    grantedAt: r.grantedAt?.toISOString() ?? null,
    grantedBy: grantedByText(r),
    lastSignInAt: r.lastSignInAt,
  };
}

const sortKeys = {
  userName: { key: users.userName, kind: 'text' },
  lastName: { key: users.lastName, kind: 'text' },
  module: { key: moduleAccess.module, kind: 'text' },
  grantedAt: { key: moduleAccess.grantedAt, kind: 'timestamp', nullable: true },
} as const satisfies Record<(typeof accessReviewSortFields)[number], unknown>;

/** Every module grant with its user, keyset-paged by the sort key then the grant's id (decision 043). */
export async function listAccessReview(
  db: Queryable,
  query: AccessReviewQuery,
): Promise<Paged<AccessReviewRow>> {
  const field = accessReviewSortFields.find((f) => f === query.sortField) ?? 'userName';
  const sort = sortKeys[field];
  const where = accessReviewWhere(query);
  const keyset = keysetPage(
    {
      list: 'access-review',
      key: sort.key,
      kind: sort.kind,
      nullable: 'nullable' in sort,
      id: moduleAccess.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [field, query.search?.trim() ?? '', query.module ?? '', query.role ?? '', query.status ?? ''],
    },
    query,
  );
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: moduleAccess, filters: where, searching: !!query.search?.trim() },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({ ...accessReviewColumns, ...keyset.columns })
          .from(moduleAccess)
          .innerJoin(users, eq(users.id, moduleAccess.userId))
          .leftJoin(grantor, eq(grantor.id, moduleAccess.grantedBy))
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  return { ...paged, data: rows.map(toRow) };
}
