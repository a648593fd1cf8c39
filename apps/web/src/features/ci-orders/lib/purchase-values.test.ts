import { type CiOrderDetail, type CiOrderPurchase, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { describe, expect, it } from 'vitest';
import { bulkProducts, purchaseProblems, purchaseToSave, purchaseValues } from './purchase-values.ts';

const item = (id: number, sourceProductId: number) => ({
  id,
  sourceProductId,
  sourceNdc: `0000-000${sourceProductId}-10`,
  sourceName: `Bulk ${sourceProductId}`,
  sourcePackSize: 1000,
});
const order = { items: [item(1, 3), item(2, 5), item(3, 3)] } as unknown as CiOrderDetail;
const purchase: CiOrderPurchase = {
  id: 9,
  supplierName: 'McKesson',
  invoiceNumber: 'INV-1',
  purchaseOrderId: null,
  purchaseOrderNumber: null,
  lines: [{ productId: 5, ndc: '', productName: '', packSize: 1000, bottlesOrdered: 4, bottlesInvoiced: 3 }],
};

describe('purchase form', () => {
  it("lists each bulk product of the order's items once", () => {
    expect(bulkProducts(order).map((p) => p.productId)).toEqual([3, 5]);
  });

  it('starts a new purchase at nothing bought', () => {
    const values = purchaseValues(bulkProducts(order), null);
    expect(values).toEqual({
      id: 0,
      supplierName: '',
      invoiceNumber: '',
      purchaseOrderId: 0,
      lines: [
        { productId: 3, bottlesOrdered: 0, bottlesInvoiced: 0 },
        { productId: 5, bottlesOrdered: 0, bottlesInvoiced: 0 },
      ],
    });
    expect(purchaseProblems(values)).toEqual({ lines: m.purchaseLinesRequired });
  });

  it('edits a purchase with its bottles, and sends only the products bought', () => {
    const values = purchaseValues(bulkProducts(order), purchase);
    expect(values.lines[1]).toEqual({ productId: 5, bottlesOrdered: 4, bottlesInvoiced: 3 });
    expect(purchaseProblems(values)).toEqual({});
    expect(purchaseToSave(values, 12)).toEqual({
      orderId: 12,
      id: 9,
      supplierName: 'McKesson',
      invoiceNumber: 'INV-1',
      purchaseOrderId: 0,
      lines: [{ productId: 5, bottlesOrdered: 4, bottlesInvoiced: 3 }],
    });
  });

  it('keeps a product ordered but not invoiced', () => {
    const values = purchaseValues(bulkProducts(order), null);
    values.lines[0] = { productId: 3, bottlesOrdered: 2, bottlesInvoiced: 0 };
    expect(purchaseToSave(values, 1).lines).toEqual([
      { productId: 3, bottlesOrdered: 2, bottlesInvoiced: 0 },
    ]);
  });
});
