import { and, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { reportSubscriptions } from '../../db/schema/reporting.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { moduleAccessOf } from '../../platform/auth/user-rights.ts';
import { notify, sendNotificationEmails } from '../../platform/notify/notify.ts';
import { openReportDatabase } from '../../platform/reporting/report-database.ts';
import { deliveryTitle, reportHeadline, reportLink } from './report-deliveries.ts';
import { nextPeriodStart } from './subscription-calendar.ts';
import { mayRead, subscribed } from './subscriptions.ts';

const s = reportSubscriptions;

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
  const accessByUser = new Map<number, Awaited<ReturnType<typeof moduleAccessOf>>>();
  let delivered = 0;
  let skipped = 0;
  try {
    for (const row of due) {
      const kept = subscribed(row);
      // A user's subscriptions are consecutive in the list only by chance: their access is read once per user.
      let access = accessByUser.get(row.userId);
      if (access === undefined) {
        access = await moduleAccessOf(db, row.userId);
        accessByUser.set(row.userId, access);
      }
      if (!kept || !access || !mayRead(kept.report, access)) {
        skipped += 1;
        continue;
      }
      const message = await reportHeadline(reports.db, kept, today, { id: row.userId, access });
      const { emails } = await withTx(db, systemActor, async (tx) => {
        const result = await notify(tx, config, {
          typeKey: 'reports.report-delivered',
          recipients: [row.userId],
          title: deliveryTitle(kept),
          message,
          link: reportLink(kept, today),
        });
        await tx
          .update(s)
          .set({ nextDeliveryOn: nextPeriodStart(today, kept.frequency), lastDeliveredAt: sql`now()` })
          .where(eq(s.id, row.id));
        return result;
      });
      await sendNotificationEmails(db, config, emails);
      delivered += 1;
    }
  } finally {
    await reports.close();
  }
  return `Delivered ${delivered} report subscription${delivered === 1 ? '' : 's'}${skipped ? `; skipped ${skipped} whose user may no longer open the report` : ''}.`;
}
