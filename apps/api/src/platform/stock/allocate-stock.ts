import { and, eq, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
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

/** What one demand of a batch got: its allocations, or the units the site had left for it when that was too few. */
export type AllocationOutcome = { allocations: Allocation[] } | { short: { available: number } };

type Candidate = {
  id: number;
  productId: number;
  lotNumber: string;
  expiryDate: string | null;
  free: number;
};

const byExpiry = (a: Candidate, b: Candidate) =>
  (a.expiryDate ?? '9999-12-31').localeCompare(b.expiryDate ?? '9999-12-31') || a.id - b.id;

/**
 * Sets units aside for several demands at one site (a shipment's lines), first expiry first out: only available
 * lots that have not expired, earliest expiry first (no expiry last), then the oldest lot. Every candidate lot of
 * the products is locked in id order in one statement before any is touched, so two shipments queue instead of
 * deadlocking or both taking the last units, and the units are set aside in one statement: a 50-line shipment
 * costs two statements, not a hundred. Each demand is all or nothing; a demand the site cannot fill gets what
 * was left for it, and nothing is set aside for it.
 */
export async function allocateFefoMany(
  tx: Tx,
  requests: readonly AllocationRequest[],
): Promise<AllocationOutcome[]> {
  if (requests.length === 0) return [];
  const siteId = requests[0]?.inventorySiteId;
  for (const request of requests) {
    if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > 1_000_000_000)
      throw new StockRefusal('A quantity must be a whole number of units from 1 to 1000000000.');
    if (request.inventorySiteId !== siteId) throw new Error('a batch of allocations is for one site');
  }
  const today = requests[0]?.today ?? isoDay(new Date());
  const { rows } = await tx.execute<Candidate>(sql`
    select id, ndc_product_id as "productId", lot_number as "lotNumber",
      to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate", on_hand - allocated as free
    from stock_lots
    where inventory_site_id = ${siteId}
      and ndc_product_id = any(${idArray([...new Set(requests.map((r) => r.ndcProductId))])})
      and status = 'available' and (expiry_date is null or expiry_date >= ${today}::date)
    order by id
    for update`);
  const lotsOf = new Map<number, Candidate[]>();
  for (const lot of rows.filter((r) => r.free > 0).sort(byExpiry))
    lotsOf.set(lot.productId, [...(lotsOf.get(lot.productId) ?? []), lot]);
  const outcomes: AllocationOutcome[] = [];
  const parts: { lotId: number; quantity: number; demand: StockDemand }[] = [];
  for (const request of requests) {
    const lots = lotsOf.get(request.ndcProductId) ?? [];
    const available = lots.reduce((sum, lot) => sum + lot.free, 0);
    if (available < request.quantity) {
      outcomes.push({ short: { available } });
      continue;
    }
    const allocations: Allocation[] = [];
    let wanted = request.quantity;
    for (const lot of lots) {
      if (wanted === 0) break;
      const quantity = Math.min(wanted, lot.free);
      if (quantity === 0) continue;
      wanted -= quantity;
      lot.free -= quantity;
      allocations.push({
        lotId: lot.id,
        lotNumber: lot.lotNumber,
        expiryDate: lot.expiryDate,
        quantity,
        expiresTooSoon:
          !!request.neededUntil && lot.expiryDate !== null && lot.expiryDate < request.neededUntil,
      });
      parts.push({ lotId: lot.id, quantity, demand: request.demand });
    }
    outcomes.push({ allocations });
  }
  await setAside(tx, parts);
  return outcomes;
}

/** One demand, first expiry first out (allocateFefoMany); short stock is refused with what the site has. */
export async function allocateFefo(tx: Tx, request: AllocationRequest): Promise<Allocation[]> {
  const [outcome] = await allocateFefoMany(tx, [request]);
  if (!outcome || 'short' in outcome)
    throw new StockRefusal(
      `Only ${outcome?.short.available ?? 0} available of this product at this inventory site.`,
    );
  return outcome.allocations;
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
  shipment: { inventorySiteId: number; demand: StockDemand; reference?: string | null; occurredAt?: Date },
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
      occurredAt: shipment.occurredAt,
      demand: shipment.demand,
      lines: allocated.map((row) => ({ lotId: row.lotId, quantity: -row.quantity, reasonCode: 'dispensed' })),
    },
    rules,
  );
}
