import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { facilityRef } from './core.audit-labels.ts';
import { inventorySites } from './pharmacy.ts';
import { ciWorkstations, inventoryWorkstations } from './workstations.ts';

const siteRef = auditRef(
  'inventory_sites',
  'Inventory Site',
  inventorySites,
  inventorySites.id,
  sql`${inventorySites.name}`,
);
const ciWorkstationRef = auditRef(
  'ci_workstations',
  'CI Workstation',
  ciWorkstations,
  ciWorkstations.id,
  sql`${ciWorkstations.name}`,
);

/** How the Global Audit List reads workstations (migration 0040, decision 062). */
export const auditLabels = [
  auditTableLabels(
    inventoryWorkstations,
    {
      id: 'Workstation #',
      inventorySiteId: { label: 'Inventory Site', ref: siteRef },
      name: 'Workstation',
      isActive: 'Active',
    },
    siteRef,
  ),
  auditTableLabels(
    ciWorkstations,
    { id: 'ID', facilityId: { label: 'Facility', ref: facilityRef }, name: 'Name', isActive: 'Active' },
    ciWorkstationRef,
  ),
];
