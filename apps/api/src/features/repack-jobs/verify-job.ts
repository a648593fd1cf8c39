import {
  repackJobMessages as m,
  type RepackJobReject,
  type RepackJobRelease,
} from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { requireSignature } from '../../platform/auth/electronic-signature.ts';
import { type PostingRules, postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type JobRow, lockJob } from './job-row.ts';

/** Why `userId` may not release or reject the job (the four-eyes rule), or null. */
export function verifyBlockedReason(
  job: Pick<JobRow, 'status' | 'startedBy'>,
  userId: number,
): string | null {
  if (job.status !== 'pending_verification') return m.notPending;
  if (job.startedBy === userId) return m.ownJob;
  return null;
}

/**
 * The signer proves who they are before anything is locked (a wrong password is recorded on its own), then the
 * job is locked and checked again: another pharmacist may have signed it meanwhile.
 */
async function signJob(
  db: Db,
  userId: number,
  input: { jobId: number; password: string },
  change: (tx: Tx, job: JobRow & { lotId: number }, method: 'password') => Promise<void>,
) {
  const { rows } = await db.execute<Pick<JobRow, 'status' | 'startedBy'>>(
    sql`select status, started_by as "startedBy" from repack_jobs where id = ${input.jobId}`,
  );
  if (!rows[0]) throw new HttpError(404, m.notFound);
  const blocked = verifyBlockedReason(rows[0], userId);
  if (blocked) throw new HttpError(400, blocked);
  const method = await requireSignature(db, userId, input.password);
  await withTx(db, { userId }, async (tx) => {
    const job = await lockJob(tx, input.jobId);
    const stillBlocked = verifyBlockedReason(job, userId);
    if (stillBlocked || job.lotId === null) throw new HttpError(400, stillBlocked ?? m.notPending);
    await change(tx, { ...job, lotId: job.lotId }, method);
  });
}

/** The pharmacist's release: the cards become available stock. */
export function releaseJob(db: Db, userId: number, input: RepackJobRelease): Promise<void> {
  return signJob(db, userId, input, async (tx, job, method) => {
    await tx.execute(sql`
      update stock_lots set status = 'available', status_note = ${`Released with repack job #${job.id}`}
      where id = ${job.lotId}`);
    await tx.execute(sql`
      update repack_jobs set status = 'released', verified_by = ${userId}, verified_at = now(),
        signature_method = ${method}, signature_meaning = 'Released'
      where id = ${job.id}`);
  });
}

/** The pharmacist's rejection: the cards are destroyed (one adjustment document) and their lot marked damaged. */
export function rejectJob(
  db: Db,
  userId: number,
  input: RepackJobReject,
  rules: PostingRules,
): Promise<void> {
  return signJob(db, userId, input, async (tx, job, method) => {
    const { rows } = await tx.execute<{ onHand: number }>(
      sql`select on_hand as "onHand" from stock_lots where id = ${job.lotId}`,
    );
    const onHand = rows[0]?.onHand ?? 0;
    let destructionDocumentId: number | null = null;
    if (onHand > 0)
      ({ documentId: destructionDocumentId } = await postStockDocument(
        tx,
        { userId },
        {
          kind: 'adjustment',
          inventorySiteId: job.inventorySiteId,
          reference: `Repack job #${job.id} rejected`,
          note: input.reason,
          lines: [{ lotId: job.lotId, quantity: -onHand, reasonCode: 'destroyed' }],
        },
        rules,
      ));
    await tx.execute(sql`
      update stock_lots set status = 'damaged', status_note = ${`Rejected with repack job #${job.id}: ${input.reason}`.slice(0, 500)}
      where id = ${job.lotId}`);
    await tx.execute(sql`
      update repack_jobs set status = 'rejected', verified_by = ${userId}, verified_at = now(),
        signature_method = ${method}, signature_meaning = 'Rejected', rejection_reason = ${input.reason},
        destruction_document_id = ${destructionDocumentId}
      where id = ${job.id}`);
  });
}
