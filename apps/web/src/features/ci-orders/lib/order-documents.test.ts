import type { CiOrderDetail, CiOrderDocument } from '@homer/contracts/ci-orders';
import { describe, expect, it } from 'vitest';
import { documentLineFigures, figureSources, returnableLots } from './order-documents.ts';

const line = (lotId: number, units: number, packSize = 1000) => ({
  lotId,
  lotNumber: `L${lotId}`,
  ndc: '0093-7180-10',
  productName: 'Bulk',
  expiryDate: '2027-01-31',
  units,
  packSize,
});
const doc = (documentId: number, kind: CiOrderDocument['kind'], lines: CiOrderDocument['lines']) => ({
  documentId,
  kind,
  occurredAt: '2026-05-01T10:00:00Z',
  reference: 'INV-1',
  lines,
});

describe('order documents', () => {
  it('counts bottles or cards from units and the pack size', () => {
    expect(documentLineFigures(line(1, 3000))).toEqual({ units: 3000, packs: 3 });
    expect(documentLineFigures(line(1, -90, 30))).toEqual({ units: 90, packs: 3 });
    expect(documentLineFigures(line(1, 1500))).toEqual({ units: 1500, packs: 1 });
  });

  it('offers the received lots with what is left after returns', () => {
    const documents = [
      doc(1, 'receipt', [line(1, 2000), line(2, 1000)]),
      doc(2, 'return', [line(1, -500)]),
      doc(3, 'return', [line(2, -1000)]),
      doc(4, 'shipment', [line(9, -60, 30)]),
      doc(5, 'return', [line(7, -10)]),
    ];
    expect(returnableLots(documents)).toEqual([
      {
        lotId: 1,
        lotNumber: 'L1',
        productName: 'Bulk',
        ndc: '0093-7180-10',
        expiryDate: '2027-01-31',
        units: 1500,
      },
    ]);
  });

  it('says where the figures come from', () => {
    const order = {
      purchases: [{ invoiceNumber: 'INV-2' }, { invoiceNumber: 'INV-1' }],
      documents: [doc(1, 'receipt', []), doc(2, 'receipt', []), doc(3, 'return', [])],
      jobs: [{ jobNumber: 'Repack Job #4' }],
    } as unknown as CiOrderDetail;
    expect(figureSources(order)).toEqual([
      'Bottles Ordered and Bottles Invoiced: from the purchases (Invoice # INV-2, INV-1).',
      'Bottles Received: from the receipts into stock (2 receipts).',
      "Product Repacked and Repacked Cards: from the order's repack jobs (Repack Job #4).",
      'Product Returned: from the returns to the supplier (1 return).',
    ]);
    expect(figureSources({ purchases: [], documents: [], jobs: [] })[0]).toBe(
      'Bottles Ordered and Bottles Invoiced: from the purchases (none yet).',
    );
  });
});
