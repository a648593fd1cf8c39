import type { Paged, PageQuery } from '@homer/contracts/envelope';
import type { SystemNotification, SystemNotificationRow } from '@homer/contracts/system-notifications';
import { and, asc, eq, gt, ilike, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { systemNotifications as n } from '../../db/schema/system-settings.ts';
import { readSearchedPage } from '../../platform/paging/searched-page.ts';
import { toSystemNotification } from './to-system-notification.ts';

const columns = {
  id: n.id,
  title: n.title,
  message: n.message,
  notificationClassCss: n.notificationClassCss,
  startDate: n.startDate,
  endDate: n.endDate,
};

/** Newest start first by default (system_notifications_start_idx); search is a contains-match on the title. */
export async function listSystemNotifications(
  db: Queryable,
  query: PageQuery,
  timeZone: string,
): Promise<Paged<SystemNotificationRow>> {
  const { rows, ...paged } = await readSearchedPage(
    db,
    query,
    {
      list: 'system-notifications',
      table: n,
      key: n.startDate,
      kind: 'timestamp',
      id: n.id,
      order: 'desc',
      matches: (pattern) => ilike(n.title, pattern),
    },
    (cursorColumns) =>
      db
        .select({
          ...columns,
          updatedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
          ...cursorColumns,
        })
        .from(n)
        .leftJoin(users, eq(users.id, n.updatedBy))
        .$dynamic(),
  );
  return {
    ...paged,
    data: rows.map((r) => ({ ...toSystemNotification(r, timeZone), updatedByName: r.updatedByName ?? null })),
  };
}

export async function findSystemNotification(
  db: Queryable,
  id: number,
  timeZone: string,
): Promise<SystemNotification | null> {
  const [row] = await db.select(columns).from(n).where(eq(n.id, id));
  return row ? toSystemNotification(row, timeZone) : null;
}

/** The banners to show now: started and not yet ended, earliest start first. */
export async function activeSystemNotifications(
  db: Queryable,
  timeZone: string,
): Promise<SystemNotification[]> {
  const rows = await db
    .select(columns)
    .from(n)
    .where(and(lte(n.startDate, sql`now()`), gt(n.endDate, sql`now()`)))
    .orderBy(asc(n.startDate), asc(n.id))
    // Banners are for a handful of announcements; a runaway list must not flood every dashboard.
    .limit(20);
  return rows.map((r) => toSystemNotification(r, timeZone));
}
