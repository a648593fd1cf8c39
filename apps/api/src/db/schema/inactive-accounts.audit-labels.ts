import { auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { inactiveAccountWarnings } from './inactive-accounts.ts';

/** How the Global Audit List reads the inactive-account job's warnings (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    inactiveAccountWarnings,
    {
      userId: { label: 'User', ref: userRef },
      warnedAt: 'Inactivity Warning Sent',
      lastActiveAt: 'Last Active (Warned About)',
    },
    userRef,
  ),
];
