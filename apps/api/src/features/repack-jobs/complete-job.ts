import { repackJobMessages as m, type RepackJobComplete } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { releaseAllocations } from '../../platform/stock/allocate-stock.ts';
import {
  type PostingRules,
  postStockDocument,
  StockRefusal,
} from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { jobDemand, jobSources, lockJob } from './job-row.ts';

/** Units used from each source, first expiry first; what the job set aside beyond that goes back to its lot. */
export function unitsUsedBySource(taken: readonly number[], used: number): number[] {
  let left = used;
  return taken.map((quantity) => {
    const from = Math.min(quantity, left);
    left -= from;
    return from;
  });
}

/** The new lot's cost per unit: what the units used cost, waste and samples included, over the units made. */
export function repackUnitCost(
  sources: readonly { used: number; unitCost: string | null }[],
  cardUnits: number,
): string | null {
  if (cardUnits === 0 || sources.some((s) => s.used > 0 && s.unitCost === null)) return null;
  const total = sources.reduce((sum, s) => sum + s.used * Number(s.unitCost ?? 0), 0);
  return (total / cardUnits).toFixed(4);
}

/**
 * Ends the job with what was really made: one repack document takes the units used out of the source lots and
 * puts the cards' units into the new lot, which stays in quarantine for the pharmacist. Units set aside but not
 * used are released back to their lots.
 */
export async function completeJob(
  db: Db,
  actor: Actor,
  input: RepackJobComplete,
  rules: PostingRules,
): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const job = await lockJob(tx, input.jobId);
    if (job.status !== 'in_process' || job.lotId === null) throw new HttpError(400, m.notInProcess);
    if (input.actualCards === 0) throw new HttpError(400, m.nothingMade);
    const cardUnits = input.actualCards * job.countPerCard;
    const used = cardUnits + input.wasteUnits + input.sampleUnits;
    const sources = await jobSources(tx, job.id);
    const taken = sources.reduce((sum, s) => sum + s.quantity, 0);
    if (used > taken) throw new HttpError(400, m.usedMoreThanTaken(used, taken));

    const perSource = unitsUsedBySource(
      sources.map((s) => s.quantity),
      used,
    );
    const usedSources = sources.map((s, i) => ({ ...s, used: perSource[i] ?? 0 }));
    try {
      await releaseAllocations(tx, jobDemand(job.id));
      const { documentId } = await postStockDocument(
        tx,
        actor,
        {
          kind: 'repack',
          inventorySiteId: job.inventorySiteId,
          reference: `Repack job #${job.id}`,
          demand: jobDemand(job.id),
          lines: [
            ...usedSources
              .filter((s) => s.used > 0)
              .map((s) => ({ lotId: s.lotId, quantity: -s.used, reasonCode: 'repack' })),
            { lotId: job.lotId, quantity: cardUnits, reasonCode: 'repack' },
          ],
        },
        rules,
      );
      await tx.execute(sql`
        update repack_job_sources s set used = u.used
        from unnest(${idArray(usedSources.map((u) => u.lotId))}, ${idArray(usedSources.map((u) => u.used))})
          as u(lot_id, used)
        where s.job_id = ${job.id} and s.lot_id = u.lot_id`);
      await tx.execute(sql`
        update stock_lots set unit_cost = ${repackUnitCost(usedSources, cardUnits)} where id = ${job.lotId}`);
      await tx.execute(sql`
        update repack_jobs set status = 'pending_verification', actual_cards = ${input.actualCards},
          waste_units = ${input.wasteUnits}, sample_units = ${input.sampleUnits}, completed_at = now(),
          document_id = ${documentId}
        where id = ${job.id}`);
    } catch (error) {
      if (error instanceof StockRefusal)
        throw new HttpError(400, `The job cannot be completed: ${error.message}`);
      throw error;
    }
  });
}
