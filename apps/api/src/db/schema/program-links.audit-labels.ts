import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { herosAgencies } from './heros.ts';
import { herosAgencyContacts, rxConnectsUserRoles } from './program-links.ts';
import { donorRef, repositoryRef } from './rx-connects.audit-labels.ts';

const agencyRef = auditRef(
  'heros_agencies',
  'HEROS Agency',
  herosAgencies,
  herosAgencies.id,
  sql`${herosAgencies.agencyName}`,
);
/** How the Global Audit List reads a user's HEROS agency contacts and Rx Connects roles (decision 045). */
export const auditLabels = [
  auditTableLabels(
    herosAgencyContacts,
    {
      agencyId: { label: 'HEROS Agency', ref: agencyRef },
      userId: { label: 'User', ref: userRef },
      contactRole: 'Contact Role',
    },
    userRef,
  ),
  auditTableLabels(
    rxConnectsUserRoles,
    {
      userId: { label: 'User', ref: userRef },
      repositoryId: { label: 'Rx Connects Repository', ref: repositoryRef },
      donorId: { label: 'Rx Connects Donor', ref: donorRef },
      role: 'Rx Connects Role',
    },
    userRef,
  ),
];
