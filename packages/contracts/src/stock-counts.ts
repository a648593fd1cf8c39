import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, optionSchema, pageQuerySchema } from './envelope.ts';
import { id, queryIdOrZero, text } from './fields.ts';

/**
 * Stock counts (stocktakes; issue 29, decision 102): a snapshot of what a site's lots should hold, counted by entry
 * or scan, lines with a variance recounted, then verified by a pharmacist who neither started nor counted it, which
 * posts one count document. Movements posted while the count is open are measured against the snapshot, so the
 * variance stays right (open-mSupply#1177).
 */

const base = 'api/Inventory/StockCounts';

export const stockCountPaths = {
  /** GET, Inventory User: server-paged, newest first; status filter. */
  list: `${base}/GetList`,
  /** GET ?id=, Inventory User: the count with its lines. */
  count: `${base}/GetStockCount`,
  /** GET, Inventory User: active inventory sites (value/text). */
  sites: `${base}/GetSiteOptions`,
  /** GET ?siteId=, Inventory User: the products with lots at the site (value/text), for a count's scope. */
  products: `${base}/GetProductOptions`,
  /** POST, Inventory Technician: snapshots the site's lots in scope. */
  start: `${base}/StartCount`,
  /** POST, Inventory Technician: a line's count (or recount, while the count is in Recount). */
  enter: `${base}/EnterCount`,
  /** POST, Inventory Technician: a lot found on the shelf that is not on the count. */
  addLine: `${base}/AddLine`,
  /** POST, Inventory Technician: ends counting (or recounting). */
  submit: `${base}/SubmitCount`,
  /** POST, Inventory Pharmacist: posts the variance. */
  verify: `${base}/VerifyCount`,
  /** POST, Inventory Technician: abandons the count before it is posted. */
  cancel: `${base}/CancelCount`,
} as const;

export const stockCountAccess = {
  counter: { module: Module.Inventory, minRole: Role.Technician },
  verifier: { module: Module.Inventory, minRole: Role.Pharmacist },
} as const;

export const stockCountStatuses = ['open', 'recount', 'pending_verification', 'posted', 'cancelled'] as const;
export type StockCountStatus = (typeof stockCountStatuses)[number];
export const stockCountStatusLabels: Record<StockCountStatus, string> = {
  open: 'Open',
  recount: 'Recount',
  pending_verification: 'Pending verification',
  posted: 'Posted',
  cancelled: 'Cancelled',
};
/** Statuses in which the count still holds its site: only one such count per site. */
export const stockCountActiveStatuses: readonly StockCountStatus[] = [
  'open',
  'recount',
  'pending_verification',
];

/** The most units one line may hold: what a stock line may move (decision 098). */
export const maxCountQuantity = 1_000_000_000;
const maxScopeProducts = 500;

export const stockCountMessages = {
  siteRequired: 'Choose the inventory site to count.',
  siteNotFound: 'That inventory site does not exist or is inactive.',
  productsRequired: 'Choose at least one product, or count all products.',
  tooManyProducts: `A count may name at most ${maxScopeProducts} products; count all products instead.`,
  productNotFound: 'A chosen product is not in the formulary.',
  nothingToCount: 'The site holds no stock of the chosen products, so there is nothing to count.',
  notFound: 'That stock count does not exist.',
  lineNotFound: 'That line is not on this count.',
  quantityInvalid: `A counted quantity must be a whole number of units from 0 to ${maxCountQuantity.toLocaleString('en-US')}.`,
  notCounting: 'This count is not open for counting.',
  notRecounting: 'Only lines with a variance are recounted.',
  lotRequired: 'Lot Number is required.',
  lotInvalid: 'Lot Number is at most 20 letters, digits and marks.',
  ndcRequired: 'NDC is required.',
  expiryInvalid: 'Expiration Date must be a real date (YYYY-MM-DD).',
  started: 'Count started: the expected quantities are a snapshot of now.',
  counted: 'Count saved.',
  lineAdded: 'Lot added to the count.',
  submittedToRecount: 'Lines with a variance need a recount.',
  submittedToVerify: 'Count submitted for verification.',
  posted: 'Count verified: the variance is posted.',
  cancelled: 'Count cancelled.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// List

export const stockCountListQuerySchema = pageQuerySchema.extend({
  status: z.enum(stockCountStatuses).optional(),
  siteId: queryIdOrZero().default(0),
});
export type StockCountListQuery = z.infer<typeof stockCountListQuerySchema>;

export const stockCountRowSchema = z.object({
  id: z.number().int(),
  siteName: z.string(),
  status: z.enum(stockCountStatuses),
  scopeLabel: z.string(),
  lineCount: z.number().int(),
  startedByName: z.string().nullable(),
  startedAt: z.string(),
});
export type StockCountRow = z.infer<typeof stockCountRowSchema>;

// ---------------------------------------------------------------------------------------------------------
// One count

export const stockCountLineSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  lotStatus: z.string(),
  ndcProductId: z.number().int(),
  ndc: z.string(),
  productName: z.string(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
  /** The lot's on hand at the snapshot (or when the lot was added to the count). */
  expected: z.number().int(),
  /** What the lot holds now. */
  onHand: z.number().int(),
  /** Units posted into / out of the lot since the snapshot, up to now. */
  receivedSince: z.number().int(),
  shippedSince: z.number().int(),
  counted: z.number().int().nullable(),
  countedByName: z.string().nullable(),
  needsRecount: z.boolean(),
  recounted: z.number().int().nullable(),
  recountedByName: z.string().nullable(),
  /** (recount, else count) − (expected + net movements up to the moment it was counted); null before counting. */
  variance: z.number().int().nullable(),
  addedDuringCount: z.boolean(),
});
export type StockCountLine = z.infer<typeof stockCountLineSchema>;

export const stockCountSchema = z.object({
  id: z.number().int(),
  inventorySiteId: z.number().int(),
  siteName: z.string(),
  status: z.enum(stockCountStatuses),
  scopeLabel: z.string(),
  startedByName: z.string().nullable(),
  startedAt: z.string(),
  countedByName: z.string().nullable(),
  countedAt: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  documentId: z.number().int().nullable(),
  /** Why the signed-in user may not verify this count; null when they may (or it is not awaiting verification). */
  verifyBlocked: z.string().nullable(),
  lines: z.array(stockCountLineSchema),
});
export type StockCount = z.infer<typeof stockCountSchema>;
export const stockCountResponseSchema = envelopeSchema(stockCountSchema, z.null());
export const stockCountCommandResponseSchema = envelopeSchema(z.null(), stockCountSchema);
export const stockCountOptionsSchema = z.array(optionSchema);

// ---------------------------------------------------------------------------------------------------------
// Commands

export const stockCountStartSchema = z
  .object({
    inventorySiteId: id(stockCountMessages.siteRequired),
    scope: z.enum(['all', 'products']),
    ndcProductIds: z
      .array(id(stockCountMessages.productNotFound))
      .max(maxScopeProducts, stockCountMessages.tooManyProducts),
  })
  .refine((v) => v.scope === 'all' || v.ndcProductIds.length > 0, {
    message: stockCountMessages.productsRequired,
    path: ['ndcProductIds'],
  });
export type StockCountStart = z.infer<typeof stockCountStartSchema>;

const quantity = z
  .number({ message: stockCountMessages.quantityInvalid })
  .int(stockCountMessages.quantityInvalid)
  .min(0, stockCountMessages.quantityInvalid)
  .max(maxCountQuantity, stockCountMessages.quantityInvalid);

export const stockCountEntrySchema = z.object({
  countId: id(stockCountMessages.notFound),
  lineId: id(stockCountMessages.lineNotFound),
  quantity,
});
export type StockCountEntry = z.infer<typeof stockCountEntrySchema>;

const isoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A lot found on the shelf: an existing lot of the site by id, or a product's lot by NDC and lot number. */
export const stockCountAddLineSchema = z.union([
  z.object({ countId: id(stockCountMessages.notFound), lotId: id(stockCountMessages.lineNotFound) }),
  z.object({
    countId: id(stockCountMessages.notFound),
    ndc: text({ max: 13, required: stockCountMessages.ndcRequired }),
    lotNumber: text({ max: 20, required: stockCountMessages.lotRequired }).refine(
      (v) => /^[\x21-\x7e ]*$/.test(v),
      stockCountMessages.lotInvalid,
    ),
    /** '' = no expiry on the label. */
    expiryDate: text({ max: 10 }).refine((v) => v === '' || isoDate(v), stockCountMessages.expiryInvalid),
  }),
]);
export type StockCountAddLine = z.infer<typeof stockCountAddLineSchema>;

export const stockCountIdSchema = z.object({ countId: id(stockCountMessages.notFound) });
