import type { RecallHolding } from '@homer/contracts/fda-recalls';
import { type SQL, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';

/**
 * A formulary product (p) of a recalled NDC (recall r): its package NDC's digits are among openFDA's package NDCs,
 * or its labeler-product segments are among openFDA's product NDCs (some reports list products only).
 */
export const productOfRecall = sql`(p.ndc_digits = any(r.package_ndc_digits) or p.product_ndc = any(r.product_ndcs))`;

/** The words of a recall's code info, upper case: the lots it may name (openFDA has no lot field). */
export const codeInfoWords = (codeInfo: SQL) => sql`regexp_split_to_array(upper(${codeInfo}), '[^A-Z0-9-]+')`;

/** Whether a lot is named in a recall's code info: as a whole word, case-insensitive (openFDA has no lot field). */
export const lotNamedIn = (lot: SQL, codeInfo: SQL) => sql`upper(${lot}) = any(${codeInfoWords(codeInfo)})`;

/**
 * productOfRecall for every recall at once, as (recall_id, product_id) pairs: the recalls' NDC arrays unnested and
 * hash-joined to the formulary, where a join on productOfRecall compares each recall with each product.
 */
export const recallProductPairs = sql`
  select r.id as recall_id, p.id as product_id
  from fda_recalls r cross join lateral unnest(r.package_ndc_digits) as d(digits)
  join ndc_products p on p.ndc_digits = d.digits
  union
  select r.id, p.id
  from fda_recalls r cross join lateral unnest(r.product_ndcs) as n(ndc)
  join ndc_products p on p.product_ndc = n.ndc`;

/**
 * Products (p) with their lots (st) that hold units at active sites (s): joined to a recall (r) on
 * productOfRecall, or read in an `exists` under that condition.
 */
export const heldStock = sql`ndc_products p
  join stock_lots st on st.ndc_product_id = p.id and st.on_hand > 0
  join inventory_sites s on s.id = st.inventory_site_id and s.is_active`;

/**
 * Which lots of active inventory sites hold each recall's NDCs (units on hand), and whether the lot is named in
 * the recall's code info (as a whole word, case-insensitive). The one place this match is written; keyed by recall
 * id.
 */
export async function findRecallHoldings(
  db: Queryable,
  recallIds: readonly number[],
): Promise<Map<number, RecallHolding[]>> {
  const holdings = new Map<number, RecallHolding[]>();
  if (recallIds.length === 0) return holdings;
  const { rows } = await db.execute<RecallHolding & { recallId: number }>(sql`
    select r.id as "recallId", st.id as "lotId", s.id as "inventorySiteId", s.name as "inventoryName",
      f.name as "facilityName", p.ndc, st.lot_number as "lotNumber", st.on_hand as quantity,
      p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize", st.status,
      to_char(st.expiry_date, 'YYYY-MM-DD') as "expirationDate",
      ${lotNamedIn(sql`st.lot_number`, sql`r.code_info`)} as "lotNamed"
    from fda_recalls r
    join (${heldStock}) on ${productOfRecall}
    join facilities f on f.id = s.facility_id
    where r.id = any(${idArray(recallIds)})
    order by r.id, "lotNamed" desc, f.name, s.name, st.lot_number, st.id`);
  for (const { recallId, ...holding } of rows) {
    const list = holdings.get(recallId) ?? [];
    list.push(holding);
    holdings.set(recallId, list);
  }
  return holdings;
}
