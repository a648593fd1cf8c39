import { ndcDigitsOf, type StockProduct } from '@homer/contracts/stock-receipts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

/** Formulary products by NDC digits (hyphens ignored, as the formulary's unique ndc_digits matches them). */
export async function productsByNdc(
  db: Queryable,
  ndcs: readonly string[],
): Promise<Map<string, StockProduct>> {
  const digits = [...new Set(ndcs.map(ndcDigitsOf))];
  const { rows } = await db.execute<StockProduct & { digits: string }>(sql`
    select id as "ndcProductId", ndc, product_name as "productName", dispensing_unit as "dispensingUnit",
      pack_size as "packSize", ndc_digits as digits
    from ndc_products where ndc_digits = any(${`{${digits.join(',')}}`}::text[])`);
  return new Map(rows.map(({ digits: key, ...product }) => [key, product]));
}
