import { z } from 'zod';
import { Module, Role } from './access.ts';
import { pagedSchema, pageQuerySchema } from './envelope.ts';
import { queryId } from './fields.ts';

/**
 * The Recall Impact Report (issue 32, decision 116): for one FDA recall, the lots of ours it covers, what they hold
 * now, and every shipment and transfer that took their units away: which facility, repository, site or patient
 * received them. The recall page lists the newest 500 movements; the report has them all, paged, with exports.
 * Patients are named, so the report is under the PHI rules and cannot be subscribed to.
 */

const base = 'api/Reporting/RecallImpact';

export const recallReportPaths = {
  /** GET ?recallId=, Inventory Technician, PHI: one page of movements, the lots held and the totals. */
  list: `${base}/GetList`,
  exportLink: `${base}/GetExportLink`,
  /** GET, Inventory Technician: the recalls that cover lots of ours, newest first (the report's choice). */
  recalls: `${base}/GetRecalls`,
} as const;

/** Who reads where recalled stock went: the recall page's rule (decision 099). */
export const recallReportAccess = { module: Module.Inventory, minRole: Role.Technician, phi: true } as const;

export const recallReportMessages = {
  recall: 'Choose a recall.',
  notFound: 'That recall does not cover any lot of ours.',
} as const;

/** The answer lists at most this many lots (held first); a whole-product recall may cover every lot we ever had. */
export const recallLotsCap = 200;

/** At most this many recalls are offered, newest first; an older one is opened by its link (`?recallId=`). */
export const recallChoicesCap = 200;

const recallFilters = { recallId: queryId(recallReportMessages.recall) };
/** A recall, and a search on the product, NDC, lot, recipient or patient. */
export const recallReportQuerySchema = pageQuerySchema.extend(recallFilters);
export type RecallReportQuery = z.infer<typeof recallReportQuerySchema>;
export const recallReportExportQuerySchema = pageQuerySchema.pick({ search: true }).extend(recallFilters);
export type RecallReportFilters = z.infer<typeof recallReportExportQuerySchema>;

/** Where a movement's units went, as the Shipments Report names programmes; 'transfer' is stock moved between sites. */
export const recallDestinations = [
  { key: 'refills', label: 'Refills' },
  { key: 'home_delivery', label: 'Home delivery' },
  { key: 'county_orders', label: 'County orders' },
  { key: 'formula', label: 'Metabolic formula' },
  { key: 'rx_connects', label: 'Rx Connects' },
  { key: 'transfer', label: 'Transfer' },
  { key: 'other', label: 'Other' },
] as const;

export const recallReportRowSchema = z.object({
  /** The stock document that moved the units: the drill-down. */
  documentId: z.number().int(),
  /** ISO instant the units left. */
  shippedAt: z.string(),
  siteName: z.string(),
  lotId: z.number().int(),
  lotNumber: z.string(),
  ndc: z.string(),
  productName: z.string(),
  /** Units that left, of the product's dispensing unit. */
  units: z.number().int(),
  dispensingUnit: z.string(),
  destination: z.string(),
  destinationLabel: z.string(),
  /** The facility, repository or receiving site; for formula, the patient's county. */
  recipient: z.string(),
  countyName: z.string().nullable(),
  /** The patient who received the units (refills, formula, Rx Connects): patient data. */
  patientName: z.string().nullable(),
  rxNumber: z.string().nullable(),
  /** The refill shipment behind a refill's units (its page needs the inventory too). */
  refillShipmentId: z.number().int().nullable(),
  refillInventoryId: z.number().int().nullable(),
  /** The formula patient behind a formula order's units. */
  formulaPatientId: z.number().int().nullable(),
});
export type RecallReportRow = z.infer<typeof recallReportRowSchema>;

/** A lot the recall covers, at its site, with what it holds now. */
export const recallLotSchema = z.object({
  lotId: z.number().int(),
  siteName: z.string(),
  ndc: z.string(),
  lotNumber: z.string(),
  onHand: z.number().int(),
  dispensingUnit: z.string(),
  /** The lot's stock status ('recalled' once the recall held it). */
  status: z.string(),
  expiryDate: z.string().nullable(),
  /** Named in the recall's code info (otherwise covered because the recall is of every lot). */
  lotNamed: z.boolean(),
});
export type RecallLot = z.infer<typeof recallLotSchema>;

export const recallSummarySchema = z.object({
  recallId: z.number().int(),
  recallNumber: z.string(),
  classification: z.string(),
  status: z.string(),
  productDescription: z.string(),
  /** YYYY-MM-DD: when the FDA reported it. */
  reportDate: z.string().nullable(),
});
export type RecallSummary = z.infer<typeof recallSummarySchema>;

export const recallReportResponseSchema = pagedSchema(recallReportRowSchema).extend({
  recall: recallSummarySchema,
  /** The lots the recall covers (not narrowed by the search), held first, at most recallLotsCap; totals.lots counts all. */
  lots: z.array(recallLotSchema),
  totals: z.object({
    lots: z.number().int(),
    unitsHeld: z.number().int(),
    movements: z.number().int(),
    unitsShipped: z.number().int(),
    recipients: z.number().int(),
    patients: z.number().int(),
    /** Units by destination over every movement shown: the chart. */
    byDestination: z.array(z.object({ destinationLabel: z.string(), units: z.number().int() })),
  }),
});
export type RecallReportResponse = z.infer<typeof recallReportResponseSchema>;

export const recallChoiceSchema = recallSummarySchema.extend({
  /** Lots of ours it covers, and the units they hold now. */
  lots: z.number().int(),
  unitsHeld: z.number().int(),
});
export type RecallChoice = z.infer<typeof recallChoiceSchema>;
export const recallChoicesResponseSchema = z.array(recallChoiceSchema);
