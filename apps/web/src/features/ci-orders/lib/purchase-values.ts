import {
  type CiOrderDetail,
  type CiOrderPurchase,
  type CiOrderPurchaseSave,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';

type Count = number | '';
export type PurchaseLineValues = { productId: number; bottlesOrdered: Count; bottlesInvoiced: Count };
export type PurchaseValues = {
  id: number;
  supplierName: string;
  invoiceNumber: string;
  purchaseOrderId: number;
  lines: PurchaseLineValues[];
};
/** A bulk product the order's items are made from: what a purchase may buy. */
export type BulkProduct = { productId: number; ndc: string; productName: string; packSize: number };

/** The bulk products of the order's items, each once, in the items' order. */
export function bulkProducts(order: Pick<CiOrderDetail, 'items'>): BulkProduct[] {
  const found = new Map<number, BulkProduct>();
  for (const item of order.items)
    if (!found.has(item.sourceProductId))
      found.set(item.sourceProductId, {
        productId: item.sourceProductId,
        ndc: item.sourceNdc,
        productName: item.sourceName,
        packSize: item.sourcePackSize,
      });
  return [...found.values()];
}

/** The purchase form: one row per bulk product, with the purchase's bottles where it has that product. */
export function purchaseValues(
  bulk: readonly BulkProduct[],
  purchase: CiOrderPurchase | null,
): PurchaseValues {
  const lineOf = (productId: number) => purchase?.lines.find((l) => l.productId === productId);
  return {
    id: purchase?.id ?? 0,
    supplierName: purchase?.supplierName ?? '',
    invoiceNumber: purchase?.invoiceNumber ?? '',
    purchaseOrderId: purchase?.purchaseOrderId ?? 0,
    lines: bulk.map((p) => ({
      productId: p.productId,
      bottlesOrdered: lineOf(p.productId)?.bottlesOrdered ?? 0,
      bottlesInvoiced: lineOf(p.productId)?.bottlesInvoiced ?? 0,
    })),
  };
}

const bought = (line: PurchaseLineValues) =>
  Number(line.bottlesOrdered) > 0 || Number(line.bottlesInvoiced) > 0;

/** Refused before sending: a purchase of nothing. */
export const purchaseProblems = (values: PurchaseValues): Record<string, string> =>
  values.lines.some(bought) ? {} : { lines: m.purchaseLinesRequired };

/** What is sent: the rows with bottles (a product left at 0 and 0 is not on this invoice). */
export function purchaseToSave(values: PurchaseValues, orderId: number): CiOrderPurchaseSave {
  return {
    orderId,
    id: values.id,
    supplierName: values.supplierName,
    invoiceNumber: values.invoiceNumber,
    purchaseOrderId: values.purchaseOrderId,
    lines: values.lines.filter(bought).map((line) => ({
      productId: line.productId,
      bottlesOrdered: Number(line.bottlesOrdered),
      bottlesInvoiced: Number(line.bottlesInvoiced),
    })),
  };
}
