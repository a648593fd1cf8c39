import { inArray } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { facilities } from '../../db/schema/core.ts';
import { pfsUserFacilities, pfsUsers } from '../../db/schema/pfs.ts';
import type { Tx } from '../../db/tx.ts';

/** Fixed "register in HOMER" links for the demo: /homer-register?guid={guid}. */
const demoPfsUserGuids = {
  newUser: 'c41b7e90-2f6d-4a8b-b3e5-7d9a0c1e2f01',
  secondNewUser: 'c41b7e90-2f6d-4a8b-b3e5-7d9a0c1e2f02',
  existingUser: 'c41b7e90-2f6d-4a8b-b3e5-7d9a0c1e2f03',
} as const;

/**
 * The first two demo facilities work with PFS; three PFS users hold registration links, one of whom already
 * has a HOMER account (the demo user 'user').
 */
async function seedPfsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const pfsFacilityIds = demo.facilityIds.slice(0, 2);
  if (pfsFacilityIds.length === 0) return;
  await tx.update(facilities).set({ usesPfs: true }).where(inArray(facilities.id, pfsFacilityIds));
  const people = [
    {
      guid: demoPfsUserGuids.newUser,
      firstName: 'Jordan',
      lastName: 'Rivera-Lopez',
      userName: 'jrivera',
      email: 'jordan.rivera@pfs.example.com',
      phoneNumber: '(850) 555-0101',
      facilityIds: pfsFacilityIds,
    },
    {
      guid: demoPfsUserGuids.secondNewUser,
      firstName: 'Casey',
      lastName: "O'Brien",
      userName: 'cobrien',
      email: 'casey.obrien@pfs.example.com',
      phoneNumber: '850-555-0102',
      facilityIds: pfsFacilityIds.slice(0, 1),
    },
    {
      guid: demoPfsUserGuids.existingUser,
      firstName: 'Uma',
      lastName: 'User',
      userName: 'user',
      email: 'user@homer.example',
      phoneNumber: '850-555-0103',
      facilityIds: pfsFacilityIds.slice(0, 1),
    },
  ];
  for (const { facilityIds, ...person } of people) {
    const [row] = await tx.insert(pfsUsers).values(person).returning({ id: pfsUsers.id });
    if (!row) throw new Error('demo PFS user insert returned nothing');
    await tx
      .insert(pfsUserFacilities)
      .values(facilityIds.map((facilityId) => ({ pfsUserId: row.id, facilityId })));
  }
}

export const demoSeed: AreaDemoSeed = { area: 'pfs-registration', after: [], seed: seedPfsDemo };
