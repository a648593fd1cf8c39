import { z } from 'zod';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, queryIdOrZero, text } from './fields.ts';

/**
 * Transfers between inventory sites (issue 29, decision 101): a Technician drafts the lots to send, dispatch posts
 * one transfer_out (the stock leaves the sending site), and the receiving site's Technician records what arrived:
 * received units go into the same lot at the destination, rejected units go back to the source lot. Inventory
 * Users read transfers.
 */

const base = 'api/Inventory/StockTransfers';

export const stockTransferPaths = {
  /** GET, Inventory User: server-paged, newest first; status and site filters. */
  list: `${base}/GetList`,
  /** GET ?id=, Inventory User: one transfer with its lines. */
  transfer: `${base}/GetTransfer`,
  /** GET ?siteId=&search=, Inventory Technician: available lots of a site to send (50 at most). */
  lots: `${base}/GetSiteLots`,
  /** POST, Inventory Technician: a draft and its lines; id 0 creates. */
  save: `${base}/SaveDraft`,
  /** POST, Inventory Technician: posts the transfer_out. */
  dispatch: `${base}/Dispatch`,
  /** POST, Inventory Technician: received and rejected units per line. */
  receive: `${base}/Receive`,
  /** POST, Inventory Technician: a draft is cancelled. */
  cancel: `${base}/Cancel`,
} as const;

export const stockTransferStatuses = ['Draft', 'Dispatched', 'Received', 'Cancelled'] as const;
export type StockTransferStatus = (typeof stockTransferStatuses)[number];

export const maxTransferQuantity = 1_000_000_000;

export const stockTransferMessages = {
  fromSiteRequired: 'From Site is required.',
  toSiteRequired: 'To Site is required.',
  sameSite: 'From Site and To Site must be different inventory sites.',
  siteNotFound: 'That inventory site does not exist or is not active.',
  linesRequired: 'Add at least one lot to transfer.',
  tooManyLines: 'One transfer holds at most 200 lots.',
  lotRequired: 'Choose a lot.',
  lotTwice: 'Each lot may be listed once; change its quantity instead.',
  quantity: `Quantity must be a whole number of units from 1 to ${maxTransferQuantity.toLocaleString('en-US')}.`,
  receivedQuantity: `Received must be a whole number of units from 0 to ${maxTransferQuantity.toLocaleString('en-US')}.`,
  rejectedQuantity: `Rejected must be a whole number of units from 0 to ${maxTransferQuantity.toLocaleString('en-US')}.`,
  noteTooLong: 'Note cannot be longer than 500 characters.',
  notFound: 'That transfer does not exist.',
  lotNotFound: (lotId: number) => `Lot #${lotId} does not exist.`,
  lotOfOtherSite: (lot: string) => `Lot ${lot} is not at the sending site.`,
  lotUnavailable: (lot: string, status: string) => `Lot ${lot} is ${status} and cannot be sent.`,
  notEnough: (lot: string, available: number) => `Only ${available} available in lot ${lot}.`,
  notDraft: (status: string) =>
    `The transfer is ${status}: only a draft can be changed, dispatched or cancelled.`,
  notDispatched: (status: string) => `The transfer is ${status}: only a dispatched transfer can be received.`,
  receiveLinesMismatch: 'Give received and rejected units for every line of the transfer, once each.',
  unitsDontAddUp: (lot: string, dispatched: number) =>
    `Lot ${lot}: received and rejected units must add up to the ${dispatched} dispatched.`,
  saved: 'Transfer saved.',
  dispatched: (documentId: number) => `Transfer dispatched on document #${documentId}.`,
  received: 'Transfer received.',
  cancelled: 'Transfer cancelled.',
} as const;

const m = stockTransferMessages;

export const stockTransferListQuerySchema = pageQuerySchema.extend({
  status: z.enum(stockTransferStatuses).or(z.literal('')).default(''),
  /** 0 = every site; otherwise transfers from or to this site. */
  siteId: queryIdOrZero().default(0),
});
export type StockTransferListQuery = z.infer<typeof stockTransferListQuerySchema>;

export const stockTransferRowSchema = z.object({
  id: z.number().int(),
  fromSiteName: z.string(),
  toSiteName: z.string(),
  status: z.enum(stockTransferStatuses),
  lineCount: z.number().int(),
  createdAt: z.string(),
  dispatchedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type StockTransferRow = z.infer<typeof stockTransferRowSchema>;

const unit = { dispensingUnit: z.string(), packSize: z.number().int() };

export const stockTransferLineSchema = z.object({
  id: z.number().int(),
  sourceLotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  ndc: z.string(),
  productName: z.string(),
  ...unit,
  quantity: z.number().int(),
  /** The source lot's available units now. */
  available: z.number().int(),
  sourceStatus: z.string(),
  receivedQuantity: z.number().int().nullable(),
  rejectedQuantity: z.number().int().nullable(),
  destinationLotId: z.number().int().nullable(),
});
export type StockTransferLine = z.infer<typeof stockTransferLineSchema>;

const step = z.object({ by: z.string().nullable(), at: z.string() }).nullable();

export const stockTransferSchema = z.object({
  id: z.number().int(),
  fromSiteId: z.number().int(),
  fromSiteName: z.string(),
  toSiteId: z.number().int(),
  toSiteName: z.string(),
  status: z.enum(stockTransferStatuses),
  note: z.string().nullable(),
  created: step,
  dispatched: step,
  received: step,
  cancelled: step,
  dispatchDocumentId: z.number().int().nullable(),
  receiptDocumentId: z.number().int().nullable(),
  returnDocumentId: z.number().int().nullable(),
  lines: z.array(stockTransferLineSchema),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;
export const stockTransferResponseSchema = envelopeSchema(z.null(), stockTransferSchema);

export const stockSiteLotQuerySchema = z.object({
  siteId: queryId(m.fromSiteRequired),
  search: text({ max: 50, label: 'Search' }).default(''),
});
export const stockSiteLotSchema = z.object({
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  ndc: z.string(),
  productName: z.string(),
  ...unit,
  available: z.number().int(),
});
export type StockSiteLot = z.infer<typeof stockSiteLotSchema>;

const units = (message: string, min: number) =>
  z.number({ message }).int(message).min(min, message).max(maxTransferQuantity, message);

export const stockTransferFormSchema = z.object({
  id: idOrZero(),
  fromSiteId: id(m.fromSiteRequired),
  toSiteId: id(m.toSiteRequired),
  note: text({ max: 500, tooLong: m.noteTooLong }),
  lines: z
    .array(z.object({ lotId: id(m.lotRequired), quantity: units(m.quantity, 1) }))
    .min(1, m.linesRequired)
    .max(200, m.tooManyLines)
    .refine((lines) => new Set(lines.map((l) => l.lotId)).size === lines.length, m.lotTwice),
});
export type StockTransferForm = z.infer<typeof stockTransferFormSchema>;

export const stockTransferIdSchema = z.object({ id: id(m.notFound) });

export const stockTransferReceiveSchema = z.object({
  id: id(m.notFound),
  lines: z
    .array(
      z.object({
        lineId: id(m.receiveLinesMismatch),
        receivedQuantity: units(m.receivedQuantity, 0),
        rejectedQuantity: units(m.rejectedQuantity, 0),
      }),
    )
    .min(1, m.receiveLinesMismatch)
    .max(200, m.receiveLinesMismatch),
});
export type StockTransferReceive = z.infer<typeof stockTransferReceiveSchema>;
