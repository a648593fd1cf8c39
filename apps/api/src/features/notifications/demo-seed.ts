import type { DemoBasis } from '../../db/area-demo-seeds.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import type { Tx } from '../../db/tx.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A few notifications for the demo users, so the header badges and the drawer have something to show. */
export async function seedNotificationsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
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
        title: 'Scheduled job failed: Automated Routine - Every Hour',
        message: 'Error: connection to the mail server timed out.',
        link: 'admin/system/quartz/pcg-history',
        subscription: 'job:Automated Routine - Every Hour',
        notifiedAt: minutesAgo(90),
        markedAsRead: true,
        markedAsReadAt: minutesAgo(80),
      },
      {
        userId,
        notificationType: 'Notification',
        businessArea: 1,
        typeKey: 'admin.scheduled-job-failed',
        title: 'Scheduled job failed: Automated Routine - Every Hour',
        message: 'Error: connection to the mail server timed out.',
        link: 'admin/system/quartz/pcg-history',
        subscription: 'job:Automated Routine - Every Hour',
        notifiedAt: minutesAgo(30),
      },
    );
  }
  for (const userName of ['admin', 'useradmin']) {
    const userId = demo.userIds[userName];
    if (userId === undefined) continue;
    rows.push({
      userId,
      notificationType: 'Notification',
      businessArea: 1,
      typeKey: 'admin.pfs-registration-submitted',
      title: 'PFS registration submitted',
      message: 'Jordan Rivera-Lopez registered for PFS and is waiting for approval.',
      subscription: 'pfs-registrations',
      notifiedAt: minutesAgo(12),
    });
  }
  const manager = demo.userIds.manager;
  if (manager !== undefined) {
    rows.push({
      userId: manager,
      notificationType: 'Notification',
      businessArea: 9,
      typeKey: 'ba.budget-over-notification-level',
      title: 'Budget over its notification level',
      message: 'A demo budget has passed the notification level set on it.',
      link: 'ba/budgets/list',
      notifiedAt: minutesAgo(5),
    });
  }
  if (rows.length > 0) await tx.insert(userNotifications).values(rows);
}
