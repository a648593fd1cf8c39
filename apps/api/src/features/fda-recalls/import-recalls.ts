import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/pool.ts';
import { fdaRecallImports } from '../../db/schema/fda-recalls.ts';
import type { Tx } from '../../db/tx.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { notifyRecalledLots, recallMatchedLots } from '../../platform/recalls/recall-stock.ts';
import type { RecallRecord } from './openfda-format.ts';

export type RecallImportSource = 'openFDA' | 'snapshot' | 'upload';
export type RecallImportResult = { records: number; inserted: number; updated: number };

/** Rows per statement: one jsonb parameter each, so the batch size is bound by memory, not parameter count. */
export const recallBatchSize = 2000;

/**
 * Upserts recalls by recall_number in batches (call inside a transaction: a failure stores nothing). A recall
 * whose report is unchanged is not rewritten, so `updated` counts real changes only. The table's trigger derives
 * package_ndc_digits and in_formulary (migration 0038).
 */
export async function upsertRecalls(
  db: Queryable,
  records: readonly RecallRecord[],
): Promise<RecallImportResult> {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < records.length; start += recallBatchSize) {
    const batch = JSON.stringify(records.slice(start, start + recallBatchSize));
    const { rows } = await db.execute<{ inserted: boolean }>(sql`
      insert into fda_recalls as r (recall_number, status, state, classification, product_description, code_info,
        reason_for_recall, recalling_firm, product_ndcs, package_ndcs, recall_initiation_date, report_date)
      select x.recall_number, x.status, x.state, x.classification, x.product_description, x.code_info,
        x.reason_for_recall, x.recalling_firm, x.product_ndcs, x.package_ndcs, x.recall_initiation_date, x.report_date
      from jsonb_to_recordset(${batch}::jsonb) as x(recall_number varchar(30), status varchar(30), state varchar(2),
        classification varchar(20), product_description text, code_info text, reason_for_recall text,
        recalling_firm varchar(200), product_ndcs text[], package_ndcs text[], recall_initiation_date date,
        report_date date)
      on conflict (recall_number) do update set
        status = excluded.status, state = excluded.state, classification = excluded.classification,
        product_description = excluded.product_description, code_info = excluded.code_info,
        reason_for_recall = excluded.reason_for_recall, recalling_firm = excluded.recalling_firm,
        product_ndcs = excluded.product_ndcs, package_ndcs = excluded.package_ndcs,
        recall_initiation_date = excluded.recall_initiation_date,
        report_date = excluded.report_date, updated_at = now()
      where (r.status, r.state, r.classification, r.product_description, r.code_info, r.reason_for_recall,
        r.recalling_firm, r.product_ndcs, r.package_ndcs, r.recall_initiation_date, r.report_date)
        is distinct from (excluded.status, excluded.state, excluded.classification, excluded.product_description,
        excluded.code_info, excluded.reason_for_recall, excluded.recalling_firm, excluded.product_ndcs,
        excluded.package_ndcs, excluded.recall_initiation_date, excluded.report_date)
      returning (xmax = 0) as inserted`);
    for (const row of rows) {
      if (row.inserted) inserted++;
      else updated++;
    }
  }
  return { records: records.length, inserted, updated };
}

/**
 * Upserts and records the import (same transaction as the caller's), then sets the lots the Ongoing recalls name
 * to Recalled and notifies their facilities' Inventory staff (none when `config` is null: the demo seed). The
 * emails go out after the caller commits.
 */
export async function importRecalls(
  tx: Tx,
  records: readonly RecallRecord[],
  source: RecallImportSource,
  detail: string,
  userId: number | null,
  config: Pick<Config, 'publicBaseUrl'> | null,
): Promise<{ result: RecallImportResult & { recalledLots: number }; emails: Email[] }> {
  const result = await upsertRecalls(tx, records);
  await tx.insert(fdaRecallImports).values({
    source,
    detail: detail.slice(0, 500),
    ...result,
    importedByUserId: userId,
  });
  const recalled = await recallMatchedLots(tx);
  const emails = config ? await notifyRecalledLots(tx, config, recalled) : [];
  return { result: { ...result, recalledLots: recalled.length }, emails };
}
