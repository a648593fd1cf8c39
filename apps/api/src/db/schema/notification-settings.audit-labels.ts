import { auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { userNotificationSettings } from './notification-settings.ts';

/** How the Global Audit List reads a user's notification settings (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    userNotificationSettings,
    {
      userId: { label: 'User', ref: userRef },
      typeKey: 'Notification Type',
      inApp: 'In-app Notification',
      push: 'Push Notification',
      email: 'Email Notification',
    },
    userRef,
  ),
];
