import {
  beyondUseDate,
  lineClearanceItems,
  repackJobMessages as m,
  type RepackJobStart,
} from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { textArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { moveOrderStatus, orderTakesRepackJob } from '../../platform/county-orders/order-status.ts';
import { allocateFromLot } from '../../platform/stock/allocate-from-lot.ts';
import { arrivingLot } from '../../platform/stock/receive-stock.ts';
import { HttpError } from '../../plugins/errors.ts';
import { jobDemand, jobSources, lockJob } from './job-row.ts';

/** The new lot's number: one per job, so a label, a recall or a count names the job it came from. */
export const repackLotNumber = (jobId: number) => `RP${String(jobId).padStart(6, '0')}`;

/**
 * Starts a draft at the technician's repack workstation once every line clearance item is confirmed: the source
 * units are set aside for the job (so nothing else ships them), the new lot is made in quarantine, and the
 * beyond-use date is fixed from today's repack date, so labels can be printed while the job runs.
 */
export async function startJob(
  db: Db,
  actor: Actor & { userId: number },
  input: RepackJobStart,
  today: string,
): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const job = await lockJob(tx, input.jobId);
    if (job.status !== 'draft') throw new HttpError(400, m.notDraftToStart);
    // The order's cards are being made: it moves on to Repacking (a later job of the same order leaves it so).
    // First, before any lot: an order's commands lock the order, then lots, and so must this. An order cancelled
    // or shipped since the job was planned takes no more cards.
    if (job.ciOrderId !== null) {
      const order = { orderId: job.ciOrderId, siteId: job.inventorySiteId, productId: job.outputProductId };
      if (!(await orderTakesRepackJob(tx, order))) throw new HttpError(400, m.orderNotForJob);
      await moveOrderStatus(tx, {
        orderId: job.ciOrderId,
        to: 'Repacking',
        from: ['Approved', 'Purchasing', 'Received'],
        userId: actor.userId,
      });
    }
    const confirmed = new Set(input.lineClearance);
    if (lineClearanceItems.some((item) => !confirmed.has(item.key)))
      throw new HttpError(400, m.checklistIncomplete);
    const { rows: users } = await tx.execute<{ workstationId: number | null }>(
      sql`select ci_workstation_id as "workstationId" from users where id = ${actor.userId}`,
    );
    const workstationId = users[0]?.workstationId ?? null;
    if (workstationId === null) throw new HttpError(400, m.workstationRequired);

    const { rows: policies } = await tx.execute<{ months: number; quarterOfRemaining: boolean }>(sql`
      select bud_months as months, bud_quarter_of_remaining as "quarterOfRemaining"
      from ndc_products where id = ${job.outputProductId}`);
    const policy = policies[0] ?? { months: 12, quarterOfRemaining: false };
    const sources = await jobSources(tx, job.id);
    const expiries = sources.map((s) => {
      if (s.expiryDate === null) throw new HttpError(400, m.sourceNoExpiry(s.lotNumber));
      return s.expiryDate;
    });
    const bud = beyondUseDate(today, expiries, policy);
    if (bud.date <= today) throw new HttpError(400, m.budPassed);

    // In lot id order, as every posting locks lots (decision 098), so a start and a posting cannot deadlock.
    for (const source of [...sources].sort((x, y) => x.lotId - y.lotId))
      await allocateFromLot(tx, {
        lotId: source.lotId,
        quantity: source.quantity,
        demand: jobDemand(job.id),
        inventorySiteId: job.inventorySiteId,
        ndcProductId: job.sourceProductId,
        today,
      });
    const lotId = await arrivingLot(tx, {
      inventorySiteId: job.inventorySiteId,
      ndcProductId: job.outputProductId,
      lotNumber: repackLotNumber(job.id),
      expiryDate: bud.date,
      sourceKind: 'repack',
      sourceName: `Repack job #${job.id}`,
      status: 'quarantine',
    });
    await tx.execute(sql`
      update repack_jobs set status = 'in_process', started_by = ${actor.userId}, started_at = now(),
        line_clearance = ${textArray(lineClearanceItems.map((i) => i.key))},
        ci_workstation_id = ${workstationId}, lot_id = ${lotId}, beyond_use_date = ${bud.date},
        bud_rule = ${bud.rule}, bud_months = ${policy.months}, bud_quarter_of_remaining = ${policy.quarterOfRemaining}
      where id = ${job.id}`);
  });
}
