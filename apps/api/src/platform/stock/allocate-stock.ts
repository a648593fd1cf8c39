import { and, eq, sql } from 'drizzle-orm';
import { stockAllocations } from '../../db/schema/stock.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import {
  type PostingRules,
  postStockDocument,
  type StockDemand,
  StockRefusal,
} from './post-stock-document.ts';
import { setAside } from './set-aside.ts';

export type Allocation = {
  lotId: number;
  lotNumber: string;
  expiryDate: string | null;
  quantity: number;
  /** The lot expires before the date the demand's supply must last to. */
  expiresTooSoon: boolean;
};

export type AllocationRequest = {
  inventorySiteId: number;
  ndcProductId: number;
  quantity: number;
  demand: StockDemand;
  /** YYYY-MM-DD the supply must last to (a patient's days of supply); lots expiring earlier are warned about. */
  neededUntil?: string;
  today?: string;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Sets units aside for a demand, first expiry first out: only available lots that have not expired, earliest
 * expiry first (no expiry last), then the oldest lot. The candidate lots are locked in id order before any is
 * touched, so two allocations for one product queue instead of deadlocking or both taking the last units.
 * All or nothing: short stock is refused with what the site has.
 */
export async function allocateFefo(tx: Tx, request: AllocationRequest): Promise<Allocation[]> {
  if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > 1_000_000_000)
    throw new StockRefusal('A quantity must be a whole number of units from 1 to 1000000000.');
  const today = request.today ?? isoDay(new Date());
  const { rows: candidates } = await tx.execute<{
    id: number;
    lotNumber: string;
    expiryDate: string | null;
    free: number;
  }>(sql`
    select id, lot_number as "lotNumber", to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate",
      on_hand - allocated as free
    from stock_lots
    where inventory_site_id = ${request.inventorySiteId} and ndc_product_id = ${request.ndcProductId}
      and status = 'available' and (expiry_date is null or expiry_date >= ${today}::date)
    order by id
    for update`);
  const fefo = candidates
    .filter((lot) => lot.free > 0)
    .sort(
      (a, b) => (a.expiryDate ?? '9999-12-31').localeCompare(b.expiryDate ?? '9999-12-31') || a.id - b.id,
    );
  const available = fefo.reduce((sum, lot) => sum + lot.free, 0);
  if (available < request.quantity)
    throw new StockRefusal(`Only ${available} available of this product at this inventory site.`);

  const taken: Allocation[] = [];
  let wanted = request.quantity;
  for (const lot of fefo) {
    if (wanted === 0) break;
    const quantity = Math.min(wanted, lot.free);
    wanted -= quantity;
    taken.push({
      lotId: lot.id,
      lotNumber: lot.lotNumber,
      expiryDate: lot.expiryDate,
      quantity,
      expiresTooSoon:
        !!request.neededUntil && lot.expiryDate !== null && lot.expiryDate < request.neededUntil,
    });
  }
  await setAside(tx, request.demand, taken);
  return taken;
}

/** Locks and removes a demand's allocations, giving their units back to the lots' available stock. */
async function takeAllocations(tx: Tx, demand: StockDemand) {
  const { rows } = await tx.execute<{ lotId: number; quantity: number }>(sql`
    select a.lot_id as "lotId", a.quantity from stock_allocations a
    join stock_lots l on l.id = a.lot_id
    where a.demand_kind = ${demand.kind} and a.demand_id = ${demand.id}
    order by a.lot_id
    for update of l, a`);
  // One statement for all the demand's lots (a demand holds at most one allocation per lot).
  await tx.execute(sql`update stock_lots l set allocated = l.allocated - a.quantity from stock_allocations a
    where a.lot_id = l.id and a.demand_kind = ${demand.kind} and a.demand_id = ${demand.id}`);
  await tx
    .delete(stockAllocations)
    .where(and(eq(stockAllocations.demandKind, demand.kind), eq(stockAllocations.demandId, demand.id)));
  return rows;
}

/** A cancelled demand: its units go back to available stock. Returns how many units were released. */
export async function releaseAllocations(tx: Tx, demand: StockDemand): Promise<number> {
  const released = await takeAllocations(tx, demand);
  return released.reduce((sum, row) => sum + row.quantity, 0);
}

/**
 * The demand ships: its allocated units leave the ledger in one shipment document that names the demand, so a
 * recall of any of those lots finds who received it.
 */
export async function shipAllocations(
  tx: Tx,
  actor: Actor,
  shipment: { inventorySiteId: number; demand: StockDemand; reference?: string | null },
  rules: PostingRules,
): Promise<{ documentId: number }> {
  const allocated = await takeAllocations(tx, shipment.demand);
  if (allocated.length === 0) throw new StockRefusal('Nothing is allocated to this shipment.');
  return postStockDocument(
    tx,
    actor,
    {
      kind: 'shipment',
      inventorySiteId: shipment.inventorySiteId,
      reference: shipment.reference ?? null,
      demand: shipment.demand,
      lines: allocated.map((row) => ({ lotId: row.lotId, quantity: -row.quantity, reasonCode: 'dispensed' })),
    },
    rules,
  );
}
