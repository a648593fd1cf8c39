import { type Recall, type RecallWidgetQuery, recallWidgetCap } from '@homer/contracts/fda-recalls';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

/** Spec §3 Recall's columns, read from fda_recalls aliased r. */
export const recallColumns = sql`r.id, r.recall_number as "recallNumber", r.product_description as "productDescription",
  array_to_string(r.product_ndcs, ', ') as "openFdaProductNdc", r.code_info as "codeInfo",
  coalesce(to_char(r.recall_initiation_date, 'MM/DD/YYYY'), '') as "recallInitiationDateStr"`;

/**
 * A recall of a formulary product: kept on the row by migration 0038's triggers (an active formulary product is
 * among openFDA's product NDCs, or its digits among the package NDCs), so the widget reads one partial index.
 */
export const inFormulary: SQL = sql`r.in_formulary`;

/** GET …/GetFdaRecallListWidget: newest initiation first, at most recallWidgetCap (decision 059). */
export async function recallWidgetList(db: Queryable, query: RecallWidgetQuery): Promise<Recall[]> {
  const { rows } = await db.execute<Recall>(sql`
    select ${recallColumns}
    from fda_recalls r
    where r.state = ${query.state} and r.status = ${query.status}
      ${query.isInFormulary ? sql`and ${inFormulary}` : sql``}
    order by r.recall_initiation_date desc, r.id desc
    limit ${recallWidgetCap}`);
  return rows;
}
