import { gtinForNdc } from '@homer/contracts/gs1';
import { repackJobMessages as m, type RepackLabelPrint } from '@homer/contracts/repack-jobs';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { unitDoseLabelsPdf } from '../../platform/pdf/label-sheet.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockJob } from './job-row.ts';

const printable = new Set(['in_process', 'pending_verification', 'released']);

/**
 * Records a print run of the job's unit-dose labels and renders them: the first run, then reprints that each say
 * why. The run and the PDF come from one transaction, so a run is recorded only for labels that were produced.
 */
export async function printLabels(db: Db, userId: number, input: RepackLabelPrint): Promise<Uint8Array> {
  return withTx(db, { userId }, async (tx) => {
    const job = await lockJob(tx, input.jobId);
    if (!printable.has(job.status) || job.lotId === null) throw new HttpError(400, m.labelsNotPrintable);
    const { rows } = await tx.execute<{
      productName: string;
      ndc: string;
      unit: string;
      lotNumber: string;
      beyondUseDate: string;
      printedBefore: boolean;
    }>(sql`
      select p.product_name as "productName", p.ndc, p.dispensing_unit as unit, l.lot_number as "lotNumber",
        to_char(j.beyond_use_date, 'YYYY-MM-DD') as "beyondUseDate",
        exists (select 1 from repack_label_runs r where r.job_id = j.id) as "printedBefore"
      from repack_jobs j join ndc_products p on p.id = j.output_product_id join stock_lots l on l.id = j.lot_id
      where j.id = ${job.id}`);
    const label = rows[0];
    if (!label) throw new HttpError(400, m.labelsNotPrintable);
    if (label.printedBefore && input.reason === '') throw new HttpError(400, m.reprintReasonRequired);
    await tx.execute(sql`
      insert into repack_label_runs (job_id, label_count, is_reprint, reason, printed_by)
      values (${job.id}, ${input.count}, ${label.printedBefore}, ${input.reason || null}, ${userId})`);
    return unitDoseLabelsPdf({
      count: input.count,
      productName: label.productName,
      ndc: label.ndc,
      lot: label.lotNumber,
      beyondUseDate: label.beyondUseDate,
      quantityText: formatUnitsAndPacks(job.countPerCard, { dispensingUnit: label.unit, packSize: 1 }),
      footer: `Repackaged by HOMER · job #${job.id}`,
      gtin: gtinForNdc(label.ndc.replaceAll('-', '')),
    });
  });
}
