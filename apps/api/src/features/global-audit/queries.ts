import { businessAreaName } from '@homer/contracts/business-area';
import type { Paged } from '@homer/contracts/envelope';
import {
  type GlobalAuditQuery,
  type GlobalAuditRecord,
  globalAuditPageSize,
  systemChangedBy,
  userProfilePath,
} from '@homer/contracts/global-audit';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { cappedTotal } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { globalAudit } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/core.ts';
import { isHtmlAuditField } from './html-audit-fields.ts';
import { sanitizeChangeValue } from './sanitize-change-value.ts';
import { formatDateTime, startOfDay } from './zoned-time.ts';

/**
 * The list's WHERE clause. Each filter is a column with its own index (schema/audit.ts), and the day bounds
 * are the caller's days turned into instants, so the planner compares plain timestamps with the index.
 */
export function globalAuditWhere(query: GlobalAuditQuery, timeZone: string): SQL | undefined {
  return and(
    query.businessAreas?.length ? inArray(globalAudit.businessArea, query.businessAreas) : undefined,
    query.dateFrom ? gte(globalAudit.dateChanged, startOfDay(query.dateFrom, timeZone)) : undefined,
    query.dateTo ? lt(globalAudit.dateChanged, startOfDay(query.dateTo, timeZone, 1)) : undefined,
    query.changedBy ? eq(globalAudit.changedBy, query.changedBy) : undefined,
    query.rx ? eq(globalAudit.rxNumber, query.rx) : undefined,
  );
}

/**
 * One page of audit rows with the name of who changed them, in one query (users joined, no per-row lookups).
 * The id breaks ties between rows of one change, which share their timestamp; global_audit_date_idx is
 * (date_changed, id), so either direction is an index scan.
 */
export function globalAuditPageQuery(db: Queryable, query: GlobalAuditQuery, where: SQL | undefined) {
  const order = query.sortOrder === 'asc' ? asc : desc;
  const pageSize = query.pageSize ?? globalAuditPageSize;
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
    })
    .from(globalAudit)
    .leftJoin(users, eq(users.id, globalAudit.changedBy))
    .where(where)
    .orderBy(order(globalAudit.dateChanged), order(globalAudit.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
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
  const [rows, total] = await Promise.all([
    globalAuditPageQuery(db, query, where),
    cappedTotal(db, globalAudit, where),
  ]);
  return {
    ...total,
    data: rows.map((r) => changeRecord(r, timeZone)),
  };
}

/** Plain-text values leave as stored (the browser shows them as text); only HTML fields are sanitized. */
function changeRecord(r: PageRow, timeZone: string): GlobalAuditRecord {
  const isHtml = isHtmlAuditField(r.tableName, r.field);
  const value = (stored: string | null) => (isHtml ? sanitizeChangeValue(stored) : stored);
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
    field: r.field,
    isHtml,
    changedFrom: value(r.changedFrom),
    changedTo: value(r.changedTo),
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
