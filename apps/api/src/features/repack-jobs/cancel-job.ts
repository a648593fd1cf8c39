import { repackJobMessages as m } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { releaseAllocations } from '../../platform/stock/allocate-stock.ts';
import { HttpError } from '../../plugins/errors.ts';
import { jobDemand, lockJob } from './job-row.ts';

/**
 * Abandons a draft or a job in process: units set aside go back to their lots. A started job's new lot never
 * received stock; it is marked damaged so nobody receives into it by its number.
 */
export async function cancelJob(db: Db, actor: Actor, jobId: number): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.status !== 'draft' && job.status !== 'in_process') throw new HttpError(400, m.notCancellable);
    await releaseAllocations(tx, jobDemand(job.id));
    if (job.lotId !== null)
      await tx.execute(sql`
        update stock_lots set status = 'damaged', status_note = ${`Repack job #${job.id} was cancelled`}
        where id = ${job.lotId}`);
    await tx.execute(sql`
      update repack_jobs set status = 'cancelled', cancelled_by = ${actor.userId}, cancelled_at = now()
      where id = ${job.id}`);
  });
}
