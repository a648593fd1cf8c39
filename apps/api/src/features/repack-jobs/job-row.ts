import { repackJobMessages as m, type RepackJobStatus } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

export type JobRow = {
  id: number;
  status: RepackJobStatus;
  inventorySiteId: number;
  outputProductId: number;
  sourceProductId: number;
  countPerCard: number;
  plannedCards: number;
  lotId: number | null;
  startedBy: number | null;
  ciOrderId: number | null;
};

/** What a job's units are set aside for (decision 098's demands). */
export const jobDemand = (jobId: number) => ({ kind: 'repack_job', id: jobId });

/** The job, locked for a change of its status: two people acting on one job queue instead of both succeeding. */
export async function lockJob(tx: Tx, jobId: number): Promise<JobRow> {
  const { rows } = await tx.execute<JobRow>(sql`
    select id, status, inventory_site_id as "inventorySiteId", output_product_id as "outputProductId",
      source_product_id as "sourceProductId", count_per_card as "countPerCard", planned_cards as "plannedCards",
      lot_id as "lotId", started_by as "startedBy", ci_order_id as "ciOrderId"
    from repack_jobs where id = ${jobId} for update`);
  const job = rows[0];
  if (!job) throw new HttpError(404, m.notFound);
  return job;
}

/** The job's source lots in the order it uses them, with each lot's expiry. */
export async function jobSources(tx: Tx, jobId: number) {
  const { rows } = await tx.execute<{
    lotId: number;
    lotNumber: string;
    expiryDate: string | null;
    quantity: number;
    unitCost: string | null;
  }>(sql`
    select s.lot_id as "lotId", l.lot_number as "lotNumber", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
      s.quantity, l.unit_cost as "unitCost"
    from repack_job_sources s join stock_lots l on l.id = s.lot_id
    where s.job_id = ${jobId} order by s.position`);
  return rows;
}
