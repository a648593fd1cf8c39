import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

export type AllocatableLot = {
  lotId: number;
  lotNumber: string;
  expiryDate: string | null;
  bin: string | null;
  /** Units not set aside for any demand. */
  available: number;
};

/**
 * The lots of a product at a site that could be allocated now (available, unexpired, with free units), in
 * first-expiry-first-out order: what a technician may choose from instead of the lot FEFO picked.
 */
export async function allocatableLots(
  db: Queryable,
  site: { inventorySiteId: number; ndcProductId: number; today: string },
): Promise<AllocatableLot[]> {
  const { rows } = await db.execute<AllocatableLot>(sql`
    select id as "lotId", lot_number as "lotNumber", to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate", bin,
      on_hand - allocated as available
    from stock_lots
    where inventory_site_id = ${site.inventorySiteId} and ndc_product_id = ${site.ndcProductId}
      and status = 'available' and (expiry_date is null or expiry_date >= ${site.today}::date)
      and on_hand > allocated
    order by expiry_date nulls last, id
    limit 200`);
  return rows;
}
