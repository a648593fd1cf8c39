import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import {
  type RxConnectsListQuery,
  type RxConnectsRow,
  type RxConnectsSortField,
  type RxConnectsStatusCounts,
  rxConnectsSortFields,
  rxConnectsStatusIds,
  rxConnectsStatusNames,
} from '@homer/contracts/rx-connects-admin';
import { and, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { rxConnectsStatuses } from '../../db/schema/rx-connects.ts';
import { type KeyKind, keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import type { Site } from './sites.ts';

function sortOf(site: Site, field: string | undefined, order: 'asc' | 'desc' | undefined) {
  const chosen: RxConnectsSortField = (rxConnectsSortFields as readonly string[]).includes(field ?? '')
    ? (field as RxConnectsSortField)
    : 'dateSigned';
  const t = site.table;
  const sorts = {
    dateSigned: { key: t.dateSigned, kind: 'timestamp' as KeyKind, order: 'desc' as const },
    name: { key: t.name, kind: 'text' as KeyKind, order: 'asc' as const },
  };
  const sort = sorts[chosen];
  return { field: chosen, ...sort, order: order ?? sort.order };
}

/**
 * The counties whose name contains the search (67 rows): read first, so the list's WHERE compares county_id with
 * constants, which its index answers beside the trigram index (a subquery there made PostgreSQL read every row).
 */
async function countiesMatching(db: Queryable, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: counties.id })
    .from(counties)
    .where(like(sql`lower(${counties.name})`, pattern));
  return rows.map((r) => r.id);
}

/** Status, and a search of name, email, contact and city (the stored search text) or the county's name. */
async function listWhere(
  db: Queryable,
  site: Site,
  query: Pick<RxConnectsListQuery, 'statusId' | 'search'>,
): Promise<SQL | undefined> {
  const t = site.table;
  const term = query.search?.trim().toLowerCase();
  const pattern = term ? containsPattern(term) : '';
  const countyIds = term ? await countiesMatching(db, pattern) : [];
  return and(
    query.statusId ? eq(t.statusId, query.statusId) : undefined,
    term
      ? countyIds.length > 0
        ? or(like(t.searchText, pattern), inArray(t.countyId, countyIds))
        : like(t.searchText, pattern)
      : undefined,
  );
}

/**
 * Counts per status under the list's search (the dashboard's, with none), grouped in the database: the status
 * indexes answer it without reading rows; a search reads only its matches.
 */
export async function siteStatusCounts(
  db: Queryable,
  site: Site,
  search?: string,
): Promise<RxConnectsStatusCounts> {
  const t = site.table;
  const rows = await db
    .select({ statusId: t.statusId, n: count() })
    .from(t)
    .where(await listWhere(db, site, { statusId: 0, search }))
    .groupBy(t.statusId);
  return rxConnectsStatusIds.map((statusId) => ({
    statusId,
    statusName: rxConnectsStatusNames[statusId] ?? String(statusId),
    count: rows.find((r) => r.statusId === statusId)?.n ?? 0,
  }));
}

/** GET …/GetList: one keyset page of donors or repositories, newest signature first unless sorted by name. */
export async function listSites(
  db: Queryable,
  site: Site,
  query: RxConnectsListQuery,
): Promise<Paged<RxConnectsRow>> {
  const t = site.table;
  const where = await listWhere(db, site, query);
  const sort = sortOf(site, query.sortField, query.sortOrder);
  const keyset = keysetPage(
    {
      list: `rx-connects-${site.kind}`,
      key: sort.key,
      kind: sort.kind,
      id: t.id,
      idMax: maxId,
      order: sort.order,
      binding: [sort.field, query.statusId, query.search?.trim() ?? ''],
    },
    query,
  );
  const ft = site.facilityTypes;
  const page = await readKeysetPage(
    db,
    { table: t, filters: where, searching: !!query.search?.trim() },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: t.id,
            name: t.name,
            contactName: sql<string>`${site.contactName}`,
            emailAddress: t.emailAddress,
            city: t.city,
            countyName: counties.name,
            facilityTypeName: ft.name,
            statusId: t.statusId,
            statusName: rxConnectsStatuses.name,
            dateSigned: isoText(t.dateSigned),
            ...keyset.columns,
          })
          .from(t)
          .innerJoin(counties, eq(counties.id, t.countyId))
          .innerJoin(ft, eq(ft.id, t.facilityTypeId))
          .innerJoin(rxConnectsStatuses, eq(rxConnectsStatuses.id, t.statusId))
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}
