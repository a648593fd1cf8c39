import { describe, expect, it } from 'vitest';
import {
  ciLineFigures,
  ciOrderFormSchema,
  ciOrderLineFormSchema,
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
  const order = {
    orderNumber: 'CI-1',
    facilityId: 1,
    orderDate: '2026-11-02',
    receivedDate: '',
    status: 'Ordered',
  };
  const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('checks order dates and numbers', () => {
    expect(ciOrderFormSchema.safeParse(order).success).toBe(true);
    expect(issues(ciOrderFormSchema.safeParse({ ...order, receivedDate: '2026-11-01' }))).toEqual([
      m.receivedBeforeOrdered,
    ]);
    expect(issues(ciOrderFormSchema.safeParse({ ...order, orderDate: '2026-13-01' }))).toEqual([
      m.dateInvalid,
    ]);
    expect(issues(ciOrderFormSchema.safeParse({ ...order, orderNumber: 'CI 1' }))).toEqual([
      m.orderNumberFormat,
    ]);
  });

  it('checks NDCs as written and bounds every quantity', () => {
    const base = { invoiceNumber: 'INV-1', ndc: '', productName: 'X', ...line };
    expect(ciOrderLineFormSchema.safeParse(base).success).toBe(true);
    for (const ndc of ['0591-0405-01', '69547-353-02', '12345-6789-1'])
      expect(ciOrderLineFormSchema.safeParse({ ...base, ndc }).success, ndc).toBe(true);
    for (const ndc of ['0591040501', '0591-405-01', '1234-567-123'])
      expect(issues(ciOrderLineFormSchema.safeParse({ ...base, ndc })), ndc).toEqual([m.ndcFormat]);
    expect(issues(ciOrderLineFormSchema.safeParse({ ...base, size: 0 }))).toEqual([m.sizeRange]);
    expect(issues(ciOrderLineFormSchema.safeParse({ ...base, productReturned: -1 }))).toEqual([
      m.quantityRange('Product Returned'),
    ]);
  });

  it('keeps the report texts as the spec writes them', () => {
    expect(ciShortOverTexts.title).toBe('CI Order Shortage / Overage');
    expect(ciShortOverTexts.empty).toBe('The are no shortages or overages on this order.');
    expect(ciShortOverTexts.printDelayMs).toBe(300);
  });
});

describe('an empty order number', () => {
  it('gets the required message only', () => {
    const result = ciOrderFormSchema.safeParse({
      orderNumber: '',
      facilityId: 1,
      orderDate: '2026-11-02',
      receivedDate: '',
      status: 'Ordered',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([m.orderNumberRequired]);
  });
});
