import { describe, expect, it } from 'vitest';
import {
  ciLineFigures,
  ciOrderDraftFormSchema,
  ciOrderNumberOf,
  ciOrderReceiptLineSchema,
  ciShortOverTexts,
  ciOrderMessages as m,
} from './ci-orders.ts';

const line = {
  size: 90,
  countPerCard: 30,
  bottlesOrdered: 4,
  bottlesInvoiced: 4,
  bottlesReceived: 4,
  productRepacked: 360,
  repackedCards: 12,
  productReturned: 0,
  cardsOrdered: 12,
};

describe('ciLineFigures (decision 061)', () => {
  it('balances a line whose delivery was repacked in full', () => {
    expect(ciLineFigures(line)).toEqual({
      productInvoiced: 360,
      productRemaining: 0,
      productDifference: 0,
      isShortOver: false,
    });
  });

  it('is short when a bottle did not arrive', () => {
    expect(ciLineFigures({ ...line, bottlesReceived: 3, productRepacked: 270, repackedCards: 9 })).toEqual({
      productInvoiced: 360,
      productRemaining: 90,
      productDifference: -90,
      isShortOver: true,
    });
  });

  it('is over when more came in than the order and the returns account for', () => {
    const over = ciLineFigures({ ...line, bottlesInvoiced: 5, bottlesReceived: 5, bottlesOrdered: 5 });
    expect(over).toMatchObject({ productInvoiced: 450, productDifference: 90, isShortOver: true });
    expect(ciLineFigures({ ...line, bottlesReceived: 5, productReturned: 90 }).productDifference).toBe(0);
  });

  it('marks a line whose bottles ordered, invoiced and received differ even when units balance', () => {
    const figures = ciLineFigures({ ...line, bottlesOrdered: 5 });
    expect(figures).toMatchObject({ productDifference: 0, isShortOver: true });
  });
});

describe('forms', () => {
  const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((i) => i.message) ?? [];
  const draft = { facilityId: 1, supplyingSiteId: 2, note: '', items: [{ productId: 3, cardsOrdered: 10 }] };

  it('checks a draft: a site, at least one product, each once, in whole cards', () => {
    expect(ciOrderDraftFormSchema.safeParse(draft).success).toBe(true);
    expect(issues(ciOrderDraftFormSchema.safeParse({ ...draft, supplyingSiteId: 0 }))).toEqual([
      m.siteRequired,
    ]);
    expect(issues(ciOrderDraftFormSchema.safeParse({ ...draft, items: [] }))).toEqual([m.itemsRequired]);
    expect(
      issues(
        ciOrderDraftFormSchema.safeParse({
          ...draft,
          items: [...draft.items, { productId: 3, cardsOrdered: 1 }],
        }),
      ),
    ).toEqual([m.itemTwice]);
    for (const cardsOrdered of [0, 1.5, 100_001])
      expect(
        issues(ciOrderDraftFormSchema.safeParse({ ...draft, items: [{ productId: 3, cardsOrdered }] })),
      ).toEqual([m.cardsRange]);
  });

  it('checks received lots: an expiry on every lot, a printable lot number, a unit cost or none', () => {
    const line = { productId: 1, lotNumber: 'MF-1', expiryDate: '2031-01-31', bottles: 2, unitCost: '' };
    expect(ciOrderReceiptLineSchema.safeParse(line).success).toBe(true);
    expect(issues(ciOrderReceiptLineSchema.safeParse({ ...line, expiryDate: '' }))).toEqual([
      m.expiryRequired,
    ]);
    expect(issues(ciOrderReceiptLineSchema.safeParse({ ...line, expiryDate: '2031-02-30' }))).toEqual([
      m.dateInvalid,
    ]);
    expect(issues(ciOrderReceiptLineSchema.safeParse({ ...line, lotNumber: 'MF\u00e91' }))).toEqual([
      m.lotFormat,
    ]);
    expect(issues(ciOrderReceiptLineSchema.safeParse({ ...line, unitCost: '0.12345' }))).toEqual([
      m.unitCostFormat,
    ]);
    expect(issues(ciOrderReceiptLineSchema.safeParse({ ...line, bottles: 0 }))).toEqual([
      m.receivedBottlesRange,
    ]);
  });

  it('keeps the report texts as the spec writes them', () => {
    expect(ciShortOverTexts.title).toBe('CI Order Shortage / Overage');
    expect(ciShortOverTexts.empty).toBe('The are no shortages or overages on this order.');
    expect(ciShortOverTexts.printDelayMs).toBe(300);
  });

  it('numbers orders CO and six digits', () => {
    expect(ciOrderNumberOf(42)).toBe('CO000042');
  });
});
