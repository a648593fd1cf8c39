import { type CiOrderCountyReceipt, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { moveOrderStatus } from '../../platform/county-orders/order-status.ts';
import { HttpError } from '../../plugins/errors.ts';
import { orderLedgerLines } from './order-ledger.ts';
import { findOrderHead, type OrderCaller, requireAction } from './scope.ts';

/**
 * POST …/ConfirmReceipt: the county says, for every product shipped, how many cards arrived fit to use and how
 * many it rejected (broken seals, wrong product); the two add up to what the ledger says was shipped.
 */
export async function confirmCountyReceipt(
  db: Db,
  caller: OrderCaller,
  form: CiOrderCountyReceipt,
): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, form.orderId, true);
    requireAction(order, caller, 'countyReceipt', 'received');
    const shipped = (await orderLedgerLines(tx, form.orderId))
      .map((line) => ({ ...line, cards: Math.floor(line.unitsShipped / line.countPerCard) }))
      .filter((line) => line.cards > 0);
    // Each shipped product once, and nothing else.
    const given = new Map(form.items.map((item) => [item.itemId, item]));
    if (
      given.size !== form.items.length ||
      given.size !== shipped.length ||
      shipped.some((l) => !given.has(l.itemId))
    )
      throw new HttpError(400, m.receiptItemsMismatch);
    for (const line of shipped) {
      const item = given.get(line.itemId) as CiOrderCountyReceipt['items'][number];
      if (item.cardsReceived + item.cardsRejected !== line.cards)
        throw new HttpError(400, m.receiptDoesNotAdd(line.itemName, line.cards));
    }
    if (form.items.some((item) => item.cardsRejected > 0) && form.note.trim() === '')
      throw new HttpError(400, m.rejectedNoteRequired);
    const col = (pick: (i: CiOrderCountyReceipt['items'][number]) => number) => idArray(form.items.map(pick));
    await tx.execute(sql`
      update ci_order_items i set cards_received = t.received, cards_rejected = t.rejected
      from unnest(${col((i) => i.itemId)}, ${col((i) => i.cardsReceived)}, ${col((i) => i.cardsRejected)})
        as t(id, received, rejected)
      where i.id = t.id and i.order_id = ${form.orderId}`);
    await moveOrderStatus(tx, {
      orderId: form.orderId,
      to: 'Received by county',
      from: ['Shipped'],
      userId: caller.userId,
      note: form.note,
    });
  });
}
