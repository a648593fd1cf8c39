import type { CiOrderDetail, CiOrderDocument } from '@homer/contracts/ci-orders';

type Kind = CiOrderDocument['kind'];
type DocumentLine = CiOrderDocument['lines'][number];

export const documentKindLabels: Record<Kind, string> = {
  receipt: 'Receipt',
  return: 'Return to supplier',
  shipment: 'Shipment',
};

/** What a line's units make in the document's own terms: bottles of the bulk product, or cards shipped. */
export const packWord = (kind: Kind) => (kind === 'shipment' ? 'Cards' : 'Bottles');

/** A line's units as the ledger moved them (sign dropped: the document's kind says which way) and in packs. */
export function documentLineFigures(line: DocumentLine): { units: number; packs: number } {
  const units = Math.abs(line.units);
  return { units, packs: line.packSize > 0 ? Math.floor(units / line.packSize) : 0 };
}

export type ReturnableLot = {
  lotId: number;
  lotNumber: string;
  productName: string;
  ndc: string;
  expiryDate: string | null;
  /** Received for this order less already returned; the server also keeps what jobs or shipments set aside. */
  units: number;
};

/** The lots received for the order that still have units to return, in the order they came in. */
export function returnableLots(documents: readonly CiOrderDocument[]): ReturnableLot[] {
  const lots = new Map<number, ReturnableLot>();
  for (const document of documents) {
    if (document.kind === 'shipment') continue;
    for (const line of document.lines) {
      const known = lots.get(line.lotId);
      if (!known && document.kind !== 'receipt') continue;
      const lot = known ?? {
        lotId: line.lotId,
        lotNumber: line.lotNumber,
        productName: line.productName,
        ndc: line.ndc,
        expiryDate: line.expiryDate,
        units: 0,
      };
      lot.units += line.units;
      lots.set(line.lotId, lot);
    }
  }
  return [...lots.values()].filter((lot) => lot.units > 0);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const joined = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))].join(', ');

/**
 * Where the short/over figures come from, in words: the purchases' invoice numbers, the receipts and returns on
 * the ledger, and the order's repack jobs. No figure is typed.
 */
export function figureSources(order: Pick<CiOrderDetail, 'purchases' | 'documents' | 'jobs'>): string[] {
  const count = (kind: Kind) => order.documents.filter((d) => d.kind === kind).length;
  const invoices = joined(order.purchases.map((p) => p.invoiceNumber));
  const jobs = order.jobs.map((job) => job.jobNumber).join(', ');
  return [
    `Bottles Ordered and Bottles Invoiced: from the purchases${invoices ? ` (Invoice # ${invoices})` : ' (none yet)'}.`,
    `Bottles Received: from the receipts into stock (${plural(count('receipt'), 'receipt')}).`,
    `Product Repacked and Repacked Cards: from the order's repack jobs${jobs ? ` (${jobs})` : ' (none yet)'}.`,
    `Product Returned: from the returns to the supplier (${plural(count('return'), 'return')}).`,
  ];
}
