import { stockCountMessages as m } from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockCount } from './count-row.ts';
import { lineVarianceSql } from './line-variance.ts';

/** Refuses while lines are still waiting, naming the first few lots so the counter can find them. */
async function requireAllEntered(tx: Tx, countId: number, recount: boolean) {
  const waiting = recount
    ? sql`l.needs_recount and l.recount_quantity is null`
    : sql`l.counted_quantity is null`;
  const { rows } = await tx.execute<{ lot: string; total: number }>(sql`
    select sl.lot_number || ' (' || p.ndc || ')' as lot, count(*) over ()::int as total
    from stock_count_lines l join stock_lots sl on sl.id = l.lot_id join ndc_products p on p.id = sl.ndc_product_id
    where l.count_id = ${countId} and ${waiting} order by p.product_name, sl.lot_number limit 3`);
  const first = rows[0];
  if (!first) return;
  const more = first.total > rows.length ? ` and ${first.total - rows.length} more` : '';
  const what = recount ? 'recounted' : 'counted';
  throw new HttpError(
    400,
    `${first.total} ${first.total === 1 ? 'line is' : 'lines are'} not ${what} yet: lot ${rows.map((r) => r.lot).join(', ')}${more}.`,
  );
}

/**
 * Ends counting. Lines whose count differs from what the lot held go to a recount (a second look, possibly by
 * someone else); with none, the count awaits verification. Ending the recount sends it to verification.
 */
export async function submitCount(db: Db, actor: Actor, countId: number): Promise<string> {
  return withTx(db, actor, async (tx) => {
    const count = await lockCount(tx, countId, 'update');
    if (count.status === 'recount') {
      await requireAllEntered(tx, count.id, true);
      await tx.execute(sql`update stock_counts set status = 'pending_verification' where id = ${count.id}`);
      return m.submittedToVerify;
    }
    if (count.status !== 'open') throw new HttpError(400, m.notCounting);
    await requireAllEntered(tx, count.id, false);
    const { rows } = await tx.execute<{ n: number }>(sql`
      with flagged as (
        update stock_count_lines l set needs_recount = ${lineVarianceSql} <> 0
        where l.count_id = ${count.id} returning needs_recount)
      select count(*) filter (where needs_recount)::int as n from flagged`);
    const recount = (rows[0]?.n ?? 0) > 0;
    await tx.execute(sql`
      update stock_counts set status = ${recount ? 'recount' : 'pending_verification'},
        counted_by = ${actor.userId}, counted_at = now()
      where id = ${count.id}`);
    return recount ? m.submittedToRecount : m.submittedToVerify;
  });
}

/** Abandons a count that is not posted; its lines stay for the record, and the site may start another. */
export async function cancelCount(db: Db, actor: Actor, countId: number): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const count = await lockCount(tx, countId, 'update');
    if (count.status === 'posted')
      throw new HttpError(400, 'A posted count cannot be cancelled; post an adjustment instead.');
    if (count.status === 'cancelled') throw new HttpError(400, 'This count is already cancelled.');
    await tx.execute(sql`
      update stock_counts set status = 'cancelled', cancelled_by = ${actor.userId}, cancelled_at = now()
      where id = ${count.id}`);
  });
}
