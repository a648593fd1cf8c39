import { z } from 'zod';
import { Module, Role } from './access.ts';
import { pagedSchema, pageQuerySchema } from './envelope.ts';
import { calendarDate, queryIdOrZero } from './fields.ts';

/**
 * The `reporting` area (issue 32, decision 113): reports read on the report database (a read replica when one is
 * configured), each with filters, a table, totals for its chart and an Excel export of the same filters.
 */

const base = 'api/Reporting';

export const reportPaths = {
  /** GET, Inventory User: opening, movements by type and closing of each lot over a period. */
  stockLedger: `${base}/StockLedger/GetList`,
  stockLedgerExport: `${base}/StockLedger/GetExportLink`,
  /** GET, Inventory User: lots expiring within a window against the usage expected before they expire. */
  expiringStock: `${base}/ExpiringStock/GetList`,
  expiringStockExport: `${base}/ExpiringStock/GetExportLink`,
  /** GET, Inventory User: each product's stock, monthly usage, months of stock and value at cost, per site. */
  stockUsage: `${base}/StockUsage/GetList`,
  stockUsageExport: `${base}/StockUsage/GetExportLink`,
  /** GET, Inventory User: units added and removed by hand and by counts over a period, by reason, at cost. */
  adjustments: `${base}/Adjustments/GetList`,
  adjustmentsExport: `${base}/Adjustments/GetExportLink`,
  /** GET, Inventory User: shipments over a period by programme, county and recipient, net of reversals. */
  shipments: `${base}/Shipments/GetList`,
  shipmentsExport: `${base}/Shipments/GetExportLink`,
  /** GET, CI User: repack jobs completed over a period with their yield, waste, samples and beyond-use date. */
  repackYield: `${base}/RepackYield/GetList`,
  repackYieldExport: `${base}/RepackYield/GetExportLink`,
  /** GET, Inventory User: counts posted over a period, their lines, variances and accuracy. */
  countVariance: `${base}/CountVariance/GetList`,
  countVarianceExport: `${base}/CountVariance/GetExportLink`,
} as const;

/** The repack report is read by anyone of the CI module, who run the repack jobs it lists. */
export const repackReportAccess = { module: Module.CI, minRole: Role.User } as const;

/** Stock reports are read by anyone of the Inventory module (the stock screens' own rule). */
export const stockReportAccess = { module: Module.Inventory, minRole: Role.User } as const;

export const reportMessages = {
  fromRequired: 'From is required.',
  fromInvalid: 'From must be a date.',
  toRequired: 'To is required.',
  toInvalid: 'To must be a date.',
  periodReversed: 'To must be on or after From.',
  periodTooLong: 'A period can be at most 366 days.',
  timedOut:
    'The report took too long to prepare and was stopped. Narrow the filters (a site, a shorter period) and try again.',
} as const;

/** The longest period a ledger report covers: a year, leap or not. */
export const maxReportDays = 366;

/** Days the usage behind "average monthly consumption" is taken over: three months, as open-mSupply does. */
export const usageDays = 90;
export const daysPerMonth = 30.4375;

// ---------------------------------------------------------------------------------------------------------
// Stock ledger

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** A period report's From and To (checked together by checkPeriod). */
export const periodFilters = {
  from: calendarDate(reportMessages.fromRequired, reportMessages.fromInvalid),
  to: calendarDate(reportMessages.toRequired, reportMessages.toInvalid),
};
const ledgerFilters = { siteId: queryIdOrZero().default(0), ...periodFilters };

export function checkPeriod(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.periodReversed });
  else if (dayCount(q.from, q.to) > maxReportDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.periodTooLong });
}

export const stockLedgerQuerySchema = pageQuerySchema.extend(ledgerFilters).superRefine(checkPeriod);
export type StockLedgerQuery = z.infer<typeof stockLedgerQuerySchema>;
export const stockLedgerExportQuerySchema = pageQuerySchema
  .pick({ search: true })
  .extend(ledgerFilters)
  .superRefine(checkPeriod);
export type StockLedgerFilters = z.infer<typeof stockLedgerExportQuerySchema>;

/**
 * The movement types a ledger row splits its lines into. In-only and out-only types are counted as they come;
 * adjustments, counts, repacks and reversals can go either way and are shown net.
 */
export const ledgerMovementTypes = [
  { key: 'received', label: 'Received' },
  { key: 'transfersIn', label: 'Transfers In' },
  { key: 'shipped', label: 'Shipped' },
  { key: 'transfersOut', label: 'Transfers Out' },
  { key: 'repacked', label: 'Repack (net)' },
  { key: 'adjusted', label: 'Adjustments and Counts (net)' },
  { key: 'reversed', label: 'Reversals (net)' },
] as const;
export type LedgerMovementType = (typeof ledgerMovementTypes)[number]['key'];

const movementFields = {
  opening: z.number().int(),
  received: z.number().int(),
  transfersIn: z.number().int(),
  shipped: z.number().int(),
  transfersOut: z.number().int(),
  repacked: z.number().int(),
  adjusted: z.number().int(),
  reversed: z.number().int(),
  closing: z.number().int(),
};

const productFields = {
  siteId: z.number().int(),
  siteName: z.string(),
  productId: z.number().int(),
  ndc: z.string(),
  productName: z.string(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
};

export const stockLedgerRowSchema = z.object({
  lotId: z.number().int(),
  ...productFields,
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  ...movementFields,
});
export type StockLedgerRow = z.infer<typeof stockLedgerRowSchema>;

export const stockLedgerResponseSchema = pagedSchema(stockLedgerRowSchema).extend({
  /** Every row's figures summed (all pages), in units: the report's chart and its totals line. */
  totals: z.object(movementFields),
});
export type StockLedgerResponse = z.infer<typeof stockLedgerResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Expiring stock

export const expiryWindows = ['30', '60', '90'] as const;

const expiringFilters = z.object({
  siteId: queryIdOrZero().default(0),
  within: z.enum(expiryWindows).default('90'),
});
export const expiringStockQuerySchema = pageQuerySchema.extend(expiringFilters.shape);
export type ExpiringStockQuery = z.infer<typeof expiringStockQuerySchema>;
export const expiringStockExportQuerySchema = pageQuerySchema
  .pick({ search: true })
  .extend(expiringFilters.shape);
export type ExpiringStockFilters = z.infer<typeof expiringStockExportQuerySchema>;

export const expiringStockRowSchema = z.object({
  lotId: z.number().int(),
  ...productFields,
  lotNumber: z.string(),
  expiryDate: z.string(),
  daysLeft: z.number().int(),
  status: z.string(),
  onHand: z.number().int(),
  /** Average monthly consumption of the product at the site (units), over the last `usageDays`. */
  monthlyUsage: z.number(),
  /** Units of this lot that usage is expected to take before it expires, earlier-expiring lots first. */
  expectedUse: z.number().int(),
  atRiskUnits: z.number().int(),
  unitCost: z.number().nullable(),
  atRiskValue: z.number(),
});
export type ExpiringStockRow = z.infer<typeof expiringStockRowSchema>;

export const expiringStockResponseSchema = pagedSchema(expiringStockRowSchema).extend({
  totals: z.object({
    lots: z.number().int(),
    onHand: z.number().int(),
    atRiskUnits: z.number().int(),
    atRiskValue: z.number(),
    /** At-risk value by month of expiry (YYYY-MM), for the chart. */
    byMonth: z.array(z.object({ month: z.string(), atRiskValue: z.number(), atRiskUnits: z.number().int() })),
  }),
});
export type ExpiringStockResponse = z.infer<typeof expiringStockResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Usage, months of stock and value

export const lowStockMonths = ['1', '2', '3'] as const;

const usageFilters = z.object({
  siteId: queryIdOrZero().default(0),
  /** A product is low when its months of stock are below this many. */
  lowBelow: z.enum(lowStockMonths).default('1'),
  lowOnly: z.enum(['true', 'false']).default('false'),
});
export const stockUsageQuerySchema = pageQuerySchema.extend(usageFilters.shape);
export type StockUsageQuery = z.infer<typeof stockUsageQuerySchema>;
export const stockUsageExportQuerySchema = pageQuerySchema.pick({ search: true }).extend(usageFilters.shape);
export type StockUsageFilters = z.infer<typeof stockUsageExportQuerySchema>;

export const stockUsageRowSchema = z.object({
  ...productFields,
  onHand: z.number().int(),
  available: z.number().int(),
  monthlyUsage: z.number(),
  /** Available units over monthly usage; null when nothing was used. */
  monthsOfStock: z.number().nullable(),
  low: z.boolean(),
  /** On hand at each lot's unit cost. */
  value: z.number(),
  /** Units on hand in lots without a unit cost (not in value). */
  uncostedUnits: z.number().int(),
});
export type StockUsageRow = z.infer<typeof stockUsageRowSchema>;

export const stockUsageResponseSchema = pagedSchema(stockUsageRowSchema).extend({
  totals: z.object({ products: z.number().int(), low: z.number().int(), value: z.number() }),
});
export type StockUsageResponse = z.infer<typeof stockUsageResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Adjustments and waste by reason

/**
 * The ledger's filters (stockLedgerQuerySchema, stockLedgerExportQuerySchema): a site (0: every site), a period
 * and a search (product, NDC or lot).
 */
export type AdjustmentsQuery = StockLedgerQuery;
export type AdjustmentsFilters = StockLedgerFilters;

const reasonFigures = {
  /** Units the reason's lines added. */
  added: z.number().int(),
  /** Units the reason's lines took away, as a positive number. */
  removed: z.number().int(),
  /** Added less removed, at each lot's unit cost (negative: value lost). */
  value: z.number(),
};

export const adjustmentRowSchema = z.object({
  ...productFields,
  reasonCode: z.string(),
  reasonLabel: z.string(),
  ...reasonFigures,
  /** Units (added or removed) in lots without a unit cost, not in value. */
  uncostedUnits: z.number().int(),
  /** Ledger lines behind the row. */
  lines: z.number().int(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRowSchema>;

export const adjustmentsResponseSchema = pagedSchema(adjustmentRowSchema).extend({
  totals: z.object({
    ...reasonFigures,
    /** Every reason's figures (all pages), largest value lost first: the report's chart. */
    byReason: z.array(z.object({ reasonCode: z.string(), reasonLabel: z.string(), ...reasonFigures })),
  }),
});
export type AdjustmentsResponse = z.infer<typeof adjustmentsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Shipments by programme, county and recipient

/** What a shipment was for, from the demand it was posted against. */
export const shipmentProgrammes = [
  { key: 'refills', label: 'Refills' },
  { key: 'home_delivery', label: 'Home delivery' },
  { key: 'county_orders', label: 'County orders' },
  { key: 'formula', label: 'Metabolic formula' },
  { key: 'rx_connects', label: 'Rx Connects' },
  { key: 'other', label: 'Other' },
] as const;
export type ShipmentProgramme = (typeof shipmentProgrammes)[number]['key'];
const programmeKeys = shipmentProgrammes.map((p) => p.key) as [ShipmentProgramme, ...ShipmentProgramme[]];

/** '' (or none): every programme. */
export const shipmentProgrammeFilter = z
  .enum([...programmeKeys, ''], { message: 'That is not a programme shipments are made for.' })
  .default('');
const shipmentFilters = { ...ledgerFilters, programme: shipmentProgrammeFilter };
export const shipmentsQuerySchema = pageQuerySchema.extend(shipmentFilters).superRefine(checkPeriod);
export type ShipmentsQuery = z.infer<typeof shipmentsQuerySchema>;
export const shipmentsExportQuerySchema = pageQuerySchema
  .pick({ search: true })
  .extend(shipmentFilters)
  .superRefine(checkPeriod);
export type ShipmentsFilters = z.infer<typeof shipmentsExportQuerySchema>;

const shipmentFigures = {
  /** Shipment documents posted in the period. */
  shipments: z.number().int(),
  /** Reversals posted in the period of this recipient's shipments (their units are back in stock). */
  reversed: z.number().int(),
  /** Units shipped less units reversals gave back. */
  units: z.number().int(),
  /** Those units at each lot's unit cost. */
  value: z.number(),
};

export const shipmentRowSchema = z.object({
  programme: z.enum(programmeKeys),
  programmeLabel: z.string(),
  countyName: z.string().nullable(),
  /** The facility, repository or, for formula, "Patients" (no patient is named: the report is not PHI). */
  recipient: z.string(),
  ...shipmentFigures,
  /** Units in lots without a unit cost, not in value. */
  uncostedUnits: z.number().int(),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;

export const shipmentsResponseSchema = pagedSchema(shipmentRowSchema).extend({
  totals: z.object({
    ...shipmentFigures,
    /** Each programme's figures (all pages): the chart. */
    byProgramme: z.array(
      z.object({ programme: z.enum(programmeKeys), programmeLabel: z.string(), ...shipmentFigures }),
    ),
  }),
});
export type ShipmentsResponse = z.infer<typeof shipmentsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Repack yield, waste and beyond-use dates

/**
 * The ledger's filters (stockLedgerQuerySchema): a site, a period of completion (UTC days) and a search (either
 * product's name or NDC, or the lot made).
 */
export type RepackYieldQuery = StockLedgerQuery;
export type RepackYieldFilters = StockLedgerFilters;

const repackFigures = {
  cards: z.number().int(),
  /** Bulk units the job took from its source lots (cards × count, waste and samples). */
  unitsTaken: z.number().int(),
  wasteUnits: z.number().int(),
  sampleUnits: z.number().int(),
  /** Units that became cards, over units taken, in percent (one decimal); null when nothing was taken. */
  yieldPercent: z.number().nullable(),
};

export const repackYieldRowSchema = z.object({
  jobId: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  status: z.string(),
  completedAt: z.string(),
  sourceNdc: z.string(),
  sourceName: z.string(),
  /** The bulk product's dispensing unit: units taken, waste and samples are counted in it. */
  sourceUnit: z.string(),
  outputNdc: z.string(),
  outputName: z.string(),
  countPerCard: z.number().int(),
  plannedCards: z.number().int(),
  lotNumber: z.string().nullable(),
  beyondUseDate: z.string().nullable(),
  ...repackFigures,
});
export type RepackYieldRow = z.infer<typeof repackYieldRowSchema>;

export const repackYieldResponseSchema = pagedSchema(repackYieldRowSchema).extend({
  totals: z.object({ jobs: z.number().int(), ...repackFigures }),
});
export type RepackYieldResponse = z.infer<typeof repackYieldResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Count variance and accuracy

/**
 * The ledger's filters (stockLedgerQuerySchema): a site, a period of posting (UTC days) and a search (a product's
 * name or NDC, or a lot, counted in the count).
 */
export type CountVarianceQuery = StockLedgerQuery;
export type CountVarianceFilters = StockLedgerFilters;

const countFigures = {
  /** Lots counted. */
  linesCounted: z.number().int(),
  /** Lots whose count differed from the ledger: the lines the count posted. */
  linesWithVariance: z.number().int(),
  /** Lots counted a second time because the first count was doubted. */
  recounts: z.number().int(),
  /** Units the count found beyond the ledger's, and units it found missing (as a positive number). */
  unitsOver: z.number().int(),
  unitsUnder: z.number().int(),
  /** Over less under at each lot's unit cost (negative: value lost). */
  value: z.number(),
  /** Lots counted without a variance over lots counted, in percent (one decimal); null when none were counted. */
  accuracyPercent: z.number().nullable(),
};

export const countVarianceRowSchema = z.object({
  countId: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  /** 'all' (every lot at the site) or 'products' (the products chosen). */
  scope: z.string(),
  postedAt: z.string(),
  ...countFigures,
  /** Units over or under in lots without a unit cost, not in value. */
  uncostedUnits: z.number().int(),
});
export type CountVarianceRow = z.infer<typeof countVarianceRowSchema>;

export const countVarianceResponseSchema = pagedSchema(countVarianceRowSchema).extend({
  totals: z.object({
    counts: z.number().int(),
    ...countFigures,
    /** Each site's figures (all pages): the chart. */
    bySite: z.array(z.object({ siteName: z.string(), ...countFigures })),
  }),
});
export type CountVarianceResponse = z.infer<typeof countVarianceResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The reports index

export const reportAreas = ['Stock', 'Programmes', 'Help Desk'] as const;

/**
 * Every report, as the index lists it: the route's id (its path, title and access come from the route table) and
 * what it answers. Reports that live in their programme's own area are listed here too.
 */
export const reportCatalogue = [
  {
    routeId: 'reportStockLedger',
    area: 'Stock',
    description: 'Opening, received, shipped, moved and closing units of each lot over a period.',
  },
  {
    routeId: 'reportExpiringStock',
    area: 'Stock',
    description:
      'Lots expiring in 30, 60 or 90 days, the units usage will not reach before then, and their value.',
  },
  {
    routeId: 'reportStockUsage',
    area: 'Stock',
    description:
      'Average monthly usage, months of stock, low-stock flags and value at cost, by product and site.',
  },
  {
    routeId: 'reportAdjustments',
    area: 'Stock',
    description:
      'Units added and removed by adjustments and counts over a period, by reason (waste, loss, count variance), and their value at cost.',
  },
  {
    routeId: 'reportShipments',
    area: 'Stock',
    description:
      'Shipments and units shipped over a period by programme (refills, home delivery, county orders, formula, Rx Connects), county and recipient, net of reversals.',
  },
  {
    routeId: 'reportRepackYield',
    area: 'Stock',
    description:
      'Repack jobs completed over a period: cards made, bulk units taken, waste, samples, yield and beyond-use dates.',
  },
  {
    routeId: 'reportCountVariance',
    area: 'Stock',
    description:
      'Stock counts posted over a period: lots counted, variances found, units over and under, their value and count accuracy.',
  },
  {
    routeId: 'reportRecallImpact',
    area: 'Stock',
    description:
      'An FDA recall’s lots: what they hold now, and every shipment and transfer of their units, to which facility, site or patient (patient data).',
  },
  {
    routeId: 'reportRxConnects',
    area: 'Programmes',
    description:
      'Rx Connects: donations received and medicine dispensed by every repository, per month, with each monthly report’s due date.',
  },
  {
    routeId: 'reportFormulaShipments',
    area: 'Programmes',
    description:
      'Metabolic formula shipped to each patient over a period, net of reversals, at cost (patient data).',
  },
  {
    routeId: 'rxMonthlyDispensing',
    area: 'Programmes',
    description:
      'Rx Connects: units dispensed and donations received by a repository in a month (due by the 5th).',
  },
  {
    routeId: 'reportHeros',
    area: 'Programmes',
    description:
      'HEROS: applications and naloxone doses requested, approved, pending and denied by round and county.',
  },
  {
    routeId: 'reportHelpDesk',
    area: 'Help Desk',
    description:
      'Tickets opened and resolved, first-response and resolution SLA attainment, and survey ratings by month and category.',
  },
] as const satisfies readonly { routeId: string; area: (typeof reportAreas)[number]; description: string }[];
