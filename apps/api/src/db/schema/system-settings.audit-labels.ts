import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { holidays, systemNotifications, systemUpdate } from './system-settings.ts';

const notificationRef = auditRef(
  'system_notifications',
  'System Notification',
  systemNotifications,
  systemNotifications.id,
  sql`${systemNotifications.title}`,
);

/** How the Global Audit List reads changes of system settings (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    systemNotifications,
    {
      id: 'ID',
      title: 'Title',
      message: { label: 'Message', html: true },
      notificationClassCss: 'Style',
      startDate: 'Start Date',
      endDate: 'End Date',
      createdBy: { label: 'Created By', ref: userRef },
      updatedBy: { label: 'Updated By', ref: userRef },
    },
    notificationRef,
  ),
  auditTableLabels(systemUpdate, {
    id: 'ID',
    scheduledDate: 'Update Date',
    message: 'Message',
    updatedBy: { label: 'Updated By', ref: userRef },
  }),
  auditTableLabels(
    holidays,
    {
      id: 'ID',
      holidayDate: 'Date',
      name: 'Name',
      createdBy: { label: 'Created By', ref: userRef },
      updatedBy: { label: 'Updated By', ref: userRef },
    },
    auditRef('holidays', 'Holiday', holidays, holidays.id, sql`${holidays.name}`),
  ),
];
