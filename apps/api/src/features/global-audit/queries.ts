import { businessAreaName } from '@homer/contracts/business-area';
import type { Paged } from '@homer/contracts/envelope';
import {
  auditSearchMinLength,
  type GlobalAuditQuery,
  type GlobalAuditRecord,
  systemChangedBy,
  userProfilePath,
} from '@homer/contracts/global-audit';
import { and, asc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { auditSearchText, globalAudit } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/core.ts';
import {
  type Keyset,
  type KeysetPage,
  keysetPage,
  maxBigId,
  readKeysetPage,
} from '../../platform/paging/keyset-paging.ts';
import { formatDateTime, startOfDay } from '../../platform/time/zoned-time.ts';
import { maskedValue, type ReadableChange, readableChanges } from './readable-changes.ts';
import { sanitizeChangeValue } from './sanitize-change-value.ts';

/**
 * The list's filters except Business Area, which the page reads one area at a time (pageKeys). Each is a
 * column with its own index (schema/audit.ts), and the day bounds are the caller's days turned into instants,
 * so the planner compares plain timestamps with the index. RX Number and the free-text search are
 * contains-searches answered by trigram indexes (decision 027); an RX Number shorter than a trigram matches
 * exactly, through the btree index.
 */
function filtersBesidesArea(query: GlobalAuditQuery, timeZone: string): SQL | undefined {
  const rx = query.rx;
  const search = query.search?.trim();
  return and(
    query.dateFrom ? gte(globalAudit.dateChanged, startOfDay(query.dateFrom, timeZone)) : undefined,
    query.dateTo ? lt(globalAudit.dateChanged, startOfDay(query.dateTo, timeZone, 1)) : undefined,
    query.changedBy ? eq(globalAudit.changedBy, query.changedBy) : undefined,
    rx
      ? rx.length < auditSearchMinLength
        ? eq(globalAudit.rxNumber, rx)
        : ilike(globalAudit.rxNumber, containsPattern(rx))
      : undefined,
    search ? ilike(auditSearchText(globalAudit), containsPattern(search)) : undefined,
  );
}

/** The list's WHERE clause, as the count reads it. */
export function globalAuditWhere(query: GlobalAuditQuery, timeZone: string): SQL | undefined {
  return and(
    query.businessAreas?.length ? inArray(globalAudit.businessArea, query.businessAreas) : undefined,
    filtersBesidesArea(query, timeZone),
  );
}

/** Newest first by default; the id breaks ties between rows of one change, which share their timestamp. */
export function globalAuditKeyset(query: GlobalAuditQuery, timeZone: string): Keyset {
  return {
    list: 'global-audit',
    key: globalAudit.dateChanged,
    kind: 'timestamp',
    id: globalAudit.id,
    idMax: maxBigId,
    order: query.sortOrder ?? 'desc',
    // The day bounds depend on the caller's time zone, so it is part of what the cursor is bound to.
    binding: [
      query.businessAreas ?? [],
      query.dateFrom ?? '',
      query.dateTo ?? '',
      query.changedBy ?? 0,
      query.rx ?? '',
      query.search?.trim() ?? '',
      timeZone,
    ],
  };
}

/**
 * The ids of one page, in list order, read from the indexes alone where the filters allow (each index on a
 * filter column ends in date_changed, id: migration 0044), so a jump to a deep page skips index entries, not
 * rows joined and formatted (decision 075). Several business areas are read one area each and merged: each
 * branch is an ordered range of its index, where one scan over all of them would walk the date index and
 * test every row's area, or sort every match.
 */
function pageKeys(query: GlobalAuditQuery, timeZone: string, page: KeysetPage, sortMatches: boolean): SQL {
  const others = and(filtersBesidesArea(query, timeZone), page.where);
  const orderBy = sql.join(page.orderBy(sortMatches), sql`, `);
  // One branch per distinct area: a repeated code would list its rows twice.
  const areas = [...new Set(query.businessAreas ?? [])];
  if (areas.length < 2) {
    const where = and(areas[0] === undefined ? undefined : eq(globalAudit.businessArea, areas[0]), others);
    return sql`select ${globalAudit.id} as id from ${globalAudit} where ${where ?? sql`true`}
      order by ${orderBy} limit ${page.limit} offset ${page.offset}`;
  }
  const branches = areas.map(
    (code) => sql`(select ${globalAudit.id} as id, ${globalAudit.dateChanged} as date_changed
      from ${globalAudit} where ${and(eq(globalAudit.businessArea, code), others)}
      order by ${orderBy} limit ${page.offset + page.limit})`,
  );
  const direction = sql.raw(listDirection(query));
  return sql`select id from (${sql.join(branches, sql` union all `)}) as area_pages
    order by date_changed ${direction}, id ${direction} limit ${page.limit} offset ${page.offset}`;
}

/** The order rows are read in: the list's, or its reverse when paging backwards from a cursor. */
function listDirection(query: GlobalAuditQuery): 'asc' | 'desc' {
  const order = query.sortOrder ?? 'desc';
  if (!query.before) return order;
  return order === 'asc' ? 'desc' : 'asc';
}

/**
 * One page of audit rows with the name of who changed them, in one query (users joined, no per-row lookups):
 * the page's ids first (pageKeys), then only those rows are read.
 */
export function globalAuditPageQuery(
  db: Queryable,
  query: GlobalAuditQuery,
  timeZone: string,
  page: KeysetPage,
  sortMatches = false,
) {
  return db
    .select({
      id: globalAudit.id,
      dateChanged: globalAudit.dateChanged,
      businessArea: globalAudit.businessArea,
      module: globalAudit.module,
      entityId: globalAudit.entityId,
      recordAffected: globalAudit.recordAffected,
      secureArea: globalAudit.secureArea,
      tableName: globalAudit.tableName,
      field: globalAudit.field,
      changedFrom: globalAudit.changedFrom,
      changedTo: globalAudit.changedTo,
      changedById: globalAudit.changedBy,
      userId: users.id,
      changedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      ...page.columns,
    })
    .from(sql`(${pageKeys(query, timeZone, page, sortMatches)}) as page_keys`)
    .innerJoin(globalAudit, eq(globalAudit.id, sql`page_keys.id`))
    .leftJoin(users, eq(users.id, globalAudit.changedBy))
    .orderBy(...page.orderBy(false));
}

type PageRow = Awaited<ReturnType<typeof globalAuditPageQuery>>[number];

function changedBy(row: PageRow): string {
  if (row.changedById === null) return systemChangedBy;
  // A removed user keeps their audit rows; the id is all that is left of them.
  return row.changedByName ?? `User #${row.changedById}`;
}

export async function listGlobalAudit(
  db: Queryable,
  query: GlobalAuditQuery,
  timeZone: string,
): Promise<Paged<GlobalAuditRecord>> {
  const where = globalAuditWhere(query, timeZone);
  const page = keysetPage(globalAuditKeyset(query, timeZone), query);
  const searching = (query.rx?.length ?? 0) >= auditSearchMinLength || !!query.search?.trim();
  // The names a page refers to are looked up as soon as its rows arrive, while the count may still run.
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: globalAudit, filters: where, searching },
    page,
    async (sortMatches) => {
      const fetched = await globalAuditPageQuery(db, query, timeZone, page, sortMatches);
      const readable = await readableChanges(db, fetched);
      return fetched.map((row, i) => ({ ...row, readable: readable[i] as ReadableChange }));
    },
  );
  return { ...paged, data: rows.map((r) => changeRecord(r, r.readable, timeZone)) };
}

/**
 * Plain-text values leave as stored (the browser shows them as text); only HTML fields are sanitized, and a
 * secret is masked here too, so a trigger that forgot to mask it still shows nothing.
 */
function changeRecord(r: PageRow, readable: ReadableChange, timeZone: string): GlobalAuditRecord {
  const { isHtml, secret } = readable;
  const value = (stored: string | null) =>
    stored === null ? null : secret ? maskedValue : isHtml ? sanitizeChangeValue(stored) : stored;
  return {
    id: r.id,
    dateChanged: r.dateChanged.toISOString(),
    dateChangedFormatted: formatDateTime(r.dateChanged, timeZone),
    businessArea: r.businessArea,
    businessAreaName: businessAreaName(r.businessArea),
    module: r.module,
    entityId: r.entityId,
    recordAffected: r.recordAffected,
    secureArea: r.secureArea,
    recordName: readable.recordName,
    field: r.field,
    fieldLabel: readable.fieldLabel,
    isHtml,
    changedFrom: value(r.changedFrom),
    changedTo: value(r.changedTo),
    changedFromLabel: readable.changedFromLabel,
    changedToLabel: readable.changedToLabel,
    changedBy: changedBy(r),
    pfsLink: r.userId === null ? null : userProfilePath(r.userId),
  };
}

/** Every user, disabled ones too: their past changes stay in the audit trail and must stay findable. */
export function listUserOptions(db: Queryable) {
  return db
    .select({ value: users.id, text: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
