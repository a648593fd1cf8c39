import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { pfsRegistrationFacilities, pfsRegistrations } from '../../db/schema/pfs.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * Two pending PFS registrations and one already denied, for the registrations queue (decision 053). They use
 * the PFS facilities the PFS demo seed marks (the first two demo facilities).
 */
async function seedRegistrationsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const pfsFacilityIds = demo.facilityIds.slice(0, 2);
  if (pfsFacilityIds.length === 0) return;
  const reviewer = demo.userIds.useradmin ?? null;
  const day = 24 * 60 * 60 * 1000;
  const requests = [
    {
      row: {
        firstName: 'Avery',
        lastName: 'Nguyen',
        email: 'avery.nguyen@pharmacy.example.com',
        phoneNumber: '(850) 555-0111',
        createdAt: new Date(Date.now() - 2 * day),
      },
      facilityIds: pfsFacilityIds,
    },
    {
      row: {
        firstName: 'Blake',
        lastName: "D'Angelo",
        email: 'blake.dangelo@pharmacy.example.com',
        phoneNumber: '850-555-0112',
        createdAt: new Date(Date.now() - day),
      },
      facilityIds: pfsFacilityIds.slice(0, 1),
    },
    {
      row: {
        firstName: 'Drew',
        lastName: 'Palmer',
        email: 'drew.palmer@example.net',
        phoneNumber: '850-555-0113',
        createdAt: new Date(Date.now() - 9 * day),
        status: 'Denied',
        decidedByUserId: reviewer,
        decidedAt: new Date(Date.now() - 8 * day),
        decisionReason: 'The facility could not confirm that Drew works there.',
      },
      facilityIds: pfsFacilityIds.slice(0, 1),
    },
  ];
  for (const { row, facilityIds } of requests) {
    const [stored] = await tx.insert(pfsRegistrations).values(row).returning({ id: pfsRegistrations.id });
    if (!stored) throw new Error('demo registration insert returned nothing');
    await tx
      .insert(pfsRegistrationFacilities)
      .values(facilityIds.map((facilityId) => ({ registrationId: stored.id, facilityId })));
  }
}

export const demoSeed: AreaDemoSeed = { area: 'registrations', after: [], seed: seedRegistrationsDemo };
