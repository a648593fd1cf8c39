import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { pfsRegistrations, pfsUsers } from './pfs.ts';

const registrationRef = auditRef(
  'pfs_registrations',
  'PFS Registration',
  pfsRegistrations,
  pfsRegistrations.id,
  sql`'Registration #' || ${pfsRegistrations.id} || ': ' || ${pfsRegistrations.firstName} || ' ' || ${pfsRegistrations.lastName}`,
);
const pfsUserRef = auditRef(
  'pfs_users',
  'PFS User',
  pfsUsers,
  pfsUsers.id,
  sql`${pfsUsers.firstName} || ' ' || ${pfsUsers.lastName}`,
);

/** How the Global Audit List reads registrations and their decisions (migration 0032, decision 053). */
export const auditLabels = [
  auditTableLabels(
    pfsRegistrations,
    {
      id: 'ID',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phoneNumber: 'Phone Number',
      status: 'Status',
      kind: 'Kind',
      pfsUserId: { label: 'PFS User', ref: pfsUserRef },
      userId: { label: 'Account', ref: userRef },
      decidedByUserId: { label: 'Decided By', ref: userRef },
      decidedAt: 'Decided',
      decisionReason: 'Reason',
      decisionNote: 'Decision',
    },
    registrationRef,
  ),
];
