import type { MfOrderCancel } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { lockedSubmittedOrder } from './locked-order.ts';

/**
 * POST …/Orders/Cancel: a submitted order is withdrawn with its reason and frees its period for a new order. It
 * holds no stock (units are set aside and shipped in one step), so nothing goes back to the shelf.
 */
export async function cancelMfOrder(db: Db, actor: { userId: number }, form: MfOrderCancel): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const order = await lockedSubmittedOrder(tx, form.orderId, 'cancelled');
    await tx.execute(sql`
      update mf_orders set status = 'Cancelled', cancelled_by = ${actor.userId}, cancelled_at = now(),
        cancel_reason = ${form.reason}
      where id = ${order.id}`);
  });
}
