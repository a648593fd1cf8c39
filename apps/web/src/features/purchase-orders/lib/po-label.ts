import type { PurchaseOrder } from '@homer/contracts/ba-purchase-orders';

/** How a PO is named in buttons' accessible names: its number, and its line when there are several. */
export function poLabel(po: Pick<PurchaseOrder, 'poNumber' | 'lineNumber'>): string {
  return po.lineNumber === 1 ? po.poNumber : `${po.poNumber} line ${po.lineNumber}`;
}
