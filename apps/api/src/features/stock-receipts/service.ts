import type { Envelope } from '@homer/contracts/envelope';
import {
  stockReceiptMessages as m,
  ndcDigitsOf,
  type ReceivedLot,
  type StockLineCheck,
  type StockLineCheckResult,
  type StockProduct,
  type StockReceiptForm,
  type StockReceiptResult,
} from '@homer/contracts/stock-receipts';
import { and, eq, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { purchaseOrders } from '../../db/schema/ba.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { stockReceipts } from '../../db/schema/stock-transfers.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { recalledProductLots } from '../../platform/recalls/recalled-product-lots.ts';
import { type PostingRules, StockRefusal } from '../../platform/stock/post-stock-document.ts';
import { receiveStockLines } from '../../platform/stock/receive-stock.ts';
import { receivedAt } from '../../platform/stock/received-at.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { productsByNdc } from './products.ts';

type Refusal = { line: number; unknownNdc: boolean };
type ReceiptEnvelope = Envelope<StockReceiptResult, Refusal>;

const refusedLine = (line: number, message: string, unknownNdc = false): ReceiptEnvelope => ({
  isSuccessful: false,
  message: line > 0 ? m.lineRefused(line, message) : message,
  messageClass: 'error',
  value: null,
  model: { line, unknownNdc },
});

async function requireActiveSite(db: Queryable, siteId: number): Promise<void> {
  const [site] = await db
    .select({ id: inventorySites.id })
    .from(inventorySites)
    .where(and(eq(inventorySites.id, siteId), eq(inventorySites.isActive, true)));
  if (!site) throw new HttpError(400, m.siteNotFound);
}

/** What a line names before it is posted: its product (or none: refused), recalls, and the lot already here. */
export async function checkReceiptLine(
  db: Db,
  input: StockLineCheck,
): Promise<Envelope<StockLineCheckResult, null>> {
  await requireActiveSite(db, input.inventorySiteId);
  const product = (await productsByNdc(db, [input.ndc])).get(ndcDigitsOf(input.ndc)) ?? null;
  if (!product) return succeeded({ value: { product: null, recallNumbers: [], existingLot: null } });
  const lotNumber = input.lotNumber.trim();
  const recalls = lotNumber
    ? await recalledProductLots(db, [{ ndcProductId: product.ndcProductId, lotNumber }])
    : new Map<string, string[]>();
  const [lot] = lotNumber
    ? await db
        .select({ lotId: stockLots.id, expiryDate: stockLots.expiryDate })
        .from(stockLots)
        .where(
          and(
            eq(stockLots.inventorySiteId, input.inventorySiteId),
            eq(stockLots.ndcProductId, product.ndcProductId),
            eq(stockLots.lotNumber, lotNumber),
          ),
        )
    : [];
  return succeeded({
    value: {
      product,
      recallNumbers: recalls.get(`${product.ndcProductId}:${lotNumber}`) ?? [],
      existingLot: lot ?? null,
    },
  });
}

async function receivedLots(db: Queryable, lotIds: number[], quantities: number[]): Promise<ReceivedLot[]> {
  const { rows } = await db.execute<Omit<ReceivedLot, 'quantity'>>(sql`
    select l.id as "lotId", l.lot_number as "lotNumber", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
      l.status, p.id as "ndcProductId", p.ndc, p.product_name as "productName",
      p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize"
    from stock_lots l join ndc_products p on p.id = l.ndc_product_id
    where l.id = any(${idArray(lotIds)})`);
  const byId = new Map(rows.map((row) => [row.lotId, row]));
  return lotIds.map((lotId, i) => ({
    ...(byId.get(lotId) as Omit<ReceivedLot, 'quantity'>),
    quantity: quantities[i] ?? 0,
  }));
}

/**
 * Receives every line of a delivery on one receipt document. A line whose NDC is not in the formulary refuses
 * the whole receipt, naming the line; a recalled NDC and lot is received into status recalled.
 */
export async function receiveDelivery(
  db: Db,
  actor: Actor,
  form: StockReceiptForm,
  rules: PostingRules,
): Promise<ReceiptEnvelope> {
  await requireActiveSite(db, form.inventorySiteId);
  if (form.purchaseOrderId !== 0) {
    const [order] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, form.purchaseOrderId), eq(purchaseOrders.isActive, true)));
    if (!order) throw new HttpError(400, m.purchaseOrderNotFound);
  }
  const products = await productsByNdc(
    db,
    form.lines.map((line) => line.ndc),
  );
  const lines: { line: StockReceiptForm['lines'][number]; product: StockProduct }[] = [];
  for (const [i, line] of form.lines.entries()) {
    const product = products.get(ndcDigitsOf(line.ndc));
    if (!product) return refusedLine(i + 1, m.unknownNdc(line.ndc), true);
    lines.push({ line, product });
  }
  const recalls = await recalledProductLots(
    db,
    lines.map(({ line, product }) => ({ ndcProductId: product.ndcProductId, lotNumber: line.lotNumber })),
  );
  try {
    const occurredAt = receivedAt(form.receivedDate, m.dateInFuture, rules.now);
    const { lotIds, documentId } = await withTx(db, actor, async (tx) => {
      const posted = await receiveStockLines(
        tx,
        actor,
        {
          inventorySiteId: form.inventorySiteId,
          sourceKind: 'supplier',
          sourceName: form.supplierName,
          reference: form.reference || null,
          occurredAt,
          lines: lines.map(({ line, product }) => ({
            ndcProductId: product.ndcProductId,
            lotNumber: line.lotNumber,
            expiryDate: line.expiryDate || null,
            quantity: line.quantity,
            unitCost: line.unitCost || null,
            bin: line.bin || null,
            status: recalls.has(`${product.ndcProductId}:${line.lotNumber}`) ? 'recalled' : 'available',
          })),
        },
        rules,
      );
      await tx.insert(stockReceipts).values({
        documentId: posted.documentId,
        supplierName: form.supplierName,
        purchaseOrderId: form.purchaseOrderId || null,
      });
      return posted;
    });
    const lots = await receivedLots(
      db,
      lotIds,
      form.lines.map((line) => line.quantity),
    );
    return succeeded({ message: m.received(form.lines.length, documentId), value: { documentId, lots } });
  } catch (error) {
    if (error instanceof StockRefusal) return refusedLine(0, error.message);
    throw error;
  }
}
