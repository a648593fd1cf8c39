import { type CiOrderItem, ciOrderMessages as m } from '@homer/contracts/ci-orders';

type Count = number | '';
export type ShipValues = { items: { itemId: number; cards: Count }[] };
export type CountyReceiptValues = {
  items: { itemId: number; cardsReceived: Count; cardsRejected: Count }[];
  note: string;
};

/** The ship form: every item, at the cards ordered. */
export function shipValues(items: readonly CiOrderItem[]): ShipValues {
  return { items: items.map((item) => ({ itemId: item.id, cards: item.cardsOrdered })) };
}

/** The items the county confirms: those that shipped. */
export const shippedItems = (items: readonly CiOrderItem[]) => items.filter((item) => item.cardsShipped > 0);

/** The county's receipt form: every shipped item received whole, nothing rejected. */
export function countyReceiptValues(items: readonly CiOrderItem[]): CountyReceiptValues {
  return {
    items: shippedItems(items).map((item) => ({
      itemId: item.id,
      cardsReceived: item.cardsShipped,
      cardsRejected: 0,
    })),
    note: '',
  };
}

/**
 * The receipt's rules the server checks too, shown on the fields before sending: each item's received and
 * rejected cards add up to what shipped, and rejected cards need the note saying why.
 */
export function countyReceiptProblems(
  values: CountyReceiptValues,
  items: readonly CiOrderItem[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  values.items.forEach((line, index) => {
    const item = items.find((i) => i.id === line.itemId);
    if (!item || line.cardsReceived === '' || line.cardsRejected === '') return;
    if (line.cardsReceived + line.cardsRejected !== item.cardsShipped)
      problems[`items.${index}.cardsReceived`] = m.receiptDoesNotAdd(item.productName, item.cardsShipped);
  });
  if (values.items.some((line) => Number(line.cardsRejected) > 0) && values.note.trim() === '')
    problems.note = m.rejectedNoteRequired;
  return problems;
}
