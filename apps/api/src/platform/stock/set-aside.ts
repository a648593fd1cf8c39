import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Tx } from '../../db/tx.ts';
import type { StockDemand } from './post-stock-document.ts';

/**
 * Records units set aside for a demand and raises each lot's allocated by as much, in one statement however many
 * lots: a 50-line shipment allocates within the bench's 50 ms. The caller has locked the lots and checked that
 * each holds that many free units.
 */
export async function setAside(
  tx: Tx,
  demand: StockDemand,
  parts: readonly { lotId: number; quantity: number }[],
): Promise<void> {
  if (parts.length === 0) return;
  await tx.execute(sql`
    with part as (
      select * from unnest(${idArray(parts.map((p) => p.lotId))}, ${idArray(parts.map((p) => p.quantity))})
        as t(lot_id, quantity)),
    recorded as (
      insert into stock_allocations (lot_id, demand_kind, demand_id, quantity)
      select lot_id, ${demand.kind}, ${demand.id}, quantity from part
      on conflict (demand_kind, demand_id, lot_id)
        do update set quantity = stock_allocations.quantity + excluded.quantity)
    update stock_lots l set allocated = l.allocated + part.quantity from part where l.id = part.lot_id`);
}
