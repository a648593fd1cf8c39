import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Tx } from '../../db/tx.ts';
import { allocateFromLot, type LotAllocationRequest } from './allocate-from-lot.ts';
import type { Allocation } from './allocate-stock.ts';
import { StockRefusal } from './post-stock-document.ts';

/**
 * Moves a demand's units from one lot to another of the same site and product, in the caller's transaction:
 * the units set aside in `fromLotId` are given back and the same number taken from `lotId`. Both lots are
 * locked in id order first, so two changes that cross the same lots queue instead of deadlocking.
 */
export async function changeAllocatedLot(
  tx: Tx,
  request: Omit<LotAllocationRequest, 'quantity'> & { fromLotId: number },
): Promise<Allocation> {
  if (request.fromLotId === request.lotId) throw new StockRefusal('That lot is already the one allocated.');
  await tx.execute(sql`select id from stock_lots where id = any(${idArray([request.fromLotId, request.lotId])})
    order by id for update`);
  const { rows } = await tx.execute<{ quantity: number }>(sql`
    delete from stock_allocations
    where demand_kind = ${request.demand.kind} and demand_id = ${request.demand.id} and lot_id = ${request.fromLotId}
    returning quantity`);
  const quantity = rows[0]?.quantity;
  if (quantity === undefined) throw new StockRefusal('Nothing of that lot is allocated here any more.');
  await tx.execute(
    sql`update stock_lots set allocated = allocated - ${quantity} where id = ${request.fromLotId}`,
  );
  return allocateFromLot(tx, { ...request, quantity });
}
