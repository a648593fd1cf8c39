import { type CiOrderReturn, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { type PostingRules, postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { orderDemand } from './order-ledger.ts';
import { findOrderHead, type OrderCaller, requireAction } from './scope.ts';

/**
 * POST …/ReturnToSupplier: units of a lot received for this order go back to the supplier (damaged, short-dated,
 * the wrong product). An adjustment with reason returned_to_supplier, for the order's demand, so the short/over
 * line counts it as product returned. Only free units: what a job or shipment has set aside stays.
 */
export async function returnToSupplier(
  db: Db,
  caller: OrderCaller,
  form: CiOrderReturn,
  rules: PostingRules,
): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, form.orderId, true);
    requireAction(order, caller, 'returnStock', 'returned from');
    const { rows } = await tx.execute<{ free: number; invoiceNumber: string | null }>(sql`
      select l.on_hand - l.allocated as free,
        (select d.reference from stock_documents d join stock_movements m on m.document_id = d.id
         where d.demand_kind = 'ci_order' and d.demand_id = ${form.orderId} and d.kind = 'receipt'
           and m.lot_id = l.id order by d.id limit 1) as "invoiceNumber"
      from stock_lots l
      where l.id = ${form.lotId} and l.inventory_site_id = ${order.supplyingSiteId}
      for update of l`);
    const lot = rows[0];
    if (!lot || lot.invoiceNumber === null) throw new HttpError(400, m.returnLotNotOurs);
    if (form.units > lot.free) throw new HttpError(400, m.returnTooMany(Math.max(lot.free, 0)));
    await postStockDocument(
      tx,
      caller,
      {
        kind: 'adjustment',
        inventorySiteId: order.supplyingSiteId as number,
        reference: lot.invoiceNumber,
        note: form.note || null,
        demand: orderDemand(form.orderId),
        lines: [{ lotId: form.lotId, quantity: -form.units, reasonCode: 'returned_to_supplier' }],
      },
      rules,
    );
  });
}
