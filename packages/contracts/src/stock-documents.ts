import { z } from 'zod';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { queryIdOrZero } from './fields.ts';

/**
 * Stock documents (decision 105): the ledger's journal. Every posted document, newest first, and one document with
 * its lines, the document it reverses or that reverses it, and its transfer pair.
 */

const base = 'api/Inventory/StockDocuments';

export const stockDocumentPaths = {
  /** GET, Inventory User: posted documents, newest first; filter by site and kind, search by reference. */
  list: `${base}/GetList`,
  /** GET ?id=, Inventory User: one document with its lines. */
  document: `${base}/GetDocument`,
} as const;

export const stockDocumentKindLabels = {
  receipt: 'Receipt',
  adjustment: 'Adjustment',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  count: 'Count',
  shipment: 'Shipment',
  repack: 'Repack',
  donation: 'Donation',
  opening: 'Opening balance',
  reversal: 'Reversal',
} as const;
export type StockDocumentKindName = keyof typeof stockDocumentKindLabels;
export const stockDocumentKindNames = Object.keys(stockDocumentKindLabels) as StockDocumentKindName[];

/** A document kind as people read it; an unknown kind as it is stored. */
export const documentKindLabel = (kind: string): string =>
  (stockDocumentKindLabels as Record<string, string>)[kind] ?? kind;

export const stockDocumentListQuerySchema = pageQuerySchema.extend({
  siteId: queryIdOrZero().default(0),
  kind: z
    .enum(stockDocumentKindNames as [StockDocumentKindName, ...StockDocumentKindName[]], {
      message: 'That is not a kind of stock document.',
    })
    .optional(),
});
export type StockDocumentListQuery = z.infer<typeof stockDocumentListQuerySchema>;

export const stockDocumentRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  siteName: z.string(),
  reference: z.string().nullable(),
  lineCount: z.number().int(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  postedBy: z.string().nullable(),
  /** The reversal that undid this document, if any. */
  reversedBy: z.number().int().nullable(),
});
export type StockDocumentRow = z.infer<typeof stockDocumentRowSchema>;

/** The most lines one document page shows; an opening balance or a whole-site count can have more. */
export const stockDocumentMaxLines = 2000;

export const stockDocumentLineSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  ndc: z.string(),
  productName: z.string(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
  quantity: z.number().int(),
  reasonLabel: z.string(),
});
export type StockDocumentLine = z.infer<typeof stockDocumentLineSchema>;

export const stockDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  siteId: z.number().int(),
  siteName: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  postedBy: z.string().nullable(),
  reverses: z.number().int().nullable(),
  reversedBy: z.number().int().nullable(),
  /** The other half of a transfer: the transfer in of a transfer out, and the other way round. */
  linked: z.number().int().nullable(),
  lineCount: z.number().int(),
  /** At most stockDocumentMaxLines, by product name and lot. */
  lines: z.array(stockDocumentLineSchema),
});
export type StockDocument = z.infer<typeof stockDocumentSchema>;

export const stockDocumentResponseSchema = envelopeSchema(stockDocumentSchema, z.null());

export const stockDocumentMessages = {
  notFound: 'That stock document does not exist.',
  fetchError: 'The stock documents could not be loaded. Please try again.',
} as const;
