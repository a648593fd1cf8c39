import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, optionSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryIdOrZero, text, wholeNumber } from './fields.ts';

/**
 * Repack jobs (issue 30, decision 106): bulk bottles of one product become unit-dose cards of another, as a new
 * internal lot with a beyond-use date. A technician plans and runs the job at a repack workstation; the posting is
 * one ledger document (out of the source lots, into the new lot), which stays in quarantine until a pharmacist who
 * did not run it signs (re-enters their password) and releases or rejects it.
 */

const base = 'api/CiRepack/RepackJob';

export const repackJobPaths = {
  /** GET, CI User: server-paged, newest first; the job log's filters (status, site, product, technician, period). */
  list: `${base}/GetList`,
  /** GET ?id=, CI User: the job with its sources, output, signature and label runs. */
  job: `${base}/GetJob`,
  /** GET, CI User: active inventory sites and the products that are repacked from another (for the forms). */
  options: `${base}/GetOptions`,
  /** GET ?siteId=&outputProductId=, CI User: the lots a job may take, first expiry first. */
  sourceLots: `${base}/GetSourceLots`,
  /** POST, CI Technician: create (id 0) or change a draft. */
  save: `${base}/SaveJob`,
  /** POST, CI Technician: line clearance done; sets the source units aside and fixes lot number and BUD. */
  start: `${base}/StartJob`,
  /** POST, CI Technician: actual cards, waste and samples; posts the ledger document, output in quarantine. */
  complete: `${base}/CompleteJob`,
  /** POST, CI Pharmacist (not the technician), with their password: the output lot becomes available. */
  release: `${base}/ReleaseJob`,
  /** POST, CI Pharmacist (not the technician), with their password and a reason: the output is destroyed. */
  reject: `${base}/RejectJob`,
  /** POST, CI Technician: abandons a draft or a job in process; set-aside units go back. */
  cancel: `${base}/CancelJob`,
  /** GET, CI User: a download address for the job log as Excel, with the list's filters. */
  exportLink: `${base}/GetExportLink`,
  /** POST, CI Technician: records a print run and answers its labels as a PDF. */
  printLabels: `${base}/PrintLabels`,
} as const;

export const repackJobAccess = {
  reader: { module: Module.CI, minRole: Role.User },
  technician: { module: Module.CI, minRole: Role.Technician },
  pharmacist: { module: Module.CI, minRole: Role.Pharmacist },
} as const;

export const repackJobStatuses = [
  'draft',
  'in_process',
  'pending_verification',
  'released',
  'rejected',
  'cancelled',
] as const;
export type RepackJobStatus = (typeof repackJobStatuses)[number];
export const repackJobStatusLabels: Record<RepackJobStatus, string> = {
  draft: 'Draft',
  in_process: 'In process',
  pending_verification: 'Pending verification',
  released: 'Released',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** USP 〈671〉 container classes for which USP 〈1178〉 allows the policy's months (equal or better than the original). */
export const repackContainerClasses = ['A', 'B'] as const;
export type RepackContainerClass = (typeof repackContainerClasses)[number];

/** The line clearance a technician confirms before a job starts (every item). */
export const lineClearanceItems = [
  { key: 'previous_cleared', label: 'Previous product, labels and paperwork removed from the line' },
  { key: 'surfaces_cleaned', label: 'Work surface and equipment cleaned' },
  { key: 'sources_verified', label: 'Source product and lots checked against this job' },
  { key: 'labels_verified', label: 'Label stock and the label print checked against this job' },
] as const;
export type LineClearanceKey = (typeof lineClearanceItems)[number]['key'];
const lineClearanceKeys = lineClearanceItems.map((i) => i.key) as [LineClearanceKey, ...LineClearanceKey[]];

export const repackLimits = {
  cards: 100_000,
  /** Units of waste or samples on one job. */
  units: 10_000_000,
  sources: 20,
  note: 500,
  reason: 500,
  labels: 2000,
  budMonths: 12,
} as const;

export const repackJobMessages = {
  notFound: 'This repack job does not exist.',
  siteRequired: 'Choose the inventory site the job repacks at.',
  siteNotFound: 'That inventory site does not exist or is inactive.',
  productRequired: 'Choose the product to repack into.',
  productNotRepacked:
    'That product is not repacked from another product: set "Repackaged from" on its NDC first.',
  unitsDiffer: (source: string, output: string) =>
    `The source is counted in ${source} and the unit-dose product in ${output}: they must be counted alike.`,
  cardsRange: `Planned cards must be a whole number from 1 to ${repackLimits.cards.toLocaleString('en-US')}.`,
  actualCardsRange: `Cards made must be a whole number from 0 to ${repackLimits.cards.toLocaleString('en-US')}.`,
  unitsRange: (label: string) =>
    `${label} must be a whole number of units from 0 to ${repackLimits.units.toLocaleString('en-US')}.`,
  containerRequired: 'Choose the container class (USP 〈671〉 Class A or B).',
  sourcesRequired: 'Choose at least one source lot.',
  tooManySources: `A job takes at most ${repackLimits.sources} source lots.`,
  sourceTwice: 'A source lot is listed twice.',
  sourceQuantityRange: 'Each source lot needs a whole number of units from 1 upward.',
  sourcesTooFew: (needed: number, chosen: number) =>
    `The planned cards need ${needed.toLocaleString('en-US')} units; the source lots chosen hold ${chosen.toLocaleString('en-US')}.`,
  sourceNotHere: 'A source lot is not a lot of the source product at this site.',
  sourceUnusable: (lot: string, state: string) => `Lot ${lot} is ${state} and cannot be repacked.`,
  sourceShort: (free: number, lot: string) => `Only ${free} available in lot ${lot}.`,
  sourceNoExpiry: (lot: string) => `Lot ${lot} has no expiry date, so no beyond-use date can be set from it.`,
  notDraft: 'Only a draft can be changed.',
  orderNotForJob:
    'That CI order is not supplied from this site, does not order this product, or is not approved and still open.',
  notDraftToStart: 'Only a draft can be started.',
  checklistIncomplete: 'Confirm every line clearance item before starting the job.',
  workstationRequired:
    'Choose your repack workstation first (the workstation banner at the top of the page).',
  budPassed: 'The beyond-use date would already have passed: the source lots are too close to expiry.',
  notInProcess: 'Only a job in process can be completed.',
  usedMoreThanTaken: (used: number, taken: number) =>
    `Cards, waste and samples add up to ${used.toLocaleString('en-US')} units, but the job set aside ${taken.toLocaleString('en-US')}.`,
  nothingMade: 'Enter the cards made, or cancel the job.',
  notPending: 'This job is not awaiting verification.',
  ownJob: 'You ran this job: a pharmacist who did not run it releases or rejects it.',
  passwordRequired: 'Enter your password to sign.',
  reasonRequired: 'Enter why the job is rejected.',
  notCancellable: 'Only a draft or a job in process can be cancelled.',
  labelsNotPrintable: 'Labels are printed for a job in process, pending verification or released.',
  labelCountRange: `Print from 1 to ${repackLimits.labels.toLocaleString('en-US')} labels at a time.`,
  reprintReasonRequired: 'Enter why the labels are printed again.',
  saved: 'The repack job was saved.',
  started: 'Job started: the source units are set aside for it.',
  completed: 'Job completed: the cards are in quarantine until a pharmacist verifies them.',
  released: 'Job released: the cards are available stock.',
  rejected: 'Job rejected: the cards were destroyed.',
  cancelled: 'Job cancelled.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Beyond-use date

export type BudPolicy = { months: number; quarterOfRemaining: boolean };
export type BudRule = 'source_expiry' | 'remaining_quarter' | 'policy_months';
export type BeyondUseDate = { date: string; rule: BudRule; ruleText: string };

const day = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `months` later; the 31st of January plus a month is the last day of February. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return iso(target.getTime());
}

export function budRuleText(rule: BudRule, policy: BudPolicy): string {
  if (rule === 'source_expiry') return "The source lot's expiry date (earliest of the sources)";
  if (rule === 'remaining_quarter')
    return "25 % of the source's remaining dating (FDA guidance on unit-dose repackaging)";
  return `${policy.months} ${policy.months === 1 ? 'month' : 'months'} from repackaging (USP 〈1178〉)`;
}

/**
 * The earliest of: the sources' earliest expiry; the repack date plus the product's policy months; and, where the
 * policy says so, the repack date plus a quarter of the time the earliest source had left. Ties go to the rule
 * listed first, so a label names the plainer reason.
 */
export function beyondUseDate(
  repackDate: string,
  sourceExpiries: readonly string[],
  policy: BudPolicy,
): BeyondUseDate {
  if (sourceExpiries.length === 0) throw new Error('A beyond-use date needs the sources’ expiry dates.');
  const earliest = sourceExpiries.reduce((a, b) => (b < a ? b : a));
  const candidates: [BudRule, string][] = [['source_expiry', earliest]];
  if (policy.quarterOfRemaining) {
    const remainingDays = Math.max(0, Math.round((utc(earliest) - utc(repackDate)) / day));
    candidates.push(['remaining_quarter', iso(utc(repackDate) + Math.floor(remainingDays / 4) * day)]);
  }
  candidates.push(['policy_months', addMonths(repackDate, policy.months)]);
  const [rule, date] = candidates.reduce((a, b) => (b[1] < a[1] ? b : a));
  return { date, rule, ruleText: budRuleText(rule, policy) };
}

/** Units the job turns into cards, wastes and samples; yield is cards' units over all units used. */
export function repackYieldPercent(
  cardUnits: number,
  wasteUnits: number,
  sampleUnits: number,
): number | null {
  const used = cardUnits + wasteUnits + sampleUnits;
  return used === 0 ? null : Math.round((cardUnits / used) * 1000) / 10;
}

// ---------------------------------------------------------------------------------------------------------
// Reads

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayFilter = z
  .string()
  .regex(isoDay, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a date as YYYY-MM-DD.')
  .optional();

/** The list is also the job log (issue 30): filtered by period, product and technician, with yield and waste. */
export const repackJobListQuerySchema = pageQuerySchema.extend({
  status: z.enum(repackJobStatuses).optional(),
  siteId: queryIdOrZero().default(0),
  productId: queryIdOrZero().default(0),
  technicianId: queryIdOrZero().default(0),
  /** Jobs created on or after this day (UTC)… */
  from: dayFilter,
  /** …and on or before this one. */
  to: dayFilter,
});
export type RepackJobListQuery = z.infer<typeof repackJobListQuerySchema>;
/** GET …/GetExportLink: the log's filters without its paging. */
export const repackJobExportQuerySchema = repackJobListQuerySchema.pick({
  status: true,
  siteId: true,
  productId: true,
  technicianId: true,
  from: true,
  to: true,
});
export const repackJobRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(repackJobStatuses),
  siteName: z.string(),
  productName: z.string(),
  ndc: z.string(),
  countPerCard: z.number().int(),
  dispensingUnit: z.string(),
  plannedCards: z.number().int(),
  actualCards: z.number().int().nullable(),
  wasteUnits: z.number().int().nullable(),
  sampleUnits: z.number().int().nullable(),
  yieldPercent: z.number().nullable(),
  lotNumber: z.string().nullable(),
  beyondUseDate: z.string().nullable(),
  technicianName: z.string().nullable(),
  createdAt: z.string(),
});
export type RepackJobRow = z.infer<typeof repackJobRowSchema>;

export const repackSourceSchema = z.object({
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  /** Units the job takes (planned; after completion, what it took). */
  quantity: z.number().int(),
  /** Units the job used from the lot once completed; null before. */
  used: z.number().int().nullable(),
});

export const repackLabelRunSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  isReprint: z.boolean(),
  reason: z.string().nullable(),
  printedByName: z.string().nullable(),
  printedAt: z.string(),
});

export const repackJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(repackJobStatuses),
  inventorySiteId: z.number().int(),
  siteName: z.string(),
  outputProductId: z.number().int(),
  productName: z.string(),
  ndc: z.string(),
  sourceProductName: z.string(),
  sourceNdc: z.string(),
  dispensingUnit: z.string(),
  countPerCard: z.number().int(),
  budPolicy: z.object({ months: z.number().int(), quarterOfRemaining: z.boolean() }),
  plannedCards: z.number().int(),
  containerClass: z.enum(repackContainerClasses),
  note: z.string(),
  ciOrderId: z.number().int().nullable(),
  ciOrderNumber: z.string().nullable(),
  sources: z.array(repackSourceSchema),
  actualCards: z.number().int().nullable(),
  wasteUnits: z.number().int().nullable(),
  sampleUnits: z.number().int().nullable(),
  yieldPercent: z.number().nullable(),
  lotId: z.number().int().nullable(),
  lotNumber: z.string().nullable(),
  lotStatus: z.string().nullable(),
  beyondUseDate: z.string().nullable(),
  budRuleText: z.string().nullable(),
  workstationName: z.string().nullable(),
  lineClearance: z.array(z.string()),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  startedByName: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The meaning of the signature: "Released" or "Rejected", with the method used. */
  signature: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  documentId: z.number().int().nullable(),
  destructionDocumentId: z.number().int().nullable(),
  labelRuns: z.array(repackLabelRunSchema),
  /** Why the signed-in user may not release or reject the job; null when they may (or it is not pending). */
  verifyBlocked: z.string().nullable(),
});
export type RepackJob = z.infer<typeof repackJobSchema>;
export const repackJobResponseSchema = envelopeSchema(repackJobSchema, z.null());
export const repackJobCommandResponseSchema = envelopeSchema(z.null(), repackJobSchema);

export const repackProductOptionSchema = optionSchema.extend({
  countPerCard: z.number().int(),
  dispensingUnit: z.string(),
  sourceProductName: z.string(),
  sourceNdc: z.string(),
  budMonths: z.number().int(),
  budQuarterOfRemaining: z.boolean(),
});
export type RepackProductOption = z.infer<typeof repackProductOptionSchema>;
export const repackJobOptionsSchema = z.object({
  sites: z.array(optionSchema),
  products: z.array(repackProductOptionSchema),
  /** Everyone who has started a job: the job log's technician filter. */
  technicians: z.array(optionSchema),
});
export type RepackJobOptions = z.infer<typeof repackJobOptionsSchema>;

export const repackSourceLotsQuerySchema = z.object({
  siteId: queryIdOrZero(),
  outputProductId: queryIdOrZero(),
});
export const repackSourceLotSchema = z.object({
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  /** Units free to take (on hand, not set aside, available and unexpired). */
  available: z.number().int(),
});
export type RepackSourceLot = z.infer<typeof repackSourceLotSchema>;
export const repackSourceLotsSchema = z.array(repackSourceLotSchema);

// ---------------------------------------------------------------------------------------------------------
// Commands

const wholeUnits = (label: string) => wholeNumber(0, repackLimits.units, repackJobMessages.unitsRange(label));

export const repackJobSaveSchema = z
  .object({
    id: idOrZero(),
    inventorySiteId: id(repackJobMessages.siteRequired),
    outputProductId: id(repackJobMessages.productRequired),
    plannedCards: wholeNumber(1, repackLimits.cards, repackJobMessages.cardsRange),
    containerClass: z.enum(repackContainerClasses, { message: repackJobMessages.containerRequired }),
    note: text({ max: repackLimits.note, label: 'Note' }).default(''),
    /** The county order the cards are made for (decision 107); 0 for stock. */
    ciOrderId: idOrZero(repackJobMessages.orderNotForJob).default(0),
    sources: z
      .array(
        z.object({
          lotId: id(repackJobMessages.sourcesRequired),
          quantity: wholeNumber(1, repackLimits.units, repackJobMessages.sourceQuantityRange),
        }),
      )
      .min(1, repackJobMessages.sourcesRequired)
      .max(repackLimits.sources, repackJobMessages.tooManySources),
  })
  .refine((v) => new Set(v.sources.map((s) => s.lotId)).size === v.sources.length, {
    message: repackJobMessages.sourceTwice,
    path: ['sources'],
  });
export type RepackJobSave = z.infer<typeof repackJobSaveSchema>;

export const repackJobIdSchema = z.object({ jobId: id(repackJobMessages.notFound) });

export const repackJobStartSchema = z.object({
  jobId: id(repackJobMessages.notFound),
  lineClearance: z.array(z.enum(lineClearanceKeys, { message: repackJobMessages.checklistIncomplete })),
});
export type RepackJobStart = z.infer<typeof repackJobStartSchema>;

export const repackJobCompleteSchema = z.object({
  jobId: id(repackJobMessages.notFound),
  actualCards: wholeNumber(0, repackLimits.cards, repackJobMessages.actualCardsRange),
  wasteUnits: wholeUnits('Waste'),
  sampleUnits: wholeUnits('Samples'),
});
export type RepackJobComplete = z.infer<typeof repackJobCompleteSchema>;

/** The signer's password is taken exactly as typed (never trimmed) and never stored or logged. */
const signature = text({ max: 200, required: repackJobMessages.passwordRequired, trim: false });

export const repackJobReleaseSchema = z.object({
  jobId: id(repackJobMessages.notFound),
  password: signature,
});
export type RepackJobRelease = z.infer<typeof repackJobReleaseSchema>;

export const repackJobRejectSchema = z.object({
  jobId: id(repackJobMessages.notFound),
  password: signature,
  reason: text({ max: repackLimits.reason, required: repackJobMessages.reasonRequired }),
});
export type RepackJobReject = z.infer<typeof repackJobRejectSchema>;

export const repackLabelPrintSchema = z.object({
  jobId: id(repackJobMessages.notFound),
  count: wholeNumber(1, repackLimits.labels, repackJobMessages.labelCountRange),
  /** Required once labels were printed for the job. */
  reason: text({ max: repackLimits.reason, label: 'Reason' }).default(''),
});
export type RepackLabelPrint = z.infer<typeof repackLabelPrintSchema>;
