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
import { type Keyset, type KeysetPage, keysetPage, maxBigId, readKeysetPage } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { auditSearchText, globalAudit } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/core.ts';
import { maskedValue, type ReadableChange, readableChanges } from './readable-changes.ts';
import { sanitizeChangeValue } from './sanitize-change-value.ts';
import { formatDateTime, startOfDay } from './zoned-time.ts';

/**
 * The list's WHERE clause. Each filter is a column with its own index (schema/audit.ts), and the day bounds
 * are the caller's days turned into instants, so the planner compares plain timestamps with the index.
 * RX Number and the free-text search are contains-searches answered by trigram indexes (decision 027); an RX
 * Number shorter than a trigram matches exactly, through the btree index.
 */
export function globalAuditWhere(query: GlobalAuditQuery, timeZone: string): SQL | undefined {
  const rx = query.rx;
  const search = query.search?.trim();
  return and(
    query.businessAreas?.length ? inArray(globalAudit.businessArea, query.businessAreas) : undefined,
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
 * One page of audit rows with the name of who changed them, in one query (users joined, no per-row lookups).
 * global_audit_date_idx is (date_changed, id), so either direction, and any cursor, is an index range.
 */
export function globalAuditPageQuery(
  db: Queryable,
  page: KeysetPage,
  where: SQL | undefined,
  sortMatches = false,
) {
  const select = db
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
    .from(globalAudit)
    .leftJoin(users, eq(users.id, globalAudit.changedBy))
    .$dynamic();
  return page.apply(select, where, sortMatches);
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
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: globalAudit, filters: where, searching },
    page,
    (sortMatches) => globalAuditPageQuery(db, page, where, sortMatches),
  );
  const readable = await readableChanges(db, rows);
  return { ...paged, data: rows.map((r, i) => changeRecord(r, readable[i] as ReadableChange, timeZone)) };
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
