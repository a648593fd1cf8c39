import { type CiOrderPurchaseSave, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { moveOrderStatus } from '../../platform/county-orders/order-status.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findOrderHead, type OrderCaller, requireAction } from './scope.ts';

/**
 * POST …/SavePurchase: a supplier invoice of bulk bottles for the order (id 0 adds one). Its lines are bulk
 * products the order's items are made from; saving replaces them whole. The first purchase moves an Approved order
 * to Purchasing.
 */
export async function savePurchase(db: Db, caller: OrderCaller, form: CiOrderPurchaseSave): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, form.orderId, true);
    requireAction(order, caller, 'purchase', 'bought for');
    const { rows: sources } = await tx.execute<{ id: number }>(sql`
      select p.repack_source_product_id as id from ci_order_items i join ndc_products p on p.id = i.product_id
      where i.order_id = ${form.orderId}`);
    const bulk = new Set(sources.map((s) => s.id));
    if (form.lines.some((line) => !bulk.has(line.productId)))
      throw new HttpError(400, m.purchaseProductNotOrdered);
    if (form.purchaseOrderId !== 0) {
      const { rows } = await tx.execute(
        sql`select 1 from purchase_orders where id = ${form.purchaseOrderId}`,
      );
      if (rows.length === 0) throw new HttpError(400, m.purchaseOrderNotFound);
    }
    const purchaseOrderId = form.purchaseOrderId === 0 ? null : form.purchaseOrderId;
    let purchaseId = form.id;
    try {
      if (purchaseId === 0) {
        const { rows } = await tx.execute<{ id: number }>(sql`
          insert into ci_order_purchases (order_id, supplier_name, invoice_number, purchase_order_id)
          values (${form.orderId}, ${form.supplierName}, ${form.invoiceNumber}, ${purchaseOrderId}) returning id`);
        purchaseId = (rows[0] as { id: number }).id;
      } else {
        const { rows } = await tx.execute(sql`
          update ci_order_purchases set supplier_name = ${form.supplierName}, invoice_number = ${form.invoiceNumber},
            purchase_order_id = ${purchaseOrderId}
          where id = ${purchaseId} and order_id = ${form.orderId} returning id`);
        if (rows.length === 0) throw new HttpError(404, m.purchaseNotFound);
        await tx.execute(sql`delete from ci_order_purchase_lines where purchase_id = ${purchaseId}`);
      }
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new HttpError(409, m.invoiceNumberTaken);
      throw error;
    }
    const col = (pick: (l: CiOrderPurchaseSave['lines'][number]) => number) => idArray(form.lines.map(pick));
    await tx.execute(sql`
      insert into ci_order_purchase_lines (purchase_id, product_id, bottles_ordered, bottles_invoiced)
      select ${purchaseId}, p, o, i
      from unnest(${col((l) => l.productId)}, ${col((l) => l.bottlesOrdered)}, ${col((l) => l.bottlesInvoiced)})
        as t(p, o, i)`);
    await moveOrderStatus(tx, {
      orderId: form.orderId,
      to: 'Purchasing',
      from: ['Approved'],
      userId: caller.userId,
    });
  });
}
