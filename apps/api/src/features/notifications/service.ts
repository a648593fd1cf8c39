import { businessAreaName } from '@homer/contracts/business-area';
import {
  type DeleteAllBody,
  type MarkAllReadBody,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  notificationMessages,
  notificationPageSize,
  type UnreadCounts,
} from '@homer/contracts/notifications';
import { and, desc, eq, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { userNotifications, userNotificationUnsubscriptions } from '../../db/schema/notifications.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';
import { HttpError } from '../../plugins/errors.ts';

type Row = typeof userNotifications.$inferSelect;
const n = userNotifications;

function toNotification(row: Row): Notification {
  return {
    userNotificationId: row.id,
    notificationType: row.notificationType,
    businessArea: row.businessArea,
    businessAreaName: businessAreaName(row.businessArea),
    title: row.title,
    message: row.message,
    link: row.link,
    notifiedDate: row.notifiedAt.toISOString(),
    markedAsRead: row.markedAsRead,
    markedAsReadDate: row.markedAsReadAt?.toISOString() ?? null,
    subscription: row.subscription,
    options: row.options ?? null,
  };
}

export type ListQuery = {
  type: NotificationKind;
  unreadOnly: 'true' | 'false';
  businessArea?: number;
  before?: number;
};

/** One drawer page, newest first, keyset on id (one index range scan however deep the user scrolls). */
export async function listNotifications(db: Db, userId: number, q: ListQuery): Promise<NotificationPage> {
  const where: SQL[] = [eq(n.userId, userId), eq(n.notificationType, q.type)];
  if (q.unreadOnly === 'true') where.push(not(n.markedAsRead));
  if (q.businessArea !== undefined) where.push(eq(n.businessArea, q.businessArea));
  if (q.before !== undefined) where.push(lt(n.id, q.before));
  const rows = await db
    .select()
    .from(n)
    .where(and(...where))
    .orderBy(desc(n.id))
    .limit(notificationPageSize + 1);
  return {
    items: rows.slice(0, notificationPageSize).map(toNotification),
    hasMore: rows.length > notificationPageSize,
  };
}

export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ type: n.notificationType, c: sql<number>`count(*)::int` })
    .from(n)
    .where(and(eq(n.userId, userId), not(n.markedAsRead)))
    .groupBy(n.notificationType);
  return {
    notification: rows.find((r) => r.type === 'Notification')?.c ?? 0,
    chat: rows.find((r) => r.type === 'Chat')?.c ?? 0,
  };
}

/** A change to the user's own notifications, then a reload signal to the user's other tabs (spec §4.2). */
function change<T>(db: Db, userId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTx(db, { userId }, async (tx) => {
    const result = await fn(tx);
    await publishLiveEvent(tx, { userIds: [userId] }, 'persistentNotificationReceived', {});
    return result;
  });
}

/** The user's own notification; another user's id answers as an unknown one, so existence does not leak. */
async function own(tx: Tx, userId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(n)
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .for('update');
  if (!row) throw new HttpError(404, notificationMessages.notFound);
  return row;
}

export function markRead(db: Db, userId: number, id: number): Promise<void> {
  return change(db, userId, async (tx) => {
    const row = await own(tx, userId, id);
    if (!row.markedAsRead) {
      await tx.update(n).set({ markedAsRead: true, markedAsReadAt: new Date() }).where(eq(n.id, id));
    }
  });
}

export function markAllRead(db: Db, userId: number, body: MarkAllReadBody): Promise<number> {
  return change(db, userId, async (tx) => {
    const where: SQL[] = [eq(n.userId, userId), eq(n.notificationType, body.type), not(n.markedAsRead)];
    if (body.businessAreas && body.businessAreas.length > 0)
      where.push(inArray(n.businessArea, body.businessAreas));
    const rows = await tx
      .update(n)
      .set({ markedAsRead: true, markedAsReadAt: new Date() })
      .where(and(...where))
      .returning({ id: n.id });
    return rows.length;
  });
}

export function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  return change(db, userId, async (tx) => {
    await own(tx, userId, id);
    await tx.delete(n).where(eq(n.id, id));
  });
}

export function deleteAll(db: Db, userId: number, body: DeleteAllBody): Promise<number> {
  return change(db, userId, async (tx) => {
    const where: SQL[] = [eq(n.userId, userId), eq(n.notificationType, body.type)];
    if (body.businessArea !== undefined) where.push(eq(n.businessArea, body.businessArea));
    const rows = await tx
      .delete(n)
      .where(and(...where))
      .returning({ id: n.id });
    return rows.length;
  });
}

/**
 * Spec §5: only an unread notification with a subscription; the user leaves the subscription (notify() skips
 * them from then on) and every unread notification of it is marked read.
 */
export function unsubscribe(db: Db, userId: number, id: number): Promise<void> {
  return change(db, userId, async (tx) => {
    const row = await own(tx, userId, id);
    if (row.markedAsRead || !row.subscription) throw new HttpError(400, notificationMessages.noSubscription);
    await tx
      .insert(userNotificationUnsubscriptions)
      .values({ userId, subscription: row.subscription })
      .onConflictDoNothing();
    await readSubscription(tx, userId, row.subscription);
  });
}

/**
 * Marks the user's unread notifications of a subscription read (unsubscribing; reading a chat room, whose
 * messages follow 'chat:{roomId}'). Returns how many there were.
 */
export async function readSubscription(tx: Tx, userId: number, subscription: string): Promise<number> {
  const rows = await tx
    .update(n)
    .set({ markedAsRead: true, markedAsReadAt: new Date() })
    .where(and(eq(n.userId, userId), eq(n.subscription, subscription), not(n.markedAsRead)))
    .returning({ id: n.id });
  return rows.length;
}
