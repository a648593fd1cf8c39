import { jobHistoryLink } from '@homer/contracts/job-history';
import { eq } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { budgetFigures, budgets } from '../../db/schema/ba.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { pfsRegistrations } from '../../db/schema/pfs.ts';
import type { Tx } from '../../db/tx.ts';
import { pfsRegistrationSubmitted } from '../../platform/notify/pfs-registration-notice.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

const hourlyJob = 'Automated Routine - Every Hour';

/**
 * A few notifications for the demo users, so the header badges and the drawer have something to show. Each is
 * about a record the earlier demo seeds made and links to it (issue 27): the hourly routine's failed runs, a
 * pending registration, a budget below its notification level.
 */
async function seedNotificationsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const [registration] = await tx
    .select({
      id: pfsRegistrations.id,
      firstName: pfsRegistrations.firstName,
      lastName: pfsRegistrations.lastName,
    })
    .from(pfsRegistrations)
    .where(eq(pfsRegistrations.status, 'Pending'))
    .orderBy(pfsRegistrations.id)
    .limit(1);
  // A budget the demo actually holds below its level, as the notice says.
  const [budget] = await tx
    .select({ id: budgets.id, name: budgets.name })
    .from(budgets)
    .innerJoin(budgetFigures, eq(budgetFigures.budgetId, budgets.id))
    .where(eq(budgetFigures.isBudgetBelowNotificationLvl, true))
    .orderBy(budgets.id)
    .limit(1);
  const rows: Array<typeof userNotifications.$inferInsert> = [];
  for (const userName of ['admin', 'sysadmin']) {
    const userId = demo.userIds[userName];
    if (userId === undefined) continue;
    rows.push(
      {
        userId,
        notificationType: 'Notification',
        businessArea: 1,
        typeKey: 'admin.scheduled-job-failed',
        title: `Scheduled job failed: ${hourlyJob}`,
        message: 'Error: connection to the mail server timed out.',
        link: jobHistoryLink(hourlyJob),
        subscription: `job:${hourlyJob}`,
        notifiedAt: minutesAgo(90),
        markedAsRead: true,
        markedAsReadAt: minutesAgo(80),
      },
      {
        userId,
        notificationType: 'Notification',
        businessArea: 1,
        typeKey: 'admin.scheduled-job-failed',
        title: `Scheduled job failed: ${hourlyJob}`,
        message: 'Error: connection to the mail server timed out.',
        link: jobHistoryLink(hourlyJob),
        subscription: `job:${hourlyJob}`,
        notifiedAt: minutesAgo(30),
      },
    );
  }
  if (registration) {
    // The very notice a registration sends, so the demo's text and link are the real ones.
    const notice = pfsRegistrationSubmitted(
      registration.id,
      `${registration.firstName} ${registration.lastName}`,
    );
    for (const userName of ['admin', 'useradmin']) {
      const userId = demo.userIds[userName];
      if (userId === undefined) continue;
      rows.push({
        userId,
        notificationType: 'Notification',
        businessArea: 1,
        typeKey: notice.typeKey,
        title: notice.title,
        message: notice.message,
        link: notice.link,
        subscription: notice.subscription,
        notifiedAt: minutesAgo(12),
      });
    }
  }
  const manager = demo.userIds.manager;
  if (manager !== undefined && budget) {
    rows.push({
      userId: manager,
      notificationType: 'Notification',
      businessArea: 9,
      typeKey: 'ba.budget-over-notification-level',
      title: `Budget ${budget.name} is below its notification level`,
      message: 'Its available budget has passed the notification level set on it.',
      link: `ba/budgets/details/${budget.id}`,
      subscription: `budget:${budget.id}`,
      notifiedAt: minutesAgo(5),
    });
  }
  if (rows.length > 0) await tx.insert(userNotifications).values(rows);
}

// Each notice is about a record of these: a low budget, the hourly job's failed runs, a pending registration.
export const demoSeed: AreaDemoSeed = {
  area: 'notifications',
  after: ['budgets', 'job-history', 'registrations'],
  seed: seedNotificationsDemo,
};
