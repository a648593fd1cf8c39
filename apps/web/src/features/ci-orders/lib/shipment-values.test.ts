import { type CiOrderItem, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { describe, expect, it } from 'vitest';
import { countyReceiptProblems, countyReceiptValues, shipValues } from './shipment-values.ts';

const item = (id: number, cardsOrdered: number, cardsShipped: number): CiOrderItem => ({
  id,
  productId: id * 10,
  ndc: '0093-7180-01',
  productName: `Product ${id}`,
  countPerCard: 30,
  sourceProductId: 1,
  sourceNdc: '0093-7180-10',
  sourceName: 'Bulk',
  sourcePackSize: 1000,
  cardsOrdered,
  cardsShipped,
  cardsReceived: null,
  cardsRejected: null,
  cardsAvailable: 5,
});
const items = [item(1, 100, 100), item(2, 40, 0), item(3, 20, 18)];

describe('ship and county receipt forms', () => {
  it('ships every item at the cards ordered', () => {
    expect(shipValues(items)).toEqual({
      items: [
        { itemId: 1, cards: 100 },
        { itemId: 2, cards: 40 },
        { itemId: 3, cards: 20 },
      ],
    });
  });

  it('confirms the shipped items as received whole', () => {
    expect(countyReceiptValues(items)).toEqual({
      items: [
        { itemId: 1, cardsReceived: 100, cardsRejected: 0 },
        { itemId: 3, cardsReceived: 18, cardsRejected: 0 },
      ],
      note: '',
    });
  });

  it('accepts the prefilled receipt', () => {
    expect(countyReceiptProblems(countyReceiptValues(items), items)).toEqual({});
  });

  it('says when received and rejected do not add up to what shipped', () => {
    const values = countyReceiptValues(items);
    values.items[1] = { itemId: 3, cardsReceived: 10, cardsRejected: 2 };
    expect(countyReceiptProblems(values, items)).toEqual({
      'items.1.cardsReceived': m.receiptDoesNotAdd('Product 3', 18),
      note: m.rejectedNoteRequired,
    });
  });

  it('needs the note once cards are rejected', () => {
    const values = countyReceiptValues(items);
    values.items[0] = { itemId: 1, cardsReceived: 98, cardsRejected: 2 };
    expect(countyReceiptProblems(values, items)).toEqual({ note: m.rejectedNoteRequired });
    expect(countyReceiptProblems({ ...values, note: 'Broken seals' }, items)).toEqual({});
  });
});
