import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, optionSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, text, wholeNumber } from './fields.ts';

/**
 * County orders (CI orders; issue 30, decision 107). A county health department orders unit-dose cards from a
 * central pharmacy's inventory site. The pharmacy approves, buys bulk bottles (purchases with supplier invoice
 * numbers), receives them on the ledger, repacks them (repack jobs), ships the cards first expiry first, and the
 * county confirms what arrived. The shortage/overage lines (spec document 1 §2.6, §3) are derived from those
 * documents, never typed.
 */

const base = 'api/CiRepack/CiOrder';

export const ciOrderPaths = {
  /** GET, CI User: the orders of the caller's facilities, as orderer or as supplier (keyset-paged). */
  list: `${base}/GetList`,
  /** GET ?id=: the order, its items, purchases, documents, jobs, derived lines and what the caller may do. */
  order: `${base}/GetOrder`,
  /** GET: the caller's facilities, the supplying sites, the unit-dose products and purchase orders. */
  options: `${base}/GetOptions`,
  /** POST, county CI User: create (id 0) or change a draft with its items. */
  saveDraft: `${base}/SaveDraft`,
  /** POST {id}, county CI User: Draft → Submitted. */
  submit: `${base}/Submit`,
  /** POST {id}, supplier CI Manager: Submitted → Approved. */
  approve: `${base}/Approve`,
  /** POST {id, reason}: before Shipped; set-aside stock goes back. */
  cancel: `${base}/Cancel`,
  /** POST, supplier CI Manager: a purchase (supplier invoice) of bulk bottles; Approved → Purchasing. */
  savePurchase: `${base}/SavePurchase`,
  /** POST, supplier CI Technician: bottles of a purchase received into stock; Purchasing → Received. */
  receive: `${base}/Receive`,
  /** POST, supplier CI Technician: units of a lot received for this order go back to the supplier. */
  returnStock: `${base}/ReturnToSupplier`,
  /** POST, supplier CI Technician: cards picked first expiry first from released lots and shipped. */
  ship: `${base}/Ship`,
  /** POST, county CI User: the cards received and rejected; Shipped → Received by county. */
  countyReceipt: `${base}/ConfirmReceipt`,
  /** POST {id}, supplier CI Manager: Received by county → Closed. */
  close: `${base}/Close`,
  /** POST {orderId}: a signed, expiring code for the printable report (decision 061). */
  shortOverCode: `${base}/GetShortOverCode`,
  /** GET ?code=, public (rate limited): the order's short/over lines (spec §7). */
  shortOverPrintable: 'api/PublicCiShortOver/GetCiShortageOverageListPrintable',
  /** POST {orderId}, a shipped order: a signed, expiring code for its invoice PDF. */
  invoiceCode: `${base}/GetInvoiceCode`,
  /** GET ?code=, public (rate limited): the county's invoice as a PDF. */
  invoicePdf: 'api/PublicCiInvoice/GetInvoicePdf',
} as const;

export const ciOrderAccess = {
  reader: { module: Module.CI, minRole: Role.User },
  technician: { module: Module.CI, minRole: Role.Technician },
  manager: { module: Module.CI, minRole: Role.Manager },
} as const;

export const ciOrderStatuses = [
  'Draft',
  'Submitted',
  'Approved',
  'Purchasing',
  'Received',
  'Repacking',
  'Shipped',
  'Received by county',
  'Closed',
  'Cancelled',
] as const;
export type CiOrderStatus = (typeof ciOrderStatuses)[number];

/** Statuses from which an order may still be cancelled (nothing has left the pharmacy). */
export const ciOrderCancellable: readonly CiOrderStatus[] = [
  'Draft',
  'Submitted',
  'Approved',
  'Purchasing',
  'Received',
  'Repacking',
];

export const ciOrderLimits = {
  items: 50,
  purchaseLines: 50,
  receiptLines: 100,
  cards: 100_000,
  bottles: 100_000,
  supplierName: 200,
  invoiceNumber: 30,
  orderNumber: 30,
  note: 500,
  reason: 500,
  lotNumber: 20,
} as const;

/** How long a printable report or invoice code opens its page: enough to open the window and print or save. */
export const shortOverCodeLifetimeSeconds = 300;
export const invoiceCodeLifetimeSeconds = 600;

const count = (n: number) => n.toLocaleString('en-US');

export const ciOrderMessages = {
  notFound: 'This CI order does not exist.',
  facilityRequired: 'Facility is required.',
  facilityNotYours: 'Choose one of your facilities.',
  siteRequired: 'Choose the pharmacy that supplies this order.',
  siteNotFound: 'That pharmacy site does not exist or is inactive.',
  siteOwnFacility: 'A facility cannot order from its own pharmacy site.',
  itemsRequired: 'Add at least one product.',
  tooManyItems: `An order holds at most ${ciOrderLimits.items} products.`,
  itemTwice: 'A product is listed twice.',
  productRequired: 'Choose a product.',
  productNotUnitDose:
    'That product is not a unit-dose product repacked from another: set "Repackaged from" on its NDC first.',
  sameSourceTwice: (source: string) =>
    `Two products of this order are made from ${source}: order them on separate orders.`,
  cardsRange: `Cards Ordered must be a whole number from 1 to ${count(ciOrderLimits.cards)}.`,
  noteTooLong: `Note must be ${ciOrderLimits.note} characters or fewer.`,
  reasonRequired: 'Give the reason.',
  reasonTooLong: `Reason must be ${ciOrderLimits.reason} characters or fewer.`,
  wrongStatus: (action: string, status: CiOrderStatus) => `An order that is ${status} cannot be ${action}.`,
  notOrderingFacility: 'Only the ordering facility can do this.',
  notSupplier: 'Only the supplying pharmacy can do this.',
  managerOnly: 'Only a CI Manager of the supplying pharmacy can do this.',
  supplierRequired: 'Supplier is required.',
  invoiceNumberRequired: 'Invoice # is required.',
  invoiceNumberTaken: 'This order already has a purchase with this Invoice #.',
  purchaseLinesRequired: 'Add at least one product to the purchase.',
  purchaseProductNotOrdered: 'A purchase line is not the bulk product of any item of this order.',
  purchaseLineTwice: 'A bulk product is listed twice on the purchase.',
  bottlesRange: (label: string) =>
    `${label} must be a whole number from 0 to ${count(ciOrderLimits.bottles)}.`,
  purchaseOrderNotFound: 'That purchase order does not exist.',
  purchaseNotFound: 'That purchase is not of this order.',
  receiptLinesRequired: 'Add at least one received lot.',
  receiptProductNotPurchased: 'A received lot is not of a product on this purchase.',
  lotRequired: 'Lot is required.',
  lotFormat: `Lot must be 1 to ${ciOrderLimits.lotNumber} printable characters.`,
  expiryRequired: 'Expiration Date is required for a lot that will be repacked.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  unitCostFormat: 'Unit Cost must be an amount such as 0.0425 (up to 4 decimals), or left empty.',
  receivedBottlesRange: `Bottles must be a whole number from 1 to ${count(ciOrderLimits.bottles)}.`,
  returnLotNotOurs: 'That lot was not received for this order.',
  returnTooMany: (free: number) => `Only ${count(free)} units of that lot are free to return.`,
  returnUnitsRange: 'Units must be a whole number from 1 upward.',
  shipNothing: 'Ship at least one card.',
  shipMoreThanOrdered: (product: string) => `More cards of ${product} than were ordered.`,
  shipShort: (product: string, cards: number) =>
    `Only ${count(cards)} released cards of ${product} are available to ship.`,
  shipItemUnknown: 'A shipped item is not of this order.',
  receiptItemsMismatch: 'Give received and rejected cards for every shipped product.',
  receiptDoesNotAdd: (product: string, shipped: number) =>
    `Received and rejected cards of ${product} must add up to the ${count(shipped)} shipped.`,
  rejectedNoteRequired: 'Say why cards were rejected.',
  codeInvalid: 'This report link is not valid or has expired. Open the report again from the CI order.',
  invoiceCodeInvalid:
    'This invoice link is not valid or has expired. Open the invoice again from the CI order.',
  invoiceNotShipped: 'An invoice exists once the order has shipped.',
  searchInvalid: 'Search by order number: letters, digits and hyphens.',
  saved: 'The CI order was saved.',
  submitted: 'The order was submitted to the pharmacy.',
  approved: 'The order was approved.',
  cancelled: 'The order was cancelled.',
  purchaseSaved: 'The purchase was saved.',
  received: 'The bottles were received into stock.',
  returned: 'The units were returned to the supplier.',
  shipped: 'The cards were shipped.',
  receiptConfirmed: 'The receipt was recorded.',
  closed: 'The order was closed.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Figures (decision 061; read from the ledger since decision 107)

export type CiLineQuantities = {
  size: number;
  countPerCard: number;
  bottlesOrdered: number;
  bottlesInvoiced: number;
  bottlesReceived: number;
  productRepacked: number;
  repackedCards: number;
  productReturned: number;
  cardsOrdered: number;
};

export type CiLineFigures = {
  productInvoiced: number;
  productRemaining: number;
  productDifference: number;
  isShortOver: boolean;
};

/**
 * Product invoiced = bottles invoiced × size. Product remaining = the units the cards ordered still need
 * (cards ordered × count per card − product repacked). Product difference = what came in (bottles received ×
 * size) minus what went out or is still owed to the order (repacked + remaining + returned): below 0 the
 * pharmacy is short, above 0 it holds units the order does not account for.
 */
export function ciLineFigures(q: CiLineQuantities): CiLineFigures {
  const productInvoiced = q.bottlesInvoiced * q.size;
  const productRemaining = q.cardsOrdered * q.countPerCard - q.productRepacked;
  const productDifference =
    q.bottlesReceived * q.size - q.productRepacked - productRemaining - q.productReturned;
  const isShortOver =
    productDifference !== 0 ||
    q.bottlesOrdered !== q.bottlesInvoiced ||
    q.bottlesOrdered !== q.bottlesReceived;
  return { productInvoiced, productRemaining, productDifference, isShortOver };
}

// ---------------------------------------------------------------------------------------------------------
// Fields

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
function validIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const m = ciOrderMessages;
const note = text({ max: ciOrderLimits.note, tooLong: m.noteTooLong });
const bottles = (label: string) => wholeNumber(0, ciOrderLimits.bottles, m.bottlesRange(label));

// ---------------------------------------------------------------------------------------------------------
// List: GET …/GetList

export const ciOrderListQuerySchema = pageQuerySchema.extend({
  search: text({ max: ciOrderLimits.orderNumber, label: 'Search' })
    .regex(/^[A-Za-z0-9-]*$/, m.searchInvalid)
    .optional(),
  status: z.enum(ciOrderStatuses).optional(),
});
export type CiOrderListQuery = z.infer<typeof ciOrderListQuerySchema>;

export const ciOrderRowSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  facilityName: z.string(),
  supplyingSiteName: z.string().nullable(),
  orderDate: z.string(),
  status: z.enum(ciOrderStatuses),
  itemCount: z.number().int(),
  cardsOrdered: z.number().int(),
});
export type CiOrderRow = z.infer<typeof ciOrderRowSchema>;
export const ciOrderListResponseSchema = pagedSchema(ciOrderRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Order: GET …/GetOrder?id=

export const ciOrderIdQuerySchema = z.object({ id: queryId() });

/** One derived shortage/overage line: one item of the order, with the bulk product it is made from. */
export const ciOrderLineSchema = z.object({
  itemId: z.number().int(),
  invoiceNumber: z.string(),
  ndc: z.string(),
  productName: z.string(),
  size: z.number().int(),
  countPerCard: z.number().int(),
  bottlesOrdered: z.number().int(),
  bottlesInvoiced: z.number().int(),
  bottlesReceived: z.number().int(),
  productRepacked: z.number().int(),
  repackedCards: z.number().int(),
  productReturned: z.number().int(),
  cardsOrdered: z.number().int(),
  productInvoiced: z.number().int(),
  productRemaining: z.number().int(),
  productDifference: z.number().int(),
  isShortOver: z.boolean(),
});
export type CiOrderLine = z.infer<typeof ciOrderLineSchema>;

export const ciOrderProductOptionSchema = z.object({
  id: z.number().int(),
  ndc: z.string(),
  productName: z.string(),
  countPerCard: z.number().int(),
  sourceProductId: z.number().int(),
  sourceNdc: z.string(),
  sourceName: z.string(),
  sourcePackSize: z.number().int(),
});
export type CiOrderProductOption = z.infer<typeof ciOrderProductOptionSchema>;

/** An item: the product as the options describe it, in cards ordered, shipped and received. */
export const ciOrderItemSchema = ciOrderProductOptionSchema.extend({
  productId: z.number().int(),
  cardsOrdered: z.number().int(),
  cardsShipped: z.number().int(),
  cardsReceived: z.number().int().nullable(),
  cardsRejected: z.number().int().nullable(),
  /** Released cards at the supplying site not set aside for anything else. */
  cardsAvailable: z.number().int(),
});
export type CiOrderItem = z.infer<typeof ciOrderItemSchema>;

export const ciOrderEventSchema = z.object({
  status: z.enum(ciOrderStatuses),
  at: z.string(),
  userName: z.string(),
  note: z.string(),
});

export const ciOrderPurchaseSchema = z.object({
  id: z.number().int(),
  supplierName: z.string(),
  invoiceNumber: z.string(),
  purchaseOrderId: z.number().int().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      ndc: z.string(),
      productName: z.string(),
      packSize: z.number().int(),
      bottlesOrdered: z.number().int(),
      bottlesInvoiced: z.number().int(),
    }),
  ),
});
export type CiOrderPurchase = z.infer<typeof ciOrderPurchaseSchema>;

/** A ledger document of the order: bottles received, units returned, cards shipped. */
export const ciOrderDocumentSchema = z.object({
  documentId: z.number().int(),
  kind: z.enum(['receipt', 'return', 'shipment']),
  occurredAt: z.string(),
  reference: z.string(),
  lines: z.array(
    z.object({
      lotId: z.number().int(),
      lotNumber: z.string(),
      ndc: z.string(),
      productName: z.string(),
      expiryDate: z.string().nullable(),
      /** Signed as the ledger holds it: into the lot (+) or out of it (−). */
      units: z.number().int(),
      packSize: z.number().int(),
    }),
  ),
});
export type CiOrderDocument = z.infer<typeof ciOrderDocumentSchema>;

export const ciOrderJobSchema = z.object({
  id: z.number().int(),
  jobNumber: z.string(),
  status: z.string(),
  productName: z.string(),
  cardsPlanned: z.number().int(),
  cardsMade: z.number().int().nullable(),
});

/** What the caller may do now; the server checks each again. */
export const ciOrderActionsSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  approve: z.boolean(),
  cancel: z.boolean(),
  purchase: z.boolean(),
  receive: z.boolean(),
  returnStock: z.boolean(),
  repack: z.boolean(),
  ship: z.boolean(),
  countyReceipt: z.boolean(),
  close: z.boolean(),
  invoice: z.boolean(),
});
export type CiOrderActions = z.infer<typeof ciOrderActionsSchema>;

export const ciOrderDetailSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  supplyingSiteId: z.number().int().nullable(),
  supplyingSiteName: z.string().nullable(),
  orderDate: z.string(),
  status: z.enum(ciOrderStatuses),
  note: z.string(),
  items: z.array(ciOrderItemSchema),
  events: z.array(ciOrderEventSchema),
  purchases: z.array(ciOrderPurchaseSchema),
  documents: z.array(ciOrderDocumentSchema),
  jobs: z.array(ciOrderJobSchema),
  lines: z.array(ciOrderLineSchema),
  actions: ciOrderActionsSchema,
});
export type CiOrderDetail = z.infer<typeof ciOrderDetailSchema>;
export const ciOrderResponseSchema = envelopeSchema(ciOrderDetailSchema, z.null());

export const ciOrderOptionsSchema = z.object({
  facilities: z.array(optionSchema),
  supplyingSites: z.array(optionSchema.extend({ facilityId: z.number().int() })),
  products: z.array(ciOrderProductOptionSchema),
  purchaseOrders: z.array(optionSchema),
});
export type CiOrderOptions = z.infer<typeof ciOrderOptionsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Commands

export const ciOrderItemFormSchema = z.object({
  productId: id(m.productRequired),
  cardsOrdered: wholeNumber(1, ciOrderLimits.cards, m.cardsRange),
});

export const ciOrderDraftFormSchema = z.object({
  facilityId: id(m.facilityRequired),
  supplyingSiteId: id(m.siteRequired),
  note,
  items: z
    .array(ciOrderItemFormSchema)
    .min(1, m.itemsRequired)
    .max(ciOrderLimits.items, m.tooManyItems)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, m.itemTwice),
});
export type CiOrderDraftForm = z.infer<typeof ciOrderDraftFormSchema>;
export const ciOrderDraftSaveSchema = ciOrderDraftFormSchema.extend({ id: idOrZero() });
export type CiOrderDraftSave = z.infer<typeof ciOrderDraftSaveSchema>;

export const ciOrderCommandSchema = z.object({ id: id() });
export const ciOrderCancelSchema = z.object({
  id: id(),
  reason: text({ max: ciOrderLimits.reason, required: m.reasonRequired, tooLong: m.reasonTooLong }),
});

export const ciOrderPurchaseFormSchema = z.object({
  supplierName: text({ max: ciOrderLimits.supplierName, required: m.supplierRequired, label: 'Supplier' }),
  invoiceNumber: text({
    max: ciOrderLimits.invoiceNumber,
    label: 'Invoice #',
    required: m.invoiceNumberRequired,
  }),
  /** 0 = not against a B&A purchase order. */
  purchaseOrderId: idOrZero(),
  lines: z
    .array(
      z.object({
        productId: id(m.productRequired),
        bottlesOrdered: bottles('Bottles Ordered'),
        bottlesInvoiced: bottles('Bottles Invoiced'),
      }),
    )
    .min(1, m.purchaseLinesRequired)
    .max(ciOrderLimits.purchaseLines)
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, m.purchaseLineTwice),
});
export type CiOrderPurchaseForm = z.infer<typeof ciOrderPurchaseFormSchema>;
export const ciOrderPurchaseSaveSchema = ciOrderPurchaseFormSchema.extend({ orderId: id(), id: idOrZero() });
export type CiOrderPurchaseSave = z.infer<typeof ciOrderPurchaseSaveSchema>;

export const ciOrderReceiptLineSchema = z.object({
  productId: id(m.productRequired),
  // Empty passes the format check: the required message alone says what is wrong.
  lotNumber: text({ max: ciOrderLimits.lotNumber, required: m.lotRequired, tooLong: m.lotFormat }).refine(
    (v) => v === '' || /^[\x21-\x7e ]+$/.test(v),
    m.lotFormat,
  ),
  expiryDate: z
    .string({ message: m.expiryRequired })
    .min(1, m.expiryRequired)
    .refine((v) => v === '' || validIsoDate(v), m.dateInvalid),
  bottles: wholeNumber(1, ciOrderLimits.bottles, m.receivedBottlesRange),
  /** Per unit (tablet, capsule…), as invoiced; '' when not known. The cards' cost is made from it. */
  unitCost: text({ max: 20 }).refine((v) => v === '' || /^\d{1,8}(\.\d{1,4})?$/.test(v), m.unitCostFormat),
});
export type CiOrderReceiptLine = z.infer<typeof ciOrderReceiptLineSchema>;
export const ciOrderReceiveSchema = z.object({
  orderId: id(),
  purchaseId: id(m.purchaseNotFound),
  lines: z.array(ciOrderReceiptLineSchema).min(1, m.receiptLinesRequired).max(ciOrderLimits.receiptLines),
});
export type CiOrderReceive = z.infer<typeof ciOrderReceiveSchema>;

export const ciOrderReturnSchema = z.object({
  orderId: id(),
  lotId: id(m.returnLotNotOurs),
  units: wholeNumber(1, 1_000_000_000, m.returnUnitsRange),
  note,
});
export type CiOrderReturn = z.infer<typeof ciOrderReturnSchema>;

export const ciOrderShipSchema = z.object({
  orderId: id(),
  items: z
    .array(
      z.object({ itemId: id(m.shipItemUnknown), cards: wholeNumber(0, ciOrderLimits.cards, m.cardsRange) }),
    )
    .min(1, m.shipNothing)
    .max(ciOrderLimits.items)
    .refine((items) => items.some((i) => i.cards > 0), m.shipNothing),
});
export type CiOrderShip = z.infer<typeof ciOrderShipSchema>;

export const ciOrderCountyReceiptSchema = z.object({
  orderId: id(),
  items: z
    .array(
      z.object({
        itemId: id(m.shipItemUnknown),
        cardsReceived: wholeNumber(0, ciOrderLimits.cards, m.cardsRange),
        cardsRejected: wholeNumber(0, ciOrderLimits.cards, m.cardsRange),
      }),
    )
    .min(1, m.receiptItemsMismatch)
    .max(ciOrderLimits.items),
  note,
});
export type CiOrderCountyReceipt = z.infer<typeof ciOrderCountyReceiptSchema>;

// ---------------------------------------------------------------------------------------------------------
// Printable report and invoice

export const ciOrderCodeRequestSchema = z.object({ orderId: id() });
export const ciOrderCodeResponseSchema = envelopeSchema(z.string(), z.null());

export const ciShortOverQuerySchema = z.object({
  code: text({ max: 200, label: 'Code', required: m.codeInvalid, trim: false }),
});
export const ciInvoiceQuerySchema = z.object({
  code: text({ max: 200, label: 'Code', required: m.invoiceCodeInvalid, trim: false }),
});

/** Spec §3 "Short/over line", field for field: the order's line with its order number, as the report shows it. */
export const ciShortOverLineSchema = ciOrderLineSchema
  .omit({ itemId: true, isShortOver: true })
  .extend({ ciOrderNumber: z.string() });
export type CiShortOverLine = z.infer<typeof ciShortOverLineSchema>;

/** value: the lines (spec: "list of short/over lines"); model: the order number, shown also when none are. */
export const ciShortOverResponseSchema = envelopeSchema(
  z.array(ciShortOverLineSchema),
  z.object({ ciOrderNumber: z.string() }),
);
export type CiShortOverResponse = z.infer<typeof ciShortOverResponseSchema>;

/** Spec §2.6, as written. */
export const ciShortOverTexts = {
  title: 'CI Order Shortage / Overage',
  empty: 'The are no shortages or overages on this order.',
  printDelayMs: 300,
} as const;

/** The order number HOMER gives a new order. */
export const ciOrderNumberOf = (id: number) => `CO${String(id).padStart(6, '0')}`;
