import type { ModuleAccess } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { subscriptionMessages } from '@homer/contracts/report-subscriptions';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { reportSubscriptions } from '../../db/schema/reporting.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { moduleAccessOf } from '../../platform/auth/user-rights.ts';
import { notify, sendNotificationEmails } from '../../platform/notify/notify.ts';
import { openReportDatabase } from '../../platform/reporting/report-database.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { deliveryTitle, reportHeadline, reportLink, type Subscribed } from './report-deliveries.ts';
import { nextPeriodStart } from './subscription-calendar.ts';
import { mayRead, subscribed } from './subscriptions.ts';

const s = reportSubscriptions;

type Delivery = {
  id: number;
  userId: number;
  access: ModuleAccess[];
  subscription: Subscribed;
  /** Whether the delivery is the period's own, so the next one moves on; "Send now" leaves the schedule be. */
  advance: boolean;
};

/**
 * One delivery of `today`: the headline read where reports read, and in one transaction the notice (in the app;
 * by email on the user's channels for "Report delivered") with the time it went.
 */
async function deliver(db: Db, reports: Queryable, config: Config, today: string, d: Delivery) {
  const message = await reportHeadline(reports, d.subscription, today, { id: d.userId, access: d.access });
  const { emails } = await withTx(db, systemActor, async (tx) => {
    const result = await notify(tx, config, {
      typeKey: 'reports.report-delivered',
      recipients: [d.userId],
      title: deliveryTitle(d.subscription),
      message,
      link: reportLink(d.subscription, today),
    });
    await tx
      .update(s)
      .set({
        lastDeliveredAt: sql`now()`,
        ...(d.advance ? { nextDeliveryOn: nextPeriodStart(today, d.subscription.frequency) } : {}),
      })
      .where(eq(s.id, d.id));
    return result;
  });
  await sendNotificationEmails(db, config, emails);
}

/**
 * The daily delivery of report subscriptions (decision 113): each subscription due by `today` (the programme's
 * day) whose user is enabled and may still open the report gets the report's headline, in the app and by email on
 * the user's channels for "Report delivered", with a link that opens the report with its filters. Its next
 * delivery moves to the next period in the same transaction as the notice, so a period is delivered once however
 * often the job runs. A subscription the user may no longer read is skipped and kept, in case access comes back.
 */
export async function runSubscriptionDeliveries(db: Db, config: Config, today: string): Promise<string> {
  const due = await db
    .select({ id: s.id, userId: s.userId, report: s.report, frequency: s.frequency, filters: s.filters })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(and(lte(s.nextDeliveryOn, today), eq(users.disabled, false)))
    .orderBy(s.id);
  const reports = openReportDatabase(config, db);
  const accessByUser = new Map<number, ModuleAccess[] | null>();
  let delivered = 0;
  let skipped = 0;
  try {
    for (const row of due) {
      const subscription = subscribed(row);
      // A user's subscriptions are consecutive in the list only by chance: their access is read once per user.
      let access = accessByUser.get(row.userId);
      if (access === undefined) {
        access = await moduleAccessOf(db, row.userId);
        accessByUser.set(row.userId, access);
      }
      if (!subscription || !access || !mayRead(subscription.report, access)) {
        skipped += 1;
        continue;
      }
      await deliver(db, reports.db, config, today, {
        id: row.id,
        userId: row.userId,
        access,
        subscription,
        advance: true,
      });
      delivered += 1;
    }
  } finally {
    await reports.close();
  }
  return `Delivered ${delivered} report subscription${delivered === 1 ? '' : 's'}${skipped ? `; skipped ${skipped} whose user may no longer open the report` : ''}.`;
}

/**
 * POST …/Subscriptions/SendNow (decision 117): the subscriber's own subscription delivered at once, as today's
 * delivery would be, so they can see what will arrive. The schedule is left as it is. Another user's subscription
 * is as absent as a missing one: a user administrator manages them but does not mail reports to their owners.
 */
export async function sendSubscriptionNow(
  db: Db,
  reports: Queryable,
  config: Config,
  auth: Auth,
  id: number,
  today: string,
): Promise<void> {
  const [row] = await db
    .select({ userId: s.userId, report: s.report, frequency: s.frequency, filters: s.filters })
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, auth.user.id)));
  const subscription = row && subscribed(row);
  if (!subscription) throw new HttpError(404, subscriptionMessages.notFound);
  if (!mayRead(subscription.report, auth.user.access)) throw new HttpError(403, messages.accessDenied);
  await deliver(db, reports, config, today, {
    id,
    userId: auth.user.id,
    access: auth.user.access,
    subscription,
    advance: false,
  });
}
