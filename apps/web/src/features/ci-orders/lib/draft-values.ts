import type { CiOrderDetail, CiOrderOptions, CiOrderProductOption } from '@homer/contracts/ci-orders';

/** One item row of the draft form; `key` keeps React's rows apart while rows are added and removed. */
export type DraftItemValues = { key: number; productId: number; cardsOrdered: number | '' };
export type DraftValues = {
  facilityId: number;
  supplyingSiteId: number;
  note: string;
  items: DraftItemValues[];
};

let nextKey = 1;
export const blankDraftItem = (): DraftItemValues => ({ key: nextKey++, productId: 0, cardsOrdered: '' });

/**
 * The draft form's values: the order's, or for a new order the user's only facility (when there is one) and one
 * empty item row.
 */
export function draftValues(order: CiOrderDetail | null, options: CiOrderOptions): DraftValues {
  if (order)
    return {
      facilityId: order.facilityId,
      supplyingSiteId: order.supplyingSiteId ?? 0,
      note: order.note,
      items: order.items.map((item) => ({
        key: nextKey++,
        productId: item.productId,
        cardsOrdered: item.cardsOrdered,
      })),
    };
  const only = options.facilities.length === 1 ? (options.facilities[0]?.value ?? 0) : 0;
  return { facilityId: only, supplyingSiteId: 0, note: '', items: [blankDraftItem()] };
}

/** A unit-dose product as the item's select shows it: "name (NDC) — card of N, from bulk NDC". */
export const productLabel = (p: CiOrderProductOption) =>
  `${p.productName} (${p.ndc}) — card of ${p.countPerCard}, from ${p.sourceNdc}`;

/** The pharmacy sites a facility may order from: any active one but its own. */
export function sitesFor(options: CiOrderOptions, facilityId: number) {
  return options.supplyingSites.filter((site) => site.facilityId !== facilityId);
}
