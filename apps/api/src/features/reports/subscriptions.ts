import { allows, type ModuleAccess } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import {
  subscriptionMessages as m,
  maxSubscriptions,
  type ReportSubscriptionRow,
  type ReportSubscriptionSave,
  type SubscriptionFrequency,
} from '@homer/contracts/report-subscriptions';
import { routeById } from '@homer/contracts/routes';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { reportSubscriptions } from '../../db/schema/reporting.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { lockChangeableUser, viewRight } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { filterNames, filtersText, reportLink, type Subscribed } from './report-deliveries.ts';
import { reportSubscriptionSaveSchema } from './subscription-body.ts';
import { nextPeriodStart } from './subscription-calendar.ts';

const s = reportSubscriptions;

/** A stored row read back through the save schema: filters from an older shape get today's defaults. */
export function subscribed(row: { report: string; frequency: string; filters: unknown }): Subscribed | null {
  const parsed = reportSubscriptionSaveSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** Whether `access` may open the report (the route's own rule, as the page and its calls check it). */
export const mayRead = (report: string, access: readonly ModuleAccess[]) =>
  allows(routeById(report as Subscribed['report']).access, access);

/** GET …/Subscriptions/GetList: the user's subscriptions, oldest first. */
export async function listSubscriptions(
  db: Db,
  reportDb: Queryable,
  auth: Auth,
  userId: number,
  today: string,
): Promise<ReportSubscriptionRow[]> {
  viewRight(auth, userId);
  const rows = await db
    .select({
      id: s.id,
      report: s.report,
      frequency: s.frequency,
      filters: s.filters,
      nextDeliveryOn: sql<string>`${s.nextDeliveryOn}::text`,
      lastDeliveredAt: isoTime(s.lastDeliveredAt),
      createdAt: sql<string>`${isoTime(s.createdAt)}`,
    })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(asc(s.id));
  const kept = rows.flatMap((row) => {
    const subscription = subscribed(row);
    return subscription ? [{ row, subscription }] : [];
  });
  const names = await filterNames(
    reportDb,
    kept.map((k) => k.subscription),
  );
  const list: ReportSubscriptionRow[] = kept.map(({ row, subscription }) => ({
    ...row,
    frequency: subscription.frequency,
    reportTitle: routeById(subscription.report).title ?? subscription.report,
    filtersText: filtersText(subscription, names),
    link: reportLink(subscription, today),
  }));
  return list;
}

/**
 * POST …/Subscriptions/Save: subscribes the signed-in user. The first delivery is at the start of the next period
 * (tomorrow, next Monday or the 1st), covering a whole period. The same report with the same filters and
 * frequency twice is refused, as is a 21st subscription; both under the user's lock, so two saves cannot slip past.
 */
export async function saveSubscription(
  db: Db,
  auth: Auth,
  body: ReportSubscriptionSave,
  today: string,
): Promise<number> {
  if (!mayRead(body.report, auth.user.access)) throw new HttpError(403, messages.accessDenied);
  const userId = auth.user.id;
  return withTx(db, { userId }, async (tx) => {
    await lockChangeableUser(tx, auth, userId);
    const mine = await tx
      .select({ report: s.report, frequency: s.frequency, filters: s.filters })
      .from(s)
      .where(eq(s.userId, userId));
    if (mine.length >= maxSubscriptions) throw new HttpError(400, m.tooMany);
    const same = (row: (typeof mine)[number]) =>
      row.report === body.report &&
      row.frequency === body.frequency &&
      JSON.stringify(subscribed(row)?.filters) === JSON.stringify(body.filters);
    if (mine.some(same)) throw new HttpError(400, m.duplicate);
    const [row] = await tx
      .insert(s)
      .values({
        userId,
        report: body.report,
        frequency: body.frequency,
        filters: body.filters,
        nextDeliveryOn: nextPeriodStart(today, body.frequency),
      })
      .returning({ id: s.id });
    return row?.id ?? 0;
  });
}

async function changeOwn(
  db: Db,
  auth: Auth,
  id: number,
  change: (tx: Tx, where: ReturnType<typeof and>) => Promise<{ id: number }[]>,
): Promise<void> {
  const [row] = await db.select({ userId: s.userId }).from(s).where(eq(s.id, id));
  // Another user's subscription is as absent as a missing one, unless the caller administers that user.
  if (!row) throw new HttpError(404, m.notFound);
  try {
    viewRight(auth, row.userId);
  } catch {
    throw new HttpError(404, m.notFound);
  }
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    if (row.userId !== auth.user.id) await lockChangeableUser(tx, auth, row.userId);
    const changed = await change(tx, and(eq(s.id, id), eq(s.userId, row.userId)));
    if (changed.length === 0) throw new HttpError(404, m.notFound);
  });
}

/** POST …/Subscriptions/SetFrequency: the next delivery moves to the new frequency's next period. */
export const setFrequency = (
  db: Db,
  auth: Auth,
  id: number,
  frequency: SubscriptionFrequency,
  today: string,
) =>
  changeOwn(db, auth, id, (tx, where) =>
    tx
      .update(s)
      .set({ frequency, nextDeliveryOn: nextPeriodStart(today, frequency) })
      .where(where)
      .returning({ id: s.id }),
  );

/** POST …/Subscriptions/Delete. */
export const removeSubscription = (db: Db, auth: Auth, id: number) =>
  changeOwn(db, auth, id, (tx, where) => tx.delete(s).where(where).returning({ id: s.id }));
