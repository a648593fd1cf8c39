import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { id, isStorableText, queryId, queryIdOrZero, text } from './fields.ts';

/**
 * The stock screens (issue 29, decision 100): what each inventory site holds, product by product and lot by lot,
 * each lot's ledger, and the few things people do to a lot by hand (adjust, hold, release, reverse).
 */

const base = 'api/Inventory/Stock';

export const stockPaths = {
  /** GET, Inventory User: one row per site and product, server-paged by product name. */
  list: `${base}/GetList`,
  /** GET ?siteId=&productId=, Inventory User: the lots of one row of the list, earliest expiry first. */
  lots: `${base}/GetLots`,
  /** GET ?id=, Inventory User: one lot. */
  lot: `${base}/GetLot`,
  /** GET ?id=, Inventory User: the lot's ledger, newest first, with the balance after each line. */
  ledger: `${base}/GetLedger`,
  /** GET, Inventory User: the inventory sites to filter by (value/text options). */
  sites: `${base}/GetSites`,
  /** GET, Inventory Technician: the reasons a person may give for an adjustment. */
  reasons: `${base}/GetAdjustmentReasons`,
  /** POST, Inventory Technician: posts an adjustment document of one line. */
  adjust: `${base}/Adjust`,
  /** POST, Inventory Pharmacist: hold, quarantine or release a lot. */
  setStatus: `${base}/SetStatus`,
  /** POST, Inventory Pharmacist: posts the reversal of a document. */
  reverse: `${base}/Reverse`,
  /** GET, Inventory User: a link to the Excel export of the list with the same filters. */
  exportLink: `${base}/GetExportLink`,
} as const;

/** Who may do what on the stock screens. */
export const stockAccess = {
  read: { module: Module.Inventory, minRole: Role.User },
  adjust: { module: Module.Inventory, minRole: Role.Technician },
  supervise: { module: Module.Inventory, minRole: Role.Pharmacist },
} as const;

/** Reasons the system posts itself: an adjustment by hand may not claim them. */
export const systemStockReasons: readonly string[] = [
  'received',
  'opening',
  'dispensed',
  'transfer',
  'repack',
  'donation',
  'reversal',
  'count_variance',
];

export const maxAdjustQuantity = 1_000_000_000;
export const stockNoteMax = 500;
export const expiringWithinChoices = ['30', '60', '90', 'expired'] as const;
export type ExpiringWithin = (typeof expiringWithinChoices)[number];
export const heldStatuses = ['on_hold', 'quarantine'] as const;
export const lotStatusChoices = [
  'available',
  'on_hold',
  'quarantine',
  'recalled',
  'expired',
  'damaged',
] as const;

export const stockMessages = {
  lotNotFound: 'That stock lot does not exist.',
  documentNotFound: 'That stock document does not exist.',
  quantityInvalid: `Quantity must be a whole number of units from 1 to ${maxAdjustQuantity.toLocaleString('en-US')}, added or taken.`,
  reasonRequired: 'Reason is required.',
  reasonNotAllowed: 'Choose a reason for an adjustment that fits adding or taking stock.',
  occurredAtInvalid: 'Date it happened must be a date and time.',
  noteRequired: 'Note is required.',
  adjusted: 'Stock adjusted.',
  held: 'Lot put on hold.',
  quarantined: 'Lot put in quarantine.',
  released: 'Lot released: it is available again.',
  reversed: 'Document reversed.',
  alreadyInStatus: 'The lot already has that status.',
  notHoldable: 'Only an available or held lot can be put on hold or in quarantine.',
  notReleasable:
    'Only a lot on hold or in quarantine is released here; recalled, expired and damaged lots are not.',
  holdAllocated: (units: string, lot: string) =>
    `${units} of lot ${lot} are allocated to open shipments; release them first.`,
} as const;

const requiredNote = text({ max: stockNoteMax, label: 'Note', required: stockMessages.noteRequired });

// ---------------------------------------------------------------------------------------------------------
// List

export const stockListQuerySchema = pageQuerySchema.extend({
  siteId: queryIdOrZero().default(0),
  status: z.enum(lotStatusChoices).or(z.literal('')).optional(),
  expiring: z.enum(expiringWithinChoices).or(z.literal('')).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

/** GET …/GetExportLink: the list's filters without its paging. */
export const stockExportQuerySchema = stockListQuerySchema.pick({
  siteId: true,
  search: true,
  status: true,
  expiring: true,
});

const unitFields = { dispensingUnit: z.string(), packSize: z.number().int() };

export const stockRowSchema = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  productId: z.number().int(),
  ndc: z.string(),
  productName: z.string(),
  ...unitFields,
  onHand: z.number().int(),
  available: z.number().int(),
  lotCount: z.number().int(),
  earliestExpiry: z.string().nullable(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** The list's filters apply to the lots too, so the lots shown are the ones the row counted. */
export const stockLotsQuerySchema = stockListQuerySchema
  .pick({ status: true, expiring: true, search: true })
  .extend({ siteId: queryId(), productId: queryId() });
export type StockLotsQuery = z.infer<typeof stockLotsQuerySchema>;

export const stockLotRowSchema = z.object({
  id: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  bin: z.string().nullable(),
  status: z.string(),
  onHand: z.number().int(),
  allocated: z.number().int(),
  available: z.number().int(),
  sourceKind: z.string(),
  sourceName: z.string().nullable(),
});
export type StockLotRow = z.infer<typeof stockLotRowSchema>;

// ---------------------------------------------------------------------------------------------------------
// One lot

export const stockLotSchema = stockLotRowSchema.extend({
  siteId: z.number().int(),
  siteName: z.string(),
  productId: z.number().int(),
  ndc: z.string(),
  productName: z.string(),
  ...unitFields,
  unitCost: z.string().nullable(),
  statusNote: z.string().nullable(),
});
export type StockLot = z.infer<typeof stockLotSchema>;
export const stockLotResponseSchema = envelopeSchema(stockLotSchema, z.null());

export const stockLedgerQuerySchema = pageQuerySchema.pick({ pageSize: true, after: true }).extend({
  id: queryId(),
});
export type StockLedgerQuery = z.infer<typeof stockLedgerQuerySchema>;

export const stockLedgerRowSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  documentKind: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  reasonLabel: z.string(),
  quantity: z.number().int(),
  balance: z.number().int(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  postedBy: z.string().nullable(),
  /** A document that is a reversal, or has been reversed, cannot be reversed (again). */
  reversible: z.boolean(),
});
export type StockLedgerRow = z.infer<typeof stockLedgerRowSchema>;

export const stockLedgerPageSchema = z.object({
  data: z.array(stockLedgerRowSchema),
  nextCursor: z.string().optional(),
});
export type StockLedgerPage = z.infer<typeof stockLedgerPageSchema>;

export const stockReasonOptionSchema = z.object({
  code: z.string(),
  label: z.string(),
  direction: z.enum(['in', 'out', 'both']),
});
export type StockReasonOption = z.infer<typeof stockReasonOptionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Actions

const isoDateTime = z
  .string()
  .max(40, stockMessages.occurredAtInvalid)
  .refine((v) => isStorableText(v) && !Number.isNaN(Date.parse(v)), stockMessages.occurredAtInvalid);

export const stockAdjustSchema = z.object({
  lotId: id(),
  quantity: z
    .number({ message: stockMessages.quantityInvalid })
    .int(stockMessages.quantityInvalid)
    .min(-maxAdjustQuantity, stockMessages.quantityInvalid)
    .max(maxAdjustQuantity, stockMessages.quantityInvalid)
    .refine((n) => n !== 0, stockMessages.quantityInvalid),
  reasonCode: text({ max: 30, required: stockMessages.reasonRequired }),
  note: text({ max: stockNoteMax, label: 'Note' }).optional(),
  /** When the stock really moved; now when absent. */
  occurredAt: isoDateTime.optional(),
});
export type StockAdjust = z.infer<typeof stockAdjustSchema>;

export const stockStatusChangeSchema = z.object({
  lotId: id(),
  status: z.enum(['available', ...heldStatuses], { message: 'Choose hold, quarantine or release.' }),
  note: requiredNote,
});
export type StockStatusChange = z.infer<typeof stockStatusChangeSchema>;

export const stockReverseSchema = z.object({
  documentId: id(),
  note: requiredNote,
});
export type StockReverse = z.infer<typeof stockReverseSchema>;

export const stockActionResponseSchema = envelopeSchema(z.number().int(), z.null());
