import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
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

/** Units free to allocate now, per product, at one site: what "only N available" says. */
export async function availableByProduct(
  db: Queryable,
  site: { inventorySiteId: number; ndcProductIds: readonly number[]; today: string },
): Promise<Map<number, number>> {
  if (site.ndcProductIds.length === 0) return new Map();
  const { rows } = await db.execute<{ productId: number; available: number }>(sql`
    select ndc_product_id as "productId", sum(on_hand - allocated)::int as available
    from stock_lots
    where inventory_site_id = ${site.inventorySiteId} and ndc_product_id = any(${idArray(site.ndcProductIds)})
      and status = 'available' and (expiry_date is null or expiry_date >= ${site.today}::date)
    group by ndc_product_id`);
  return new Map(rows.map((r) => [r.productId, r.available]));
}
