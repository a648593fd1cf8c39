import { stockCountMessages as m, type StockCountEntry } from '@homer/contracts/stock-counts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { stockCountLines } from '../../db/schema/stock-counts.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockCount } from './count-row.ts';
import { lotWatermarks } from './lot-watermarks.ts';

/**
 * Records what the shelf holds for one line: its count while the count is open, its recount while the count is in
 * Recount (only lines with a variance). Either way the lot's last movement is kept with it, so movements posted
 * after the snapshot but before this moment count as expected, and those after it do not.
 */
export async function enterCount(db: Db, actor: Actor, entry: StockCountEntry): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const count = await lockCount(tx, entry.countId, 'share');
    if (count.status !== 'open' && count.status !== 'recount') throw new HttpError(400, m.notCounting);
    const [line] = await tx
      .select({ lotId: stockCountLines.lotId, needsRecount: stockCountLines.needsRecount })
      .from(stockCountLines)
      .where(and(eq(stockCountLines.id, entry.lineId), eq(stockCountLines.countId, count.id)))
      .for('update');
    if (!line) throw new HttpError(404, m.lineNotFound);
    if (count.status === 'recount' && !line.needsRecount) throw new HttpError(400, m.notRecounting);
    const mark = (await lotWatermarks(tx, [line.lotId])).get(line.lotId);
    if (!mark) throw new Error('a counted lot vanished');
    const now = sql`now()`;
    await tx
      .update(stockCountLines)
      .set(
        count.status === 'open'
          ? {
              countedQuantity: entry.quantity,
              countedMovementId: mark.lastMovementId,
              countedBy: actor.userId,
              countedAt: now,
            }
          : {
              recountQuantity: entry.quantity,
              recountMovementId: mark.lastMovementId,
              recountedBy: actor.userId,
              recountedAt: now,
            },
      )
      .where(eq(stockCountLines.id, entry.lineId));
  });
}
