import type { CiOrderStatus } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import { textArray } from '../../db/id-array.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * Moves a county order to a status and records who did it and when (decision 107). Shared by the order's own
 * commands and by repack jobs, whose start moves a Received order to Repacking. `from` guards the move: an order
 * not in one of those statuses is left as it is, and false says so.
 */
export async function moveOrderStatus(
  tx: Tx,
  move: { orderId: number; to: CiOrderStatus; from: readonly CiOrderStatus[]; userId: number; note?: string },
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update ci_orders set status = ${move.to}, updated_at = now()
    where id = ${move.orderId} and status = any(${textArray(move.from)})
    returning id`);
  if (rows.length === 0) return false;
  await tx.execute(sql`
    insert into ci_order_events (order_id, status, user_id, note)
    values (${move.orderId}, ${move.to}, ${move.userId}, ${move.note ?? ''})`);
  return true;
}

/** Records the order's first event (its creation as a draft). */
export async function recordOrderCreated(tx: Tx, orderId: number, userId: number): Promise<void> {
  await tx.execute(
    sql`insert into ci_order_events (order_id, status, user_id) values (${orderId}, 'Draft', ${userId})`,
  );
}

/** The statuses in which a county order's cards may be repacked: approved and not yet shipped or cancelled. */
export const repackableOrderStatuses: readonly CiOrderStatus[] = [
  'Approved',
  'Purchasing',
  'Received',
  'Repacking',
];

/**
 * Whether a repack job at `siteId` making `productId` may be for the order: the order is supplied from that site,
 * orders that product, and is approved and still open. Locks the order so a cancel cannot slip in between.
 */
export async function orderTakesRepackJob(
  tx: Tx,
  job: { orderId: number; siteId: number; productId: number },
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select o.id from ci_orders o
    where o.id = ${job.orderId} and o.supplying_site_id = ${job.siteId}
      and o.status = any(${textArray(repackableOrderStatuses)})
      and exists (select 1 from ci_order_items i where i.order_id = o.id and i.product_id = ${job.productId})
    for update of o`);
  return rows.length > 0;
}
