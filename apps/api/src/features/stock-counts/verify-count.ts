import { stockCountMessages as m } from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import {
  type PostingRules,
  postStockDocument,
  StockRefusal,
} from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type CountRow, lockCount } from './count-row.ts';
import { lineVarianceSql } from './line-variance.ts';

/** Why `userId` may not verify the count (the four-eyes rule), or null. */
export async function verifyBlockedReason(
  tx: Tx | Db,
  count: CountRow,
  userId: number,
): Promise<string | null> {
  if (count.status !== 'pending_verification') return 'This count is not awaiting verification.';
  if (count.startedBy === userId)
    return 'You started this count: a pharmacist who neither started nor counted it verifies it.';
  const { rows } = await tx.execute(sql`
    select 1 from stock_count_lines
    where count_id = ${count.id} and (counted_by = ${userId} or recounted_by = ${userId}) limit 1`);
  if (count.countedBy === userId || rows.length > 0)
    return 'You counted this count: a pharmacist who neither started nor counted it verifies it.';
  return null;
}

/**
 * Verifies the count and posts its variance as one count document (reason count_variance); lines without a
 * variance post nothing. A variance the ledger refuses (units allocated to shipments cannot be counted away)
 * comes back as the ledger's message naming the lot and what it has available, and nothing is posted.
 */
export async function verifyCount(
  db: Db,
  actor: Actor & { userId: number },
  countId: number,
  rules: PostingRules,
) {
  return withTx(db, actor, async (tx) => {
    const count = await lockCount(tx, countId, 'update');
    const blocked = await verifyBlockedReason(tx, count, actor.userId);
    if (blocked) throw new HttpError(400, blocked);
    const { rows } = await tx.execute<{ lotId: number; variance: number }>(sql`
      select l.lot_id as "lotId", ${lineVarianceSql} as variance
      from stock_count_lines l where l.count_id = ${count.id} order by l.lot_id`);
    const lines = rows
      .filter((r) => r.variance !== 0)
      .map((r) => ({ lotId: r.lotId, quantity: r.variance, reasonCode: 'count_variance' }));
    let documentId: number | null = null;
    try {
      if (lines.length > 0)
        ({ documentId } = await postStockDocument(
          tx,
          actor,
          {
            kind: 'count',
            inventorySiteId: count.inventorySiteId,
            reference: `Stock count #${count.id}`,
            lines,
          },
          rules,
        ));
    } catch (error) {
      if (error instanceof StockRefusal)
        throw new HttpError(
          400,
          `The count cannot be posted: ${error.message} Release what is allocated from the lot, or cancel the count.`,
        );
      throw error;
    }
    await tx.execute(sql`
      update stock_counts set status = 'posted', verified_by = ${actor.userId}, verified_at = now(),
        document_id = ${documentId}
      where id = ${count.id}`);
    return m.posted;
  });
}
