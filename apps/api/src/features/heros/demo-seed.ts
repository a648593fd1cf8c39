import { HerosStatus } from '@homer/contracts/heros';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import {
  herosAgencies,
  herosApplicationOrders,
  herosApplications,
  herosOrderOptions,
  herosRounds,
} from '../../db/schema/heros.ts';
import type { Tx } from '../../db/tx.ts';

type AgencyRow = typeof herosAgencies.$inferSelect;

/**
 * Review-queue data on top of the public HEROS demo (its open round and agencies): two submitted applications,
 * one from a near-duplicate agency the public form created (to show "link to existing agency"), and one approved.
 */
async function seedHerosBackOfficeDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const [round] = await tx.select().from(herosRounds).where(eq(herosRounds.isOpen, true)).limit(1);
  if (!round) return;
  const options = await tx
    .select({ id: herosOrderOptions.id })
    .from(herosOrderOptions)
    .where(eq(herosOrderOptions.roundId, round.id))
    .orderBy(asc(herosOrderOptions.sortOrder));
  const names = ['Tallahassee Fire Department', 'Tampa Fire Rescue', 'Leon County Sheriff Office'];
  const agencies = await tx.select().from(herosAgencies).where(inArray(herosAgencies.agencyName, names));
  const byName = new Map(agencies.map((a) => [a.agencyName, a]));
  const tallahassee = byName.get('Tallahassee Fire Department');
  const tampa = byName.get('Tampa Fire Rescue');
  const sheriff = byName.get('Leon County Sheriff Office');
  if (!tallahassee || !tampa || !sheriff) return;

  const { id: _id, createdAt: _c, ...copy } = tallahassee;
  const [duplicate] = await tx
    .insert(herosAgencies)
    .values({
      ...copy,
      agencyName: 'Tallahassee Fire Dept.',
      fein: '--',
      primaryName: 'Dana Rivera',
      primaryEmail: 'dana.rivera@tfd.example',
    })
    .returning();
  if (!duplicate) throw new Error('agency insert returned nothing');

  const apply = async (agency: AgencyRow, doses: number[], decided?: { by: number | undefined }) => {
    const [row] = await tx
      .insert(herosApplications)
      .values({
        roundId: round.id,
        agencyId: agency.id,
        isPublicSubmit: true,
        applicationStatus: decided ? HerosStatus.Approved : HerosStatus.Submitted,
        overdosesPreviousYear: String(40 + doses.length * 7),
        percentageTrainedNaloxone: '85%',
        narrative: `${agency.agencyName} responds to overdoses across the county and carries naloxone on every unit.`,
        oathAcceptedNew: true,
        oathDateTimeNew: new Date(),
        ...(decided ? { decidedAt: new Date(), decidedByUserId: decided.by ?? null } : {}),
      })
      .returning({ id: herosApplications.id });
    if (!row) throw new Error('application insert returned nothing');
    const orders = options.slice(0, doses.length).map((o, i) => ({
      applicationId: row.id,
      orderOptionId: o.id,
      dosesRequested: doses[i] ?? 0,
    }));
    if (orders.length > 0) await tx.insert(herosApplicationOrders).values(orders);
  };
  await apply(sheriff, [120, 40], { by: demo.userIds.admin });
  await apply(tampa, [300, 0, 24]);
  await apply(duplicate, [200, 50]);
}

// Its applications are for the public HEROS demo's open round and agencies, found by name.
export const demoSeed: AreaDemoSeed = {
  area: 'heros',
  after: ['heros-public'],
  seed: seedHerosBackOfficeDemo,
};
