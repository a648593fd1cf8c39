import { z } from 'zod';
import { id, queryId, text } from './fields.ts';
import { looksLikeGs1, parseGs1 } from './gs1.ts';

/**
 * The stock a refill shipment takes (issue 29, decision 103). Each item is a demand on its shipment's inventory
 * site: allocated first-expiry-first-out when the shipment enters Product Prep, changeable to another lot with a
 * scan or the typed lot number until Completed, and shipped out of the ledger at Completed.
 */

/** The kind of stock demand a refill shipment item is (stock_allocations.demand_kind). */
export const refillItemDemandKind = 'refill_item';

export const refillStockLimits = { lotInput: 200 } as const;

export const refillStockMessages = {
  notInFormulary: 'NDC not in the formulary',
  notAllocated: (available: number, site: string) => `Not allocated: only ${available} available at ${site}`,
  lotBlocked: (lot: string, status: string) => `Lot ${lot} is ${status}: change the lot.`,
  expiresTooSoon: 'Expires before the supply runs out',
  /** Leaving Product Prep (or reaching Completed) with an item that cannot be shipped as allocated. */
  itemNotInFormulary: (rx: string, ndc: string) =>
    `Rx Number ${rx}: NDC ${ndc} is not in the formulary, so no stock can be allocated. Remove the item or add the NDC to the formulary.`,
  itemShort: (rx: string, needed: number, available: number, site: string) =>
    `Rx Number ${rx} is not allocated: it needs ${needed}, only ${available} available at ${site}. Receive stock or remove the item.`,
  itemLotBlocked: (rx: string, lot: string, status: string) =>
    `Rx Number ${rx}: lot ${lot} is ${status}. Change the lot before moving the shipment on.`,
  lotInputRequired: 'Scan or type the lot number.',
  lotUnreadable: 'No lot number could be read from the scanned barcode.',
  lotMismatch: (read: string, chosen: string) =>
    `The lot scanned or typed (${read}) is not the chosen lot ${chosen}.`,
  lotChangeStep: 'The lot can be changed from Product Prep until the shipment is completed.',
  lotNotAllocated: 'That lot is not allocated to this item any more. The page now shows the current lots.',
  lotChanged: (rx: string, lot: string) => `Rx Number ${rx} now takes lot ${lot}.`,
} as const;

/** A lot status in words ('on hold'). */
export const lotStatusWord = (status: string) => status.replace('_', ' ');

/** The lot number a technician scanned (a GS1 DataMatrix: its (10) element) or typed. */
export function lotFromInput(input: string): { lot: string } | { error: string } {
  const value = input.trim();
  if (value === '') return { error: refillStockMessages.lotInputRequired };
  if (!looksLikeGs1(value)) return { lot: value };
  const parsed = parseGs1(value);
  if (!parsed.ok || !parsed.fields.lot) return { error: refillStockMessages.lotUnreadable };
  return { lot: parsed.fields.lot };
}

/** Lot numbers are compared as printed, ignoring case and surrounding spaces (typed in lower case, say). */
export function sameLot(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

export const refillAllocationSchema = z.object({
  lotId: z.number().int(),
  lotNumber: z.string(),
  /** YYYY-MM-DD or null. */
  expiryDate: z.string().nullable(),
  /** available, on_hold, recalled, expired…: anything but available must be changed before Completed. */
  status: z.string(),
  quantity: z.number().int(),
  /** The lot expires before the patient's supply runs out (today + the prescription's days supply). */
  expiresTooSoon: z.boolean(),
});
export type RefillAllocation = z.infer<typeof refillAllocationSchema>;

/** An item's stock: null unit when the NDC is not in the formulary. */
export const refillItemStockSchema = z.object({
  unit: z.object({ dispensingUnit: z.string(), packSize: z.number().int() }).nullable(),
  /** YYYY-MM-DD the supply must last to, when the prescription has a days supply. */
  neededUntil: z.string().nullable(),
  allocations: z.array(refillAllocationSchema),
  /** The shipment is Completed: `allocations` are the lots that shipped (their status is then 'shipped'). */
  shipped: z.boolean(),
  /** What stops the item from shipping as it is, in words for staff; null when fully allocated. */
  problem: z.string().nullable(),
});
export type RefillItemStock = z.infer<typeof refillItemStockSchema>;

/** GET …/GetLotChoices: the other lots one allocated lot of an item could be changed to. */
export const refillLotChoicesQuerySchema = z.object({
  shipmentId: queryId(),
  itemId: queryId(),
  lotId: queryId(),
});
export type RefillLotChoicesQuery = z.input<typeof refillLotChoicesQuerySchema>;

export const refillLotChoiceSchema = z.object({
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  bin: z.string().nullable(),
  /** Units free for this item: not set aside for any other demand. */
  available: z.number().int(),
  expiresTooSoon: z.boolean(),
});
export type RefillLotChoice = z.infer<typeof refillLotChoiceSchema>;

/** POST …/ChangeLot: the units of `fromLotId` move to `toLotId`, confirmed by scanning or typing its lot number. */
export const refillChangeLotSchema = z.object({
  shipmentId: id(),
  itemId: id(),
  fromLotId: id(),
  toLotId: id('Choose the lot to take instead.'),
  lotInput: text({
    max: refillStockLimits.lotInput,
    label: 'Lot number',
    required: refillStockMessages.lotInputRequired,
  }),
});
export type RefillChangeLot = z.input<typeof refillChangeLotSchema>;
