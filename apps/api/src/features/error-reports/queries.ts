import type { Paged } from '@homer/contracts/envelope';
import type { ErrorGroup, ErrorGroupListQuery, ErrorGroupRow } from '@homer/contracts/error-reports';
import { maxId } from '@homer/contracts/fields';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { errorReportGroups as g, errorReportOccurrences as o } from '../../db/schema/error-reports.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

const rowColumns = {
  id: g.id,
  source: g.source,
  type: g.type,
  message: g.message,
  route: g.route,
  lastRelease: g.lastRelease,
  count: g.occurrences,
  firstSeenAt: g.firstSeenAt,
  lastSeenAt: g.lastSeenAt,
  status: g.status,
};

type RowFields = { firstSeenAt: Date; lastSeenAt: Date };
const dates = <R extends RowFields>(r: R) => ({
  ...r,
  firstSeenAt: r.firstSeenAt.toISOString(),
  lastSeenAt: r.lastSeenAt.toISOString(),
});

/** Last seen first (or oldest first), one page per cursor through the (status, last_seen_at, id) index. */
export async function listGroups(db: Queryable, query: ErrorGroupListQuery): Promise<Paged<ErrorGroupRow>> {
  const where = query.status ? eq(g.status, query.status) : undefined;
  const keyset = keysetPage(
    {
      list: 'error-report-groups',
      key: g.lastSeenAt,
      kind: 'timestamp',
      id: g.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [query.status ?? ''],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: g, filters: where, searching: false },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({ ...rowColumns, ...keyset.columns })
          .from(g)
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...r }) => dates(r)) };
}

export async function getGroup(db: Queryable, id: number): Promise<ErrorGroup | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      topFrame: g.topFrame,
      browser: g.browser,
      resolvedAt: g.resolvedAt,
      resolvedRelease: g.resolvedRelease,
    })
    .from(g)
    .where(eq(g.id, id));
  if (!row) return null;
  const occurrences = await db
    .select({
      id: o.id,
      occurredAt: o.occurredAt,
      kind: o.kind,
      release: o.release,
      route: o.route,
      browser: o.browser,
      httpStatus: o.httpStatus,
      stack: o.stack,
      userId: o.userId,
      requestId: o.requestId,
    })
    .from(o)
    .where(eq(o.groupId, id))
    .orderBy(desc(o.id));
  return {
    ...dates(row),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    occurrences: occurrences.map((x) => ({ ...x, occurredAt: x.occurredAt.toISOString() })),
  };
}

/**
 * Marks an open group resolved in its last release. Returns false when no open group has that id (gone, or
 * resolved meanwhile).
 */
export async function resolveGroup(db: Queryable, id: number, userId: number): Promise<boolean> {
  const updated = await db
    .update(g)
    .set({
      status: 'resolved',
      resolvedAt: new Date(),
      resolvedRelease: sql`${g.lastRelease}`,
      resolvedByUserId: userId,
    })
    .where(and(eq(g.id, id), eq(g.status, 'open')))
    .returning({ id: g.id });
  return updated.length > 0;
}

export async function groupExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: g.id }).from(g).where(eq(g.id, id));
  return !!row;
}
