import { type MfEligibility, type MfOrderShip, mfMessages as m } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { allocateFefoMany, shipAllocations } from '../../platform/stock/allocate-stock.ts';
import type { PostingRules } from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockedSubmittedOrder } from './locked-order.ts';
import { mfOrderDemand } from './order-demand.ts';
import { mfOrderNumber } from './order-number.ts';

/**
 * POST …/Orders/Ship: every line picked first expiry first from the order's pharmacy (a lot held, recalled or
 * expired is never picked) and shipped on one ledger document for the order's demand, so the lots each patient got
 * are on the ledger. All or nothing: a product short refuses the whole shipment, saying how many units there are.
 */
export async function shipMfOrder(
  db: Db,
  actor: { userId: number },
  form: MfOrderShip,
  rules: PostingRules,
  today: string,
): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const order = await lockedSubmittedOrder(tx, form.orderId, 'shipped');
    // Placed while eligible is not enough: a patient found ineligible since gets nothing more.
    const { rows: enrolment } = await tx.execute<{ eligibility: MfEligibility }>(sql`
      select e.eligibility from mf_enrolments e join mf_orders o on o.patient_id = e.patient_id
      where o.id = ${order.id}`);
    const eligibility = enrolment[0]?.eligibility ?? 'Pending';
    if (eligibility !== 'Eligible') throw new HttpError(400, m.notEligible(eligibility));
    const { rows: lines } = await tx.execute<{
      productId: number;
      productName: string;
      quantity: number;
    }>(sql`
      select p.id as "productId", p.product_name as "productName", l.quantity
      from mf_order_lines l join ndc_products p on p.id = l.ndc_product_id
      where l.order_id = ${order.id}
      order by l.id`);
    const demand = mfOrderDemand(order.id);
    const outcomes = await allocateFefoMany(
      tx,
      lines.map((line) => ({
        inventorySiteId: order.inventorySiteId,
        ndcProductId: line.productId,
        quantity: line.quantity,
        demand,
        today,
      })),
    );
    outcomes.forEach((outcome, i) => {
      const line = lines[i] as (typeof lines)[number];
      if ('short' in outcome)
        throw new HttpError(400, m.shipShort(line.productName, outcome.short.available));
    });
    await shipAllocations(
      tx,
      actor,
      { inventorySiteId: order.inventorySiteId, demand, reference: mfOrderNumber(order.id) },
      rules,
    );
    await tx.execute(sql`
      update mf_orders set status = 'Shipped', shipped_by = ${actor.userId}, shipped_at = now()
      where id = ${order.id}`);
  });
}
