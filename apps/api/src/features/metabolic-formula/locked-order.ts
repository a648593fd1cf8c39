import { type MfOrderStatus, mfMessages as m } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

type LockedOrder = { id: number; status: MfOrderStatus; inventorySiteId: number };

/**
 * The order, locked for a step that only a Submitted order takes: a second ship or cancel of it waits here and
 * then finds the order no longer Submitted.
 */
export async function lockedSubmittedOrder(tx: Tx, orderId: number, action: string): Promise<LockedOrder> {
  const { rows } = await tx.execute<LockedOrder>(sql`
    select id, status, inventory_site_id as "inventorySiteId" from mf_orders where id = ${orderId} for update`);
  const order = rows[0];
  if (!order) throw new HttpError(404, m.orderNotFound);
  if (order.status !== 'Submitted') throw new HttpError(400, m.wrongStatus(action, order.status));
  return order;
}
