import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * Locks every lot of some products at a site in id order, before a demand of several lines allocates or ships
 * them line by line: two multi-line demands that share products then queue on the first lot instead of each
 * holding a lot the other waits for (a deadlock PostgreSQL would break by failing one of them).
 */
export async function lockProductLots(
  tx: Tx,
  site: { inventorySiteId: number; ndcProductIds: readonly number[] },
): Promise<void> {
  if (site.ndcProductIds.length === 0) return;
  await tx.execute(sql`select id from stock_lots
    where inventory_site_id = ${site.inventorySiteId} and ndc_product_id = any(${idArray(site.ndcProductIds)})
    order by id for update`);
}
