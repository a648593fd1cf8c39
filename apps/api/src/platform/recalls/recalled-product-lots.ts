import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { lotNamedIn, productOfRecall } from './recall-holdings.ts';
import { wholeProduct } from './recall-stock.ts';

export type ProductLot = { ndcProductId: number; lotNumber: string };

/**
 * For each formulary product and lot, the Ongoing recalls of it: the product matched as the recall holdings match
 * it, and the lot named in the recall's code info or the recall of every lot, as a recall import recalls lots on
 * hand (recall-stock.ts). A receipt of such a lot arrives recalled (decision 101).
 * The answer's keys are `${ndcProductId}:${lotNumber}`; a pair no recall names is absent.
 */
export async function recalledProductLots(
  db: Queryable,
  pairs: readonly ProductLot[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (pairs.length === 0) return found;
  const { rows } = await db.execute<{ ndcProductId: number; lotNumber: string; recallNumber: string }>(sql`
    select q."ndcProductId", q."lotNumber", r.recall_number as "recallNumber"
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as q("ndcProductId" integer, "lotNumber" text)
    join ndc_products p on p.id = q."ndcProductId"
    join fda_recalls r on r.status = 'Ongoing' and ${productOfRecall}
    where (${lotNamedIn(sql`q."lotNumber"`, sql`r.code_info`)} or ${wholeProduct})
    order by r.recall_number`);
  for (const row of rows) {
    const key = `${row.ndcProductId}:${row.lotNumber}`;
    found.set(key, [...(found.get(key) ?? []), row.recallNumber]);
  }
  return found;
}
