import { z } from 'zod';
import { Module, Role } from './access.ts';
import { pagedSchema, pageQuerySchema } from './envelope.ts';
import { queryIdOrZero } from './fields.ts';
import { checkPeriod, periodFilters } from './reports.ts';

/**
 * The reporting area's programme reports (issue 32, decision 115): the help desk's volume, SLA attainment and survey
 * ratings (the former Ticket Feedback report folded in), and HEROS doses by round and county. Like the stock
 * reports they read the report database, export to Excel and PDF and may be subscribed to.
 */

const base = 'api/Reporting';

export const programmeReportPaths = {
  /** GET, HelpDesk User: tickets opened and resolved, SLA attainment and survey ratings by month and category. */
  helpDesk: `${base}/HelpDesk/GetList`,
  helpDeskExport: `${base}/HelpDesk/GetExportLink`,
  /** GET, HEROS User: applications and naloxone doses requested, approved, pending and denied by round and county. */
  heros: `${base}/Heros/GetList`,
  herosExport: `${base}/Heros/GetExportLink`,
  /** GET, Rx Connects Administrator: donations received and medicine dispensed by repository and month. */
  rxConnects: `${base}/RxConnects/GetList`,
  rxConnectsExport: `${base}/RxConnects/GetExportLink`,
  /** GET, Metabolic Formula User, PHI: formula shipped to each patient over a period. */
  formulaShipments: `${base}/FormulaShipments/GetList`,
  formulaShipmentsExport: `${base}/FormulaShipments/GetExportLink`,
} as const;

/** The help-desk report is read by the help desk's agents (the ticket queue's rule). */
export const helpDeskReportAccess = { module: Module.HelpDesk, minRole: Role.User } as const;
/** The HEROS report is read by anyone of the HEROS module (the application queue's rule). */
export const herosReportAccess = { module: Module.HEROS, minRole: Role.User } as const;
/** Every repository's figures are the programme's: its administrators read them (a pharmacist reads their own). */
export const rxConnectsReportAccess = { module: Module.RxConnects, minRole: Role.RxConnectsAdmin } as const;
/** Patients' names: the formula programme's staff, under the PHI rules (spec document 1 §8). */
export const formulaReportAccess = {
  module: Module.MetabolicFormula,
  minRole: Role.User,
  phi: true,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Help desk: volume, SLA attainment and feedback by month and category

const helpDeskFilters = { ...periodFilters, categoryId: queryIdOrZero().default(0) };
/** A period (UTC days, at most 366) and a ticket category (0: every category). */
export const helpDeskReportQuerySchema = pageQuerySchema.extend(helpDeskFilters).superRefine(checkPeriod);
export type HelpDeskReportQuery = z.infer<typeof helpDeskReportQuerySchema>;
export const helpDeskReportExportQuerySchema = pageQuerySchema
  .pick({ search: true })
  .extend(helpDeskFilters)
  .superRefine(checkPeriod);
export type HelpDeskReportFilters = z.infer<typeof helpDeskReportExportQuerySchema>;

const helpDeskFigures = {
  /** Tickets opened in the month (drafts are not tickets yet). */
  opened: z.number().int(),
  /** Tickets resolved or closed in the month (a ticket reopened since is not counted). */
  resolved: z.number().int(),
  /**
   * Of the tickets opened in the month whose first-response clock has stopped or run out: those answered (or
   * resolved) by the business-hours due time of their priority. A ticket still within its time is not counted.
   */
  firstResponseMet: z.number().int(),
  firstResponseMeasured: z.number().int(),
  /** The same for resolution. */
  resolutionMet: z.number().int(),
  resolutionMeasured: z.number().int(),
  /** Satisfaction surveys answered in the month, and their average rating (1–5; null when none). */
  surveys: z.number().int(),
  averageRating: z.number().nullable(),
};

export const helpDeskReportRowSchema = z.object({
  /** 'YYYY-MM' (UTC, as the period's days). */
  month: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  ...helpDeskFigures,
});
export type HelpDeskReportRow = z.infer<typeof helpDeskReportRowSchema>;

export const helpDeskReportResponseSchema = pagedSchema(helpDeskReportRowSchema).extend({
  totals: z.object({
    ...helpDeskFigures,
    /** Each month's figures over every category: the chart. */
    byMonth: z.array(z.object({ month: z.string(), ...helpDeskFigures })),
  }),
});
export type HelpDeskReportResponse = z.infer<typeof helpDeskReportResponseSchema>;

/** Met over measured in percent, one decimal; null when nothing was measured. */
export const attainment = (met: number, measured: number) =>
  measured === 0 ? null : Math.round((met / measured) * 1000) / 10;

// ---------------------------------------------------------------------------------------------------------
// HEROS: doses by round and county

const herosFilters = { roundId: queryIdOrZero().default(0) };
/** A round (0: every round) and a search (the county's name). */
export const herosReportQuerySchema = pageQuerySchema.extend(herosFilters);
export type HerosReportQuery = z.infer<typeof herosReportQuerySchema>;
export const herosReportExportQuerySchema = pageQuerySchema.pick({ search: true }).extend(herosFilters);
export type HerosReportFilters = z.infer<typeof herosReportExportQuerySchema>;

const herosFigures = {
  applications: z.number().int(),
  approvedApplications: z.number().int(),
  /** Submitted or sent back for changes: no decision yet. */
  pendingApplications: z.number().int(),
  deniedApplications: z.number().int(),
  dosesRequested: z.number().int(),
  /** The doses of approved applications. */
  dosesApproved: z.number().int(),
  dosesPending: z.number().int(),
  dosesDenied: z.number().int(),
};

export const herosReportRowSchema = z.object({
  roundId: z.number().int(),
  roundName: z.string(),
  countyId: z.number().int(),
  /** The county the agency operates in (its operation county), where the doses are used. */
  countyName: z.string(),
  ...herosFigures,
});
export type HerosReportRow = z.infer<typeof herosReportRowSchema>;

export const herosReportResponseSchema = pagedSchema(herosReportRowSchema).extend({
  totals: z.object({
    ...herosFigures,
    /** Each round's figures over every county shown: the chart. */
    byRound: z.array(z.object({ roundId: z.number().int(), roundName: z.string(), ...herosFigures })),
  }),
});
export type HerosReportResponse = z.infer<typeof herosReportResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Rx Connects: donations and dispensing by repository and month

const periodAndSearch = pageQuerySchema.pick({ search: true }).extend(periodFilters);
/** A period (days of the programme's calendar, at most 366) and a search (the repository's name). */
export const rxConnectsReportQuerySchema = pageQuerySchema.extend(periodFilters).superRefine(checkPeriod);
export type RxConnectsReportQuery = z.infer<typeof rxConnectsReportQuerySchema>;
export const rxConnectsReportExportQuerySchema = periodAndSearch.superRefine(checkPeriod);
export type RxConnectsReportFilters = z.infer<typeof rxConnectsReportExportQuerySchema>;

const rxFigures = {
  /** Donations received (inspected) and their units accepted into stock and rejected. */
  donations: z.number().int(),
  unitsAccepted: z.number().int(),
  unitsRejected: z.number().int(),
  /** Dispensings to patients and the units they took from stock. */
  dispensings: z.number().int(),
  unitsDispensed: z.number().int(),
  /** Patients served (a count: no one is named). */
  patients: z.number().int(),
};

export const rxConnectsReportRowSchema = z.object({
  /** 'YYYY-MM' of the programme's calendar, as the repository's monthly report counts it. */
  month: z.string(),
  repositoryId: z.number().int(),
  repositoryName: z.string(),
  /** YYYY-MM-DD: when the repository's monthly report for the month is due (the 5th of the next month). */
  dueBy: z.string(),
  ...rxFigures,
});
export type RxConnectsReportRow = z.infer<typeof rxConnectsReportRowSchema>;

export const rxConnectsReportResponseSchema = pagedSchema(rxConnectsReportRowSchema).extend({
  /** Patients here are those served over the whole period, each once. */
  totals: z.object({
    repositories: z.number().int(),
    ...rxFigures,
    /** Each month's figures over every repository shown: the chart. */
    byMonth: z.array(z.object({ month: z.string(), ...rxFigures })),
  }),
});
export type RxConnectsReportResponse = z.infer<typeof rxConnectsReportResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Metabolic formula shipments per patient (PHI)

/** A period (UTC days, as the ledger counts them) and a search (the patient's name). */
export const formulaReportQuerySchema = pageQuerySchema.extend(periodFilters).superRefine(checkPeriod);
export type FormulaReportQuery = z.infer<typeof formulaReportQuerySchema>;
export const formulaReportExportQuerySchema = periodAndSearch.superRefine(checkPeriod);
export type FormulaReportFilters = z.infer<typeof formulaReportExportQuerySchema>;

const formulaFigures = {
  /** Formula orders shipped in the period. */
  orders: z.number().int(),
  /** Shipments of those orders reversed in the period (their units are back in stock). */
  reversed: z.number().int(),
  /** Units shipped less units reversals gave back. */
  units: z.number().int(),
  /** Those units at each lot's unit cost. */
  value: z.number(),
};

export const formulaReportRowSchema = z.object({
  patientId: z.number().int(),
  /** "Last, First". */
  patientName: z.string(),
  dateOfBirth: z.string(),
  countyName: z.string().nullable(),
  ...formulaFigures,
  /** YYYY-MM-DD of the last shipment in the period. */
  lastShippedOn: z.string().nullable(),
});
export type FormulaReportRow = z.infer<typeof formulaReportRowSchema>;

export const formulaReportResponseSchema = pagedSchema(formulaReportRowSchema).extend({
  totals: z.object({
    patients: z.number().int(),
    ...formulaFigures,
    /** Units shipped per month (UTC) over every patient shown: the chart. */
    byMonth: z.array(z.object({ month: z.string(), units: z.number().int() })),
  }),
});
export type FormulaReportResponse = z.infer<typeof formulaReportResponseSchema>;
