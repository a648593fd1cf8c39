import { auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { reportSubscriptions } from './reporting.ts';

/** How the Global Audit List reads a user's report subscriptions (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    reportSubscriptions,
    {
      id: 'Subscription',
      userId: { label: 'User', ref: userRef },
      report: 'Report',
      frequency: 'Frequency',
      filters: 'Filters',
      nextDeliveryOn: 'Next Delivery',
      lastDeliveredAt: 'Last Delivered',
      createdAt: 'Created',
    },
    userRef,
  ),
];
