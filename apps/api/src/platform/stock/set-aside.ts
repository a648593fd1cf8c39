import { sql } from 'drizzle-orm';
import { idArray, textArray } from '../../db/id-array.ts';
import type { Tx } from '../../db/tx.ts';
import type { StockDemand } from './post-stock-document.ts';

/**
 * Records units set aside for demands and raises each lot's allocated by as much, in one statement however many
 * lots and demands: a 50-line shipment sets its units aside at once. The caller has locked the lots and checked that
 * each holds that many free units.
 */
export async function setAside(
  tx: Tx,
  parts: readonly { lotId: number; quantity: number; demand: StockDemand }[],
): Promise<void> {
  if (parts.length === 0) return;
  await tx.execute(sql`
    with part as (
      select * from unnest(${idArray(parts.map((p) => p.lotId))}, ${idArray(parts.map((p) => p.quantity))},
        ${textArray(parts.map((p) => p.demand.kind))}, ${idArray(parts.map((p) => p.demand.id))})
        as t(lot_id, quantity, demand_kind, demand_id)),
    recorded as (
      insert into stock_allocations (lot_id, demand_kind, demand_id, quantity)
      select lot_id, demand_kind, demand_id, quantity from part
      on conflict (demand_kind, demand_id, lot_id)
        do update set quantity = stock_allocations.quantity + excluded.quantity)
    update stock_lots l set allocated = l.allocated + t.quantity
    from (select lot_id, sum(quantity)::int as quantity from part group by lot_id) t where l.id = t.lot_id`);
}
