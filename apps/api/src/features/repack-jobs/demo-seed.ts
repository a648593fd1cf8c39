import { sql } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import { repackJobSources, repackJobs } from '../../db/schema/repack.ts';
import type { Tx } from '../../db/tx.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Repacking's demo (issue 30): metformin in bulk bottles of 1,000 at the main inventory, its unit-dose card of 30
 * repackaged from it under the 12-month policy, and the technician's draft job for ten cards, ready to start.
 */
async function seedRepackJobsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const actor = { userId: demo.userIds.technician ?? null };
  const [bulk] = await tx
    .insert(ndcProducts)
    .values({
      ndc: '0591-0405-10',
      productName: 'Metformin HCl Tablets 500 mg',
      packageDescription: '1000 tablets in 1 bottle',
      dispensingUnit: 'tablet',
      packSize: 1000,
    })
    .returning({ id: ndcProducts.id });
  if (!bulk) throw new Error('bulk product insert returned nothing');
  const [card] = await tx
    .insert(ndcProducts)
    .values({
      ndc: '50090-4055-0',
      productName: 'Metformin HCl Tablets 500 mg, unit dose',
      packageDescription: '30 tablets in 1 blister card',
      dispensingUnit: 'tablet',
      packSize: 30,
      repackSourceProductId: bulk.id,
    })
    .returning({ id: ndcProducts.id });
  if (!card) throw new Error('unit-dose product insert returned nothing');
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from inventory_sites where name = 'Central Pharmacy Main Inventory'`,
  );
  const main = rows[0]?.id;
  if (!main) throw new Error('the demo main inventory is missing');
  const lots: number[] = [];
  for (const [lotNumber, expiryDate, quantity, days] of [
    ['MB2544', '2027-09-30', 1000, 40],
    ['MB2601', '2028-05-31', 3000, 10],
  ] as const) {
    const { lotId } = await receiveStock(
      tx,
      actor,
      {
        inventorySiteId: main,
        ndcProductId: bulk.id,
        lotNumber,
        expiryDate,
        quantity,
        sourceKind: 'supplier',
        sourceName: 'Cardinal Health',
        unitCost: '0.0150',
        reference: `PS-${lotNumber}`,
        occurredAt: daysAgo(days),
      },
      { backdateDays: 400 },
    );
    lots.push(lotId);
  }
  const [job] = await tx
    .insert(repackJobs)
    .values({
      inventorySiteId: main,
      outputProductId: card.id,
      sourceProductId: bulk.id,
      countPerCard: 30,
      plannedCards: 10,
      containerClass: 'A',
      note: 'Weekly unit-dose run for the county clinics',
      createdBy: actor.userId,
    })
    .returning({ id: repackJobs.id });
  if (!job) throw new Error('repack job insert returned nothing');
  await tx
    .insert(repackJobSources)
    .values({ jobId: job.id, lotId: lots[0] ?? 0, quantity: 300, position: 0 });
}

export const demoSeed: AreaDemoSeed = {
  area: 'repack-jobs',
  after: ['inventory-sites', 'fda-recalls'],
  seed: seedRepackJobsDemo,
};
