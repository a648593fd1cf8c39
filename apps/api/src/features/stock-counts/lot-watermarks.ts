import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Tx } from '../../db/tx.ts';

export type LotWatermark = { lotId: number; onHand: number; lastMovementId: number };

/**
 * Each lot's on hand with its last movement, read consistently: the lots are share-locked first, so a posting
 * still in flight (it holds the lot's row lock from before its movements get their ids) finishes before the
 * second statement reads, and none can start until this transaction ends. The on hand read is then exactly
 * the sum of the lot's movements up to the watermark.
 */
export async function lotWatermarks(tx: Tx, lotIds: readonly number[]): Promise<Map<number, LotWatermark>> {
  if (lotIds.length === 0) return new Map();
  await tx.execute(sql`select id from stock_lots where id = any(${idArray(lotIds)}) order by id for share`);
  const { rows } = await tx.execute<{ lotId: number; onHand: number; lastMovementId: string }>(sql`
    select l.id as "lotId", l.on_hand as "onHand",
      coalesce((select max(m.id) from stock_movements m where m.lot_id = l.id), 0) as "lastMovementId"
    from stock_lots l where l.id = any(${idArray(lotIds)})`);
  return new Map(rows.map((r) => [r.lotId, { ...r, lastMovementId: Number(r.lastMovementId) }]));
}
