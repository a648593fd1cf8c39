import { type CiOrderPurchase, ciOrderLimits, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { looksLikeGs1, parseGs1 } from '@homer/contracts/gs1';
import type { PhoneScan } from '@homer/contracts/mobile-scanning';

/** One received lot as the receive form holds it; `key` keeps React's rows apart. */
export type ReceiptLineValues = {
  key: number;
  productId: number;
  lotNumber: string;
  expiryDate: string;
  bottles: number | '';
  unitCost: string;
};
export type PurchaseProduct = CiOrderPurchase['lines'][number];
/** What a bottle's GS1 DataMatrix says: its NDC (10 digits), lot and expiry. */
export type ScannedBottle = { ndc: string; lotNumber: string; expiryDate: string };
type ScanResult = ScannedBottle | { error: string };

let nextKey = 1;
/** An empty line; a purchase of one product has it chosen already. */
export function blankReceiptLine(products: readonly PurchaseProduct[]): ReceiptLineValues {
  const only = products.length === 1 ? (products[0]?.productId ?? 0) : 0;
  return { key: nextKey++, productId: only, lotNumber: '', expiryDate: '', bottles: '', unitCost: '' };
}

const digits = (ndc: string) => ndc.replaceAll('-', '');

/** The purchase's product a scanned NDC names (NDCs compared by their 10 digits), or null. */
export function productOfNdc(products: readonly PurchaseProduct[], ndc: string): PurchaseProduct | null {
  const wanted = digits(ndc);
  return products.find((p) => digits(p.ndc) === wanted) ?? null;
}

/** A code typed by a keyboard-wedge scanner into the scan field. */
export function bottleFromWedge(value: string): ScanResult {
  if (!looksLikeGs1(value))
    return { error: 'That is not a GS1 DataMatrix code (it should start with 01 and a GTIN).' };
  const parsed = parseGs1(value);
  if (!parsed.ok) return { error: `The code could not be read: ${parsed.error}` };
  const { ndc, lot, expiry } = parsed.fields;
  if (!ndc) return { error: 'The code holds no NDC-based GTIN.' };
  return { ndc, lotNumber: lot ?? '', expiryDate: expiry ?? '' };
}

/** A scan from the user's phone (the phone-scan mechanism every desktop page shares). */
export function bottleFromPhone(scan: PhoneScan): ScanResult {
  const ndc = scan.ndc ?? scan.gs1?.ndc ?? null;
  if (!scan.gs1 || !ndc) return { error: 'The phone scanned a code that is not a GS1 DataMatrix of an NDC.' };
  return { ndc: digits(ndc), lotNumber: scan.gs1.lot ?? '', expiryDate: scan.gs1.expiry ?? '' };
}

const isBlank = (line: ReceiptLineValues) =>
  line.lotNumber.trim() === '' && line.expiryDate === '' && line.bottles === '' && line.unitCost === '';

/**
 * The lines after a bottle is scanned: a bottle of a lot already on the form adds one to its bottles; another
 * fills the first empty line (or a new one) with its product, lot and expiry and one bottle. A product that is
 * not on the purchase, or a form already full, is refused with the reason.
 */
export function applyScannedBottle(
  lines: readonly ReceiptLineValues[],
  bottle: ScannedBottle,
  products: readonly PurchaseProduct[],
): { lines: ReceiptLineValues[] } | { error: string } {
  const product = productOfNdc(products, bottle.ndc);
  if (!product) return { error: m.receiptProductNotPurchased };
  const same = lines.findIndex(
    (line) => line.productId === product.productId && line.lotNumber.trim() === bottle.lotNumber,
  );
  if (same >= 0 && bottle.lotNumber !== '') {
    return {
      lines: lines.map((line, i) =>
        i === same ? { ...line, bottles: (Number(line.bottles) || 0) + 1 } : line,
      ),
    };
  }
  const filled = (line: ReceiptLineValues): ReceiptLineValues => ({
    ...line,
    productId: product.productId,
    lotNumber: bottle.lotNumber,
    expiryDate: bottle.expiryDate,
    bottles: 1,
  });
  const blank = lines.findIndex(isBlank);
  if (blank >= 0) return { lines: lines.map((line, i) => (i === blank ? filled(line) : line)) };
  if (lines.length >= ciOrderLimits.receiptLines)
    return { error: `A receipt holds at most ${ciOrderLimits.receiptLines} lots.` };
  return { lines: [...lines, filled(blankReceiptLine(products))] };
}
