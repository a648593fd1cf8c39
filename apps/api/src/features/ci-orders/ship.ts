import { type CiOrderShip, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { moveOrderStatus } from '../../platform/county-orders/order-status.ts';
import { allocateFefoMany, shipAllocations } from '../../platform/stock/allocate-stock.ts';
import type { PostingRules } from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { orderDemand } from './order-ledger.ts';
import { findOrderHead, type OrderCaller, requireAction } from './scope.ts';

/**
 * POST …/Ship: the cards leave the supplying site, first expiry first from released lots (a lot in quarantine,
 * recalled or expired is never picked), on one shipment document for the order's demand. All or nothing: a
 * product without enough released cards refuses the whole shipment, saying how many there are.
 */
export async function shipOrder(
  db: Db,
  caller: OrderCaller,
  form: CiOrderShip,
  rules: PostingRules,
  today: string,
): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, form.orderId, true);
    requireAction(order, caller, 'ship', 'shipped');
    const { rows: items } = await tx.execute<{
      id: number;
      productId: number;
      productName: string;
      countPerCard: number;
      cardsOrdered: number;
    }>(sql`
      select i.id, p.id as "productId", p.product_name as "productName", p.pack_size as "countPerCard",
        i.cards_ordered as "cardsOrdered"
      from ci_order_items i join ndc_products p on p.id = i.product_id
      where i.order_id = ${form.orderId}`);
    const byId = new Map(items.map((item) => [item.id, item]));
    const picks = form.items
      .filter((line) => line.cards > 0)
      .map((line) => {
        const item = byId.get(line.itemId);
        if (!item) throw new HttpError(400, m.shipItemUnknown);
        if (line.cards > item.cardsOrdered) throw new HttpError(400, m.shipMoreThanOrdered(item.productName));
        return { item, units: line.cards * item.countPerCard };
      });
    const outcomes = await allocateFefoMany(
      tx,
      picks.map(({ item, units }) => ({
        inventorySiteId: order.supplyingSiteId as number,
        ndcProductId: item.productId,
        quantity: units,
        demand: orderDemand(form.orderId),
        today,
      })),
    );
    outcomes.forEach((outcome, i) => {
      const { item } = picks[i] as (typeof picks)[number];
      if ('short' in outcome)
        throw new HttpError(
          400,
          m.shipShort(item.productName, Math.floor(outcome.short.available / item.countPerCard)),
        );
    });
    await shipAllocations(
      tx,
      caller,
      {
        inventorySiteId: order.supplyingSiteId as number,
        demand: orderDemand(form.orderId),
        reference: order.orderNumber,
      },
      rules,
    );
    await moveOrderStatus(tx, {
      orderId: form.orderId,
      to: 'Shipped',
      from: ['Received', 'Repacking'],
      userId: caller.userId,
    });
  });
}
