import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { eq } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { users } from '../../db/schema/core.ts';
import { rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import { rxConnectsDonors, rxConnectsRepositories } from '../../db/schema/rx-connects.ts';
import type { Tx } from '../../db/tx.ts';
import { donorValues, repositoryValues } from './site-values.ts';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

/**
 * The review lists' demo rows (decision 054): pending donors and repositories to decide, and one approved
 * repository whose pharmacist in charge is the demo pharmacist.
 */
async function seedRxConnectsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  await tx.insert(rxConnectsDonors).values([
    donorValues({ dateSigned: daysAgo(1) }),
    donorValues({
      name: 'Westside Assisted Living',
      facilityTypeId: 4,
      emailAddress: 'office@westside-living.example',
      contactName: 'Wendy Walker',
      signature: 'Wendy Walker',
      dateSigned: daysAgo(3),
      comments: 'We have unused sealed blister packs each month.',
    }),
    donorValues({
      name: 'Gulf Coast Hospice',
      facilityTypeId: 5,
      emailAddress: 'admin@gulfcoast-hospice.example',
      contactName: 'Harold Hughes',
      signature: 'Harold Hughes',
      city: 'Panama City',
      zip: '32401',
      formattedAddress: '101 Harrison Ave, Panama City, FL 32401',
      street: '101 Harrison Ave',
      countyId: 3,
      dateSigned: daysAgo(6),
    }),
  ]);
  const [approved] = await tx
    .insert(rxConnectsRepositories)
    .values([
      repositoryValues({
        name: 'Neighborhood Medical Center Pharmacy',
        emailAddress: 'pharmacist@homer.example',
        pharmacistName: 'Priya Pharmacist',
        pharmacistSignature: 'Priya Pharmacist',
        licenseNumber: 'PH55501',
        statusId: RxConnectsStatus.Approved,
        dateSigned: daysAgo(30),
        decidedAt: daysAgo(28),
        decidedByUserId: demo.userIds.rxadmin ?? null,
      }),
      repositoryValues({ dateSigned: daysAgo(2) }),
      repositoryValues({
        name: 'Sunshine Free Clinic',
        emailAddress: 'rx@sunshine-clinic.example',
        pharmacistName: 'Sam Sunshine',
        pharmacistSignature: 'Sam Sunshine',
        licenseNumber: 'PH77702',
        dateSigned: daysAgo(4),
      }),
    ])
    .returning({ id: rxConnectsRepositories.id });
  const pharmacistId = demo.userIds.pharmacist;
  if (!approved || !pharmacistId) return;
  const [pharmacist] = await tx.select({ id: users.id }).from(users).where(eq(users.id, pharmacistId));
  if (!pharmacist) return;
  await tx
    .insert(rxConnectsUserRoles)
    .values({ userId: pharmacist.id, repositoryId: approved.id, role: 'Pharmacist in charge' })
    .onConflictDoNothing();
}

export const demoSeed: AreaDemoSeed = { area: 'rx-connects', after: [], seed: seedRxConnectsDemo };
