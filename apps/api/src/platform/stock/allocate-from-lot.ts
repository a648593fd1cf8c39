import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import type { Allocation } from './allocate-stock.ts';
import { maxLineQuantity, type StockDemand, StockRefusal } from './post-stock-document.ts';
import { setAside } from './set-aside.ts';

export type LotAllocationRequest = {
  lotId: number;
  quantity: number;
  demand: StockDemand;
  /** The site and product the demand needs: a lot of another site or product is refused. */
  inventorySiteId: number;
  ndcProductId: number;
  /** YYYY-MM-DD the supply must last to; an earlier expiry is flagged. */
  neededUntil?: string | null;
  today?: string;
};

type LockedLot = {
  id: number;
  siteId: number;
  productId: number;
  lotNumber: string;
  ndc: string;
  expiryDate: string | null;
  status: string;
  free: number;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Sets units of one chosen lot aside for a demand (the technician picked it instead of the first-expiry one).
 * The lot is locked first, as allocateFefo does, and refused unless it is of the demand's site and product,
 * available, unexpired and holds enough units not set aside already.
 */
export async function allocateFromLot(tx: Tx, request: LotAllocationRequest): Promise<Allocation> {
  if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > maxLineQuantity)
    throw new StockRefusal(`A quantity must be a whole number of units from 1 to ${maxLineQuantity}.`);
  const today = request.today ?? isoDay(new Date());
  const { rows } = await tx.execute<LockedLot>(sql`
    select l.id, l.inventory_site_id as "siteId", l.ndc_product_id as "productId", l.lot_number as "lotNumber",
      p.ndc, to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", l.status, l.on_hand - l.allocated as free
    from stock_lots l join ndc_products p on p.id = l.ndc_product_id
    where l.id = ${request.lotId}
    for update of l`);
  const lot = rows[0];
  if (!lot) throw new StockRefusal(`Lot #${request.lotId} does not exist.`);
  const name = `lot ${lot.lotNumber} (${lot.ndc})`;
  if (lot.siteId !== request.inventorySiteId)
    throw new StockRefusal(`Lot ${lot.lotNumber} (${lot.ndc}) belongs to another inventory site.`);
  if (lot.productId !== request.ndcProductId)
    throw new StockRefusal(`Lot ${lot.lotNumber} (${lot.ndc}) is of another product.`);
  if (lot.expiryDate !== null && lot.expiryDate < today)
    throw new StockRefusal(`Lot ${lot.lotNumber} (${lot.ndc}) is expired and cannot be allocated.`);
  if (lot.status !== 'available')
    throw new StockRefusal(
      `Lot ${lot.lotNumber} (${lot.ndc}) is ${lot.status.replace('_', ' ')} and cannot be allocated.`,
    );
  if (lot.free < request.quantity)
    throw new StockRefusal(`Only ${Math.max(0, lot.free)} available in ${name}.`);

  await setAside(tx, [{ lotId: lot.id, quantity: request.quantity, demand: request.demand }]);
  return {
    lotId: lot.id,
    lotNumber: lot.lotNumber,
    expiryDate: lot.expiryDate,
    quantity: request.quantity,
    expiresTooSoon: !!request.neededUntil && lot.expiryDate !== null && lot.expiryDate < request.neededUntil,
  };
}
