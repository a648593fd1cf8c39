import { type CiOrderReceive, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { moveOrderStatus } from '../../platform/county-orders/order-status.ts';
import { recalledProductLots } from '../../platform/recalls/recalled-product-lots.ts';
import type { PostingRules } from '../../platform/stock/post-stock-document.ts';
import { receiveStockLines } from '../../platform/stock/receive-stock.ts';
import { HttpError } from '../../plugins/errors.ts';
import { orderDemand } from './order-ledger.ts';
import { findOrderHead, type OrderCaller, requireAction } from './scope.ts';

/**
 * POST …/Receive: bottles of one purchase arrive at the supplying site. One receipt document for the order's
 * demand, referenced by the supplier's invoice number; units are bottles × the bulk product's pack size. The
 * first receipt moves a Purchasing order to Received.
 */
export async function receiveForOrder(
  db: Db,
  caller: OrderCaller,
  form: CiOrderReceive,
  rules: PostingRules,
): Promise<void> {
  await withTx(db, caller, async (tx) => {
    const order = await findOrderHead(tx, caller.scope, form.orderId, true);
    requireAction(order, caller, 'receive', 'received');
    const { rows: purchases } = await tx.execute<{ supplierName: string; invoiceNumber: string }>(sql`
      select supplier_name as "supplierName", invoice_number as "invoiceNumber"
      from ci_order_purchases where id = ${form.purchaseId} and order_id = ${form.orderId}`);
    const purchase = purchases[0];
    if (!purchase) throw new HttpError(400, m.purchaseNotFound);
    const { rows: products } = await tx.execute<{ id: number; packSize: number }>(sql`
      select p.id, p.pack_size as "packSize" from ci_order_purchase_lines pl join ndc_products p on p.id = pl.product_id
      where pl.purchase_id = ${form.purchaseId}`);
    const packSize = new Map(products.map((p) => [p.id, p.packSize]));
    if (form.lines.some((line) => !packSize.has(line.productId)))
      throw new HttpError(400, m.receiptProductNotPurchased);
    // A recalled NDC and lot arrives recalled, so it is never repacked or shipped (decision 101).
    const recalls = await recalledProductLots(
      tx,
      form.lines.map((line) => ({ ndcProductId: line.productId, lotNumber: line.lotNumber })),
    );
    await receiveStockLines(
      tx,
      caller,
      {
        inventorySiteId: order.supplyingSiteId as number,
        sourceKind: 'supplier',
        sourceName: purchase.supplierName,
        reference: purchase.invoiceNumber,
        demand: orderDemand(form.orderId),
        lines: form.lines.map((line) => ({
          ndcProductId: line.productId,
          lotNumber: line.lotNumber,
          expiryDate: line.expiryDate,
          unitCost: line.unitCost === '' ? null : line.unitCost,
          quantity: line.bottles * (packSize.get(line.productId) as number),
          status: recalls.has(`${line.productId}:${line.lotNumber}`) ? 'recalled' : 'available',
        })),
      },
      rules,
    );
    await moveOrderStatus(tx, {
      orderId: form.orderId,
      to: 'Received',
      from: ['Purchasing'],
      userId: caller.userId,
    });
  });
}
