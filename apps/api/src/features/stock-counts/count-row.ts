import { stockCountMessages as m, type StockCountStatus } from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

export type CountRow = {
  id: number;
  inventorySiteId: number;
  status: StockCountStatus;
  startedBy: number | null;
  countedBy: number | null;
};

/**
 * The count, locked: `update` for a change of its status, `share` for entering counts, so counters work side by
 * side while a submit or verify waits for them (and they for it). Lines are always locked after their count.
 */
export async function lockCount(tx: Tx, countId: number, mode: 'update' | 'share'): Promise<CountRow> {
  const { rows } = await tx.execute<CountRow>(sql`
    select id, inventory_site_id as "inventorySiteId", status, started_by as "startedBy",
      counted_by as "countedBy"
    from stock_counts where id = ${countId} for ${sql.raw(mode)}`);
  const count = rows[0];
  if (!count) throw new HttpError(404, m.notFound);
  return count;
}
