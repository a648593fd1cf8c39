import { sql } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { stockCountLines, stockCounts } from '../../db/schema/stock-counts.ts';
import type { Tx } from '../../db/tx.ts';
import { lotWatermarks } from './lot-watermarks.ts';

/**
 * One count in progress (issue 29's demo data): the satellite inventory's weekly count, started this morning by the
 * technician, its first lot already counted, so the count page shows a line entered and the rest to do.
 */
async function seedStockCountsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const { rows: lots } = await tx.execute<{ id: number }>(sql`
    select l.id from stock_lots l join inventory_sites s on s.id = l.inventory_site_id
    where s.name = 'Central Pharmacy Satellite' and l.on_hand > 0 order by l.id`);
  const [site] = (
    await tx.execute<{ id: number }>(
      sql`select id from inventory_sites where name = 'Central Pharmacy Satellite'`,
    )
  ).rows;
  if (!site || lots.length === 0) throw new Error('the demo satellite inventory has no stock to count');
  const technician = demo.userIds.technician ?? null;
  const [count] = await tx
    .insert(stockCounts)
    .values({ inventorySiteId: site.id, scope: 'all', startedBy: technician })
    .returning({ id: stockCounts.id });
  if (!count) throw new Error('stock count insert returned nothing');
  const marks = [
    ...(
      await lotWatermarks(
        tx,
        lots.map((l) => l.id),
      )
    ).values(),
  ];
  await tx.insert(stockCountLines).values(
    marks.map((lot, index) => ({
      countId: count.id,
      lotId: lot.lotId,
      expectedQuantity: lot.onHand,
      snapshotMovementId: lot.lastMovementId,
      ...(index === 0
        ? {
            countedQuantity: lot.onHand,
            countedMovementId: lot.lastMovementId,
            countedBy: technician,
            countedAt: sql`now()`,
          }
        : {}),
    })),
  );
}

export const demoSeed: AreaDemoSeed = {
  area: 'stock-counts',
  after: ['inventory-sites'],
  seed: seedStockCountsDemo,
};
