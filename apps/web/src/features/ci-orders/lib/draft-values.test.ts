import type { CiOrderDetail, CiOrderOptions } from '@homer/contracts/ci-orders';
import { describe, expect, it } from 'vitest';
import { draftValues, productLabel, sitesFor } from './draft-values.ts';

const product = {
  id: 7,
  ndc: '12345-001-01',
  productName: 'Metformin 500 mg card',
  countPerCard: 30,
  sourceProductId: 3,
  sourceNdc: '12345-100-10',
  sourceName: 'Metformin 500 mg bottle',
  sourcePackSize: 1000,
};
const options: CiOrderOptions = {
  facilities: [{ value: 4, text: 'County A' }],
  supplyingSites: [
    { value: 10, text: 'County A · Store', facilityId: 4 },
    { value: 11, text: 'Central · Pharmacy', facilityId: 1 },
  ],
  products: [product],
  purchaseOrders: [],
};

describe('draft values', () => {
  it('starts a new order at the only facility with one empty item', () => {
    const values = draftValues(null, options);
    expect(values).toMatchObject({ facilityId: 4, supplyingSiteId: 0, note: '' });
    expect(values.items).toHaveLength(1);
    expect(values.items[0]).toMatchObject({ productId: 0, cardsOrdered: '' });
  });

  it('leaves the facility to choose when there are several', () => {
    const two = { ...options, facilities: [...options.facilities, { value: 5, text: 'County B' }] };
    expect(draftValues(null, two).facilityId).toBe(0);
  });

  it("takes a draft's facility, site, note and items", () => {
    const order = {
      facilityId: 4,
      supplyingSiteId: 11,
      note: 'Monthly',
      items: [{ productId: 7, cardsOrdered: 120 }],
    } as unknown as CiOrderDetail;
    const values = draftValues(order, options);
    expect(values).toMatchObject({ facilityId: 4, supplyingSiteId: 11, note: 'Monthly' });
    expect(values.items.map(({ productId, cardsOrdered }) => ({ productId, cardsOrdered }))).toEqual([
      { productId: 7, cardsOrdered: 120 },
    ]);
  });

  it('labels a product with its card and bulk source', () => {
    expect(productLabel(product)).toBe(
      'Metformin 500 mg card (12345-001-01) — card of 30, from 12345-100-10',
    );
  });

  it("offers every site but the facility's own", () => {
    expect(sitesFor(options, 4).map((s) => s.value)).toEqual([11]);
    expect(sitesFor(options, 0).map((s) => s.value)).toEqual([10, 11]);
  });
});
