import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import {
  type RegistrationListQuery,
  type RegistrationRow,
  type RegistrationStatusCounts,
  registrationStatuses,
} from '@homer/contracts/registrations';
import { and, count, eq, like, type SQL, sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { pfsRegistrationFacilities, pfsRegistrations } from '../../db/schema/pfs.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

const r = pfsRegistrations;

/** The queue's WHERE: kind, status and the name/email contains-search, on the table's own columns. */
function queueWhere(query: Pick<RegistrationListQuery, 'kind' | 'status' | 'search'>): SQL | undefined {
  const term = query.search?.trim();
  return and(
    query.kind ? eq(r.kind, query.kind) : undefined,
    query.status ? eq(r.status, query.status) : undefined,
    term ? like(r.search, containsPattern(term).toLowerCase()) : undefined,
  );
}

// Names of the requested facilities, for the page's rows only. The outer id is written out in full: drizzle
// leaves a single-table select's columns unqualified, and a bare "id" here would mean facilities.id.
const facilityNames = sql<string>`coalesce((
  select string_agg(${facilities.name}, ', ' order by ${facilities.name})
  from ${pfsRegistrationFacilities} join ${facilities} on ${facilities.id} = ${pfsRegistrationFacilities.facilityId}
  where ${pfsRegistrationFacilities.registrationId} = "pfs_registrations"."id"), '')`;

const rowColumns = {
  kind: sql<RegistrationRow['kind']>`${r.kind}`,
  id: r.id,
  name: sql<string>`${r.firstName} || ' ' || ${r.lastName}`,
  email: r.email,
  phoneNumber: r.phoneNumber,
  facilities: facilityNames,
  submittedAt: isoText(r.createdAt),
  status: sql<RegistrationRow['status']>`${r.status}`,
};

/** GET …/GetList: one keyset page, newest first unless sorted oldest first. */
export async function listRegistrations(
  db: Queryable,
  query: RegistrationListQuery,
): Promise<Paged<RegistrationRow>> {
  const where = queueWhere(query);
  const search = query.search?.trim() ?? '';
  const keyset = keysetPage(
    {
      list: 'pfs-registrations',
      key: r.createdAt,
      kind: 'timestamp',
      id: r.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [search, query.kind ?? '', query.status ?? ''],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: r, filters: where, searching: !!search },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({ ...rowColumns, ...keyset.columns })
          .from(r)
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}

/**
 * GET …/GetStatusCounts: each status's count under the queue's kind and search, grouped in the database (the
 * status and kind indexes answer it); the list shows them beside its status filter and says what the filter hides.
 */
export async function registrationStatusCounts(
  db: Queryable,
  query: Pick<RegistrationListQuery, 'kind' | 'search'>,
): Promise<RegistrationStatusCounts> {
  const rows = await db
    .select({ status: r.status, n: count() })
    .from(r)
    .where(queueWhere({ ...query, status: '' }))
    .groupBy(r.status);
  return registrationStatuses.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.n ?? 0,
  }));
}
