import { ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { gtinForNdc } from '@homer/contracts/gs1';
import type { PhoneScan } from '@homer/contracts/mobile-scanning';
import { describe, expect, it } from 'vitest';
import {
  applyScannedBottle,
  blankReceiptLine,
  bottleFromPhone,
  bottleFromWedge,
  type PurchaseProduct,
  productOfNdc,
  type ReceiptLineValues,
} from './receive-lines.ts';

const metformin: PurchaseProduct = {
  productId: 3,
  ndc: '12345-100-10',
  productName: 'Metformin 500 mg bottle',
  packSize: 1000,
  bottlesOrdered: 4,
  bottlesInvoiced: 4,
};
const lisinopril: PurchaseProduct = {
  ...metformin,
  productId: 5,
  ndc: '0093-7180-01',
  productName: 'Lisinopril',
};
const products = [metformin, lisinopril];
const code = `01${gtinForNdc('1234510010')}17270331\u001d10LOT-7`;
const bottle = { ndc: '1234510010', lotNumber: 'LOT-7', expiryDate: '2027-03-31' };
const lines = (result: ReturnType<typeof applyScannedBottle>): ReceiptLineValues[] => {
  if ('error' in result) throw new Error(result.error);
  return result.lines;
};
const shape = ({ productId, lotNumber, expiryDate, bottles }: ReceiptLineValues) => ({
  productId,
  lotNumber,
  expiryDate,
  bottles,
});

describe('receiving bottles by scan', () => {
  it("reads a wedge scanner's GS1 DataMatrix", () => {
    expect(bottleFromWedge(code)).toEqual(bottle);
    expect(bottleFromWedge(`(01)${gtinForNdc('1234510010')}(17)270331(10)LOT-7`)).toEqual(bottle);
    expect(bottleFromWedge('RX123456')).toHaveProperty('error');
  });

  it("reads a phone's scan", () => {
    const scan = {
      gs1: { gtin: null, ndc: '1234510010', lot: 'LOT-7', expiry: '2027-03-31', serial: null },
      ndc: '12345-100-10',
    } as PhoneScan;
    expect(bottleFromPhone(scan)).toEqual(bottle);
    expect(bottleFromPhone({ ...scan, gs1: null } as PhoneScan)).toHaveProperty('error');
  });

  it('finds the product by its NDC digits', () => {
    expect(productOfNdc(products, '1234510010')).toBe(metformin);
    expect(productOfNdc(products, '0093718001')).toBe(lisinopril);
    expect(productOfNdc(products, '9999999999')).toBeNull();
  });

  it('fills the empty line with the product, lot, expiry and one bottle', () => {
    const result = lines(applyScannedBottle([blankReceiptLine(products)], bottle, products));
    expect(result.map(shape)).toEqual([
      { productId: 3, lotNumber: 'LOT-7', expiryDate: '2027-03-31', bottles: 1 },
    ]);
  });

  it('counts another bottle of the same lot on its line', () => {
    const once = lines(applyScannedBottle([blankReceiptLine(products)], bottle, products));
    const twice = lines(applyScannedBottle(once, bottle, products));
    expect(twice.map(shape)).toEqual([
      { productId: 3, lotNumber: 'LOT-7', expiryDate: '2027-03-31', bottles: 2 },
    ]);
  });

  it('adds a line for another lot', () => {
    const once = lines(applyScannedBottle([blankReceiptLine(products)], bottle, products));
    const other = lines(applyScannedBottle(once, { ...bottle, lotNumber: 'LOT-8' }, products));
    expect(other.map((l) => [l.lotNumber, l.bottles])).toEqual([
      ['LOT-7', 1],
      ['LOT-8', 1],
    ]);
    expect(new Set(other.map((l) => l.key)).size).toBe(2);
  });

  it('refuses a product that is not on the purchase', () => {
    expect(applyScannedBottle([], { ...bottle, ndc: '9999999999' }, products)).toEqual({
      error: m.receiptProductNotPurchased,
    });
  });

  it('chooses the product of a one-product purchase on a new line', () => {
    expect(blankReceiptLine([metformin]).productId).toBe(3);
    expect(blankReceiptLine(products).productId).toBe(0);
  });
});
