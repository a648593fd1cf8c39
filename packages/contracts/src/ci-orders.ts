import { z } from 'zod';
import { envelopeSchema, optionSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, text } from './fields.ts';

/**
 * CI (repack) orders: what a facility ordered from the wholesaler, the invoices that came with it and, per invoice
 * line, the bottles ordered, invoiced and received and what was repacked into cards or returned. Enough to produce
 * the printable shortage/overage report (spec document 1 §2.6, §3 "Short/over line"; decision 061).
 */

const base = 'api/CiRepack/CiOrder';

export const ciOrderPaths = {
  /** GET, CI User+: the orders of the caller's facilities (keyset-paged, search by order number). */
  list: `${base}/GetList`,
  /** GET ?id=: the order and its lines with the derived figures. */
  order: `${base}/GetOrder`,
  /** GET: the caller's facilities and the formulary's products, for the forms. */
  options: `${base}/GetOptions`,
  /** POST: create (id 0) or change an order's header. */
  saveOrder: `${base}/SaveOrder`,
  /** POST: create (id 0) or change an invoice line. */
  saveLine: `${base}/SaveLine`,
  /** POST {id}: delete an invoice line. */
  deleteLine: `${base}/DeleteLine`,
  /** POST {orderId}: a signed, expiring code for the printable report (decision 061). */
  shortOverCode: `${base}/GetShortOverCode`,
  /** GET ?code=, public (rate limited): the order's short/over lines (spec §7). */
  shortOverPrintable: 'api/PublicCiShortOver/GetCiShortageOverageListPrintable',
} as const;

export const ciOrderStatuses = ['Ordered', 'Received', 'Repacked', 'Closed'] as const;
export type CiOrderStatus = (typeof ciOrderStatuses)[number];

export const ciOrderLimits = {
  orderNumber: 30,
  invoiceNumber: 30,
  productName: 200,
  /** Bottles, cards and units on one line: far above any real order, well inside int4 once multiplied. */
  quantity: 100_000,
  size: 10_000,
} as const;

/** How long a printable report code opens the report: enough to open the window and print. */
export const shortOverCodeLifetimeSeconds = 300;

export const ciOrderMessages = {
  notFound: 'This CI order does not exist.',
  lineNotFound: 'This order line does not exist.',
  orderNumberRequired: 'Order Number is required.',
  orderNumberFormat: 'Order Number may hold letters, digits and hyphens only.',
  orderNumberTaken: 'Another CI order already has this Order Number.',
  facilityRequired: 'Facility is required.',
  facilityNotYours: 'Choose one of your facilities.',
  orderDateRequired: 'Order Date is required.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  receivedBeforeOrdered: 'Received Date cannot be before the Order Date.',
  statusInvalid: 'Status is not known.',
  invoiceNumberRequired: 'Invoice # is required.',
  productNameRequired: 'Product name is required.',
  ndcFormat: 'NDC must be a 10-digit package NDC written 4-4-2, 5-3-2 or 5-4-1 (e.g. 0591-0405-01).',
  sizeRange: `Size must be a whole number from 1 to ${ciOrderLimits.size}.`,
  countPerCardRange: `Count Per Card must be a whole number from 1 to ${ciOrderLimits.size}.`,
  quantityRange: (label: string) => `${label} must be a whole number from 0 to ${ciOrderLimits.quantity}.`,
  saved: 'The CI order was saved.',
  lineSaved: 'The order line was saved.',
  lineDeleted: 'The order line was deleted.',
  codeInvalid: 'This report link is not valid or has expired. Open the report again from the CI order.',
  searchInvalid: 'Search by order number: letters, digits and hyphens.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Figures (decision 061)

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

// Empty passes here: the required message says what is wrong with an empty number.
const orderNumberPattern = /^[A-Za-z0-9-]*$/;
const ndcPattern = /^(\d{4}-\d{4}-\d{2}|\d{5}-\d{3}-\d{2}|\d{5}-\d{4}-\d)$/;

function quantity(label: string) {
  const message = ciOrderMessages.quantityRange(label);
  return z.number({ message }).int(message).min(0, message).max(ciOrderLimits.quantity, message);
}

function positive(message: string) {
  return z.number({ message }).int(message).min(1, message).max(ciOrderLimits.size, message);
}

const orderNumber = text({
  max: ciOrderLimits.orderNumber,
  label: 'Order Number',
  required: ciOrderMessages.orderNumberRequired,
}).regex(orderNumberPattern, ciOrderMessages.orderNumberFormat);

// ---------------------------------------------------------------------------------------------------------
// List: GET …/GetList

export const ciOrderListQuerySchema = pageQuerySchema.extend({
  search: text({ max: ciOrderLimits.orderNumber, label: 'Search' })
    .regex(/^[A-Za-z0-9-]*$/, ciOrderMessages.searchInvalid)
    .optional(),
});
export type CiOrderListQuery = z.infer<typeof ciOrderListQuerySchema>;

export const ciOrderRowSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  facilityName: z.string(),
  orderDate: z.string(),
  receivedDate: z.string().nullable(),
  status: z.enum(ciOrderStatuses),
  lineCount: z.number().int(),
  shortOverCount: z.number().int(),
});
export type CiOrderRow = z.infer<typeof ciOrderRowSchema>;
export const ciOrderListResponseSchema = pagedSchema(ciOrderRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Order: GET …/GetOrder?id=

export const ciOrderIdQuerySchema = z.object({ id: queryId() });

export const ciOrderLineSchema = z.object({
  id: z.number().int(),
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

export const ciOrderDetailSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  orderDate: z.string(),
  receivedDate: z.string().nullable(),
  status: z.enum(ciOrderStatuses),
  lines: z.array(ciOrderLineSchema),
});
export type CiOrderDetail = z.infer<typeof ciOrderDetailSchema>;
export const ciOrderResponseSchema = envelopeSchema(ciOrderDetailSchema, z.null());

export const ciOrderProductOptionSchema = z.object({
  ndc: z.string(),
  productName: z.string(),
  packageDescription: z.string(),
});
export type CiOrderProductOption = z.infer<typeof ciOrderProductOptionSchema>;
export const ciOrderOptionsSchema = z.object({
  facilities: z.array(optionSchema),
  products: z.array(ciOrderProductOptionSchema),
});
export type CiOrderOptions = z.infer<typeof ciOrderOptionsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Save order: POST …/SaveOrder

const dateField = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .min(1, requiredMessage)
    .refine(validIsoDate, ciOrderMessages.dateInvalid);

export const ciOrderFormSchema = z
  .object({
    orderNumber,
    facilityId: id(ciOrderMessages.facilityRequired),
    orderDate: dateField(ciOrderMessages.orderDateRequired),
    /** '' when nothing has arrived yet. */
    receivedDate: z.string().refine((v) => v === '' || validIsoDate(v), ciOrderMessages.dateInvalid),
    status: z.enum(ciOrderStatuses, { message: ciOrderMessages.statusInvalid }),
  })
  .refine((f) => f.receivedDate === '' || f.receivedDate >= f.orderDate, {
    message: ciOrderMessages.receivedBeforeOrdered,
    path: ['receivedDate'],
  });
export type CiOrderForm = z.infer<typeof ciOrderFormSchema>;
export const ciOrderSaveSchema = z.intersection(ciOrderFormSchema, z.object({ id: idOrZero() }));
export type CiOrderSave = z.infer<typeof ciOrderSaveSchema>;

// ---------------------------------------------------------------------------------------------------------
// Save line: POST …/SaveLine

export const ciOrderLineFormSchema = z.object({
  invoiceNumber: text({
    max: ciOrderLimits.invoiceNumber,
    label: 'Invoice #',
    required: ciOrderMessages.invoiceNumberRequired,
  }),
  /** '' when the product is not in the formulary. */
  ndc: text({ max: 12, label: 'NDC' }).refine(
    (v) => v === '' || ndcPattern.test(v),
    ciOrderMessages.ndcFormat,
  ),
  productName: text({
    max: ciOrderLimits.productName,
    label: 'Product name',
    required: ciOrderMessages.productNameRequired,
  }),
  size: positive(ciOrderMessages.sizeRange),
  countPerCard: positive(ciOrderMessages.countPerCardRange),
  bottlesOrdered: quantity('Bottles Ordered'),
  bottlesInvoiced: quantity('Bottles Invoiced'),
  bottlesReceived: quantity('Bottles Received'),
  productRepacked: quantity('Product Repacked'),
  repackedCards: quantity('Repacked Cards'),
  productReturned: quantity('Product Returned'),
  cardsOrdered: quantity('Cards Ordered'),
});
export type CiOrderLineForm = z.infer<typeof ciOrderLineFormSchema>;
export const ciOrderLineSaveSchema = ciOrderLineFormSchema.extend({ id: idOrZero(), orderId: id() });
export type CiOrderLineSave = z.infer<typeof ciOrderLineSaveSchema>;

export const ciOrderLineDeleteSchema = z.object({ id: id() });
export const ciOrderCommandResponseSchema = envelopeSchema(ciOrderDetailSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// Printable report

export const ciShortOverCodeRequestSchema = z.object({ orderId: id() });
export const ciShortOverCodeResponseSchema = envelopeSchema(z.string(), z.null());

export const ciShortOverQuerySchema = z.object({
  code: text({ max: 200, label: 'Code', required: ciOrderMessages.codeInvalid, trim: false }),
});

/** Spec §3 "Short/over line", field for field. */
export const ciShortOverLineSchema = z.object({
  ciOrderNumber: z.string(),
  invoiceNumber: z.string(),
  productName: z.string(),
  ndc: z.string(),
  bottlesOrdered: z.number().int(),
  bottlesInvoiced: z.number().int(),
  size: z.number().int(),
  productInvoiced: z.number().int(),
  countPerCard: z.number().int(),
  cardsOrdered: z.number().int(),
  productRemaining: z.number().int(),
  bottlesReceived: z.number().int(),
  productRepacked: z.number().int(),
  repackedCards: z.number().int(),
  productReturned: z.number().int(),
  productDifference: z.number().int(),
});
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
