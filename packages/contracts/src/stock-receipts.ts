import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, idOrZero, text } from './fields.ts';
import { isIsoDate } from './inventory-sites.ts';

/**
 * Receiving stock (issue 29, decision 101): a Technician receives the lines of one delivery (a packing slip) from a
 * supplier, optionally against a B&A purchase order, into an inventory site; one receipt document posts them all.
 */

const base = 'api/Inventory/StockReceipts';

export const stockReceiptPaths = {
  /** POST, Inventory Technician: what a line names (product, units, recall, the lot's known expiry) before posting. */
  checkLine: `${base}/CheckLine`,
  /** POST, Inventory Technician: posts every line on one receipt document. */
  receive: `${base}/Receive`,
  /** GET ?search=, Inventory Technician: active purchase orders (value/text options), at most 20. */
  purchaseOrders: 'api/Select/StockPurchaseOrders',
  /** GET, Inventory User: active inventory sites (value/text options; additionalData: the facility). */
  sites: 'api/Select/StockSites',
} as const;

/** The most units one line may carry: the ledger's limit (platform/stock, decision 098). */
export const maxReceiptQuantity = 1_000_000_000;

export const stockReceiptMessages = {
  siteRequired: 'Inventory Site is required.',
  siteNotFound: 'That inventory site does not exist or is not active.',
  supplierRequired: 'Supplier is required.',
  purchaseOrderNotFound: 'That purchase order does not exist or is not active.',
  dateRequired: 'Date Received must be a real date (YYYY-MM-DD).',
  dateInFuture: 'Date Received cannot be in the future.',
  ndcRequired: 'NDC is required.',
  ndcFormat: 'NDC must be 10 digits, with or without hyphens (such as 0409-4888-02).',
  lotRequired: 'Lot Number is required.',
  lotFormat: 'Lot Number is at most 20 letters, digits and marks.',
  expiryFormat: 'Expiry Date must be a real date (YYYY-MM-DD) or left empty.',
  quantity: `Quantity must be a whole number of units from 1 to ${maxReceiptQuantity.toLocaleString('en-US')}.`,
  unitCost: 'Unit Cost must be an amount such as 12.50 (up to 4 decimals), or left empty.',
  linesRequired: 'Add at least one line to receive.',
  tooManyLines: 'One receipt holds at most 200 lines.',
  unknownNdc: (ndc: string) =>
    `NDC ${ndc} is not in the NDC formulary. Add it to the formulary, then receive it.`,
  recalled: (ndc: string, lot: string, recalls: readonly string[]) =>
    `NDC ${ndc} lot ${lot} is named in recall ${recalls.join(', ')}: it will be received with status Recalled and cannot be handed out.`,
  lineRefused: (line: number, message: string) => `Line ${line}: ${message}`,
  received: (lines: number, documentId: number) =>
    `Received ${lines} ${lines === 1 ? 'line' : 'lines'} on receipt #${documentId}.`,
} as const;

const m = stockReceiptMessages;

/** The NDC's digits, as the formulary matches them (hyphens ignored). */
export const ndcDigitsOf = (ndc: string) => ndc.replaceAll('-', '');

const ndc = text({ max: 13, required: m.ndcRequired }).refine(
  (v) => /^[\d-]+$/.test(v) && ndcDigitsOf(v).length === 10,
  m.ndcFormat,
);
const lotNumber = text({ max: 20, required: m.lotRequired, tooLong: m.lotFormat }).regex(
  /^[\x21-\x7e ]+$/,
  m.lotFormat,
);
const optionalDate = text({ max: 10 }).refine((v) => v === '' || isIsoDate(v), m.expiryFormat);

export const stockReceiptLineSchema = z.object({
  ndc,
  lotNumber,
  /** '' when the label has none. */
  expiryDate: optionalDate,
  quantity: z
    .number({ message: m.quantity })
    .int(m.quantity)
    .min(1, m.quantity)
    .max(maxReceiptQuantity, m.quantity),
  /** Per unit; '' when unknown. */
  unitCost: text({ max: 20 }).refine((v) => v === '' || /^\d{1,8}(\.\d{1,4})?$/.test(v), m.unitCost),
  bin: text({ max: 30, label: 'Bin' }),
});
export type StockReceiptLine = z.infer<typeof stockReceiptLineSchema>;

export const stockReceiptFormSchema = z.object({
  inventorySiteId: id(m.siteRequired),
  supplierName: text({ max: 200, required: m.supplierRequired, label: 'Supplier' }),
  /** 0 = not against a purchase order. */
  purchaseOrderId: idOrZero(),
  reference: text({ max: 100, label: 'Document Reference' }),
  receivedDate: text({ max: 10, required: m.dateRequired }).refine(isIsoDate, m.dateRequired),
  lines: z.array(stockReceiptLineSchema).min(1, m.linesRequired).max(200, m.tooManyLines),
});
export type StockReceiptForm = z.infer<typeof stockReceiptFormSchema>;

export const stockLineCheckSchema = z.object({
  inventorySiteId: id(m.siteRequired),
  ndc,
  lotNumber: lotNumber.or(z.literal('')),
});
export type StockLineCheck = z.infer<typeof stockLineCheckSchema>;

const productSchema = z.object({
  ndcProductId: z.number().int(),
  ndc: z.string(),
  productName: z.string(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
});
export type StockProduct = z.infer<typeof productSchema>;

export const stockLineCheckResultSchema = z.object({
  /** Null when the NDC is not in the formulary: the line is refused. */
  product: productSchema.nullable(),
  /** Open recalls naming the NDC and lot: the lot arrives recalled. */
  recallNumbers: z.array(z.string()),
  /** The lot already at the site: its expiry (a receipt with another is refused). */
  existingLot: z.object({ lotId: z.number().int(), expiryDate: z.string().nullable() }).nullable(),
});
export type StockLineCheckResult = z.infer<typeof stockLineCheckResultSchema>;
export const stockLineCheckResponseSchema = envelopeSchema(stockLineCheckResultSchema, z.null());

export const receivedLotSchema = productSchema.extend({
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.number().int(),
  status: z.string(),
});
export type ReceivedLot = z.infer<typeof receivedLotSchema>;

/** A refusal names the line (1-based) it is about, and whether its NDC is missing from the formulary. */
export const stockReceiptRefusalSchema = z.object({ line: z.number().int(), unknownNdc: z.boolean() });
export const stockReceiptResponseSchema = envelopeSchema(
  z.object({ documentId: z.number().int(), lots: z.array(receivedLotSchema) }),
  stockReceiptRefusalSchema,
);
export type StockReceiptResult = NonNullable<z.infer<typeof stockReceiptResponseSchema>['value']>;
