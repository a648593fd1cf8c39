import type { SystemNotification, SystemNotificationClass } from '@homer/contracts/system-notifications';
import type { systemNotifications } from '../../db/schema/system-settings.ts';
import { formatDateTime } from '../../platform/time/zoned-time.ts';

type Row = Pick<
  typeof systemNotifications.$inferSelect,
  'id' | 'title' | 'message' | 'notificationClassCss' | 'startDate' | 'endDate'
>;

/** The row as the spec's entity; the *Str forms are in the caller's time zone (X-TimeZone). */
export function toSystemNotification(row: Row, timeZone: string): SystemNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    // The column's CHECK constraint holds it to the contract's list.
    notificationClassCss: row.notificationClassCss as SystemNotificationClass,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    startDateStr: formatDateTime(row.startDate, timeZone),
    endDateStr: formatDateTime(row.endDate, timeZone),
  };
}
