import { type CiOrderStatus, ciOrderCancellable, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { moveOrderStatus } from '../../platform/county-orders/order-status.ts';
import { releaseAllocations } from '../../platform/stock/allocate-stock.ts';
import { HttpError } from '../../plugins/errors.ts';
import { orderDemand } from './order-ledger.ts';
import { findOrderHead, type OrderCaller, requireAction } from './scope.ts';

/** POST …/Submit: the county sends its draft to the pharmacy. */
export async function submitOrder(db: Db, caller: OrderCaller, orderId: number): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, orderId, true);
    requireAction(order, caller, 'submit', 'submitted');
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ci_order_items where order_id = ${orderId}`,
    );
    if ((rows[0]?.n ?? 0) === 0) throw new HttpError(400, m.itemsRequired);
    await tx.execute(
      sql`update ci_orders set order_date = (now() at time zone 'UTC')::date where id = ${orderId}`,
    );
    await moveOrderStatus(tx, { orderId, to: 'Submitted', from: ['Draft'], userId: caller.userId });
  });
}

/** POST …/Approve: the supplying pharmacy's manager accepts the order. */
export async function approveOrder(db: Db, caller: OrderCaller, orderId: number): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, orderId, true);
    requireAction(order, caller, 'approve', 'approved');
    await moveOrderStatus(tx, { orderId, to: 'Approved', from: ['Submitted'], userId: caller.userId });
  });
}

/**
 * POST …/Cancel: before anything has shipped. Units set aside for the order go back; bottles already received
 * stay in the pharmacy's stock, and repack jobs of the order are left to their own steps.
 */
export async function cancelOrder(
  db: Db,
  caller: OrderCaller,
  orderId: number,
  reason: string,
): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, orderId, true);
    requireAction(order, caller, 'cancel', 'cancelled');
    await releaseAllocations(tx, orderDemand(orderId));
    await moveOrderStatus(tx, {
      orderId,
      to: 'Cancelled',
      from: ciOrderCancellable as CiOrderStatus[],
      userId: caller.userId,
      note: reason,
    });
  });
}

/** POST …/Close: the county has said what arrived; the pharmacy closes the order. */
export async function closeOrder(db: Db, caller: OrderCaller, orderId: number): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, orderId, true);
    requireAction(order, caller, 'close', 'closed');
    await moveOrderStatus(tx, { orderId, to: 'Closed', from: ['Received by county'], userId: caller.userId });
  });
}
