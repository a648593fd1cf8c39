import { z } from 'zod';
import { envelopeSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { idOrZero, queryId, text } from './fields.ts';

/**
 * The NDC formulary and the FDA recall store (issue 15; docs/decisions/059-fda-recalls.md): NDC users read both,
 * NDC administrators edit the formulary and upload openFDA drug-enforcement files; a daily job imports the
 * recalls of the configured state from openFDA, or from the bundled snapshot when openFDA cannot be reached.
 */

const base = 'api/NdcDirectory/NdcDirectory';

export const fdaRecallPaths = {
  /** GET ?state=FL&status=Ongoing&isInFormulary=true, NDC User: the dashboard widget (spec §7). */
  widget: `${base}/GetFdaRecallListWidget`,
  /** GET, NDC User: recalls (offset-paged) with the inventory sites holding each recalled NDC. */
  recallList: `${base}/GetFdaRecallList`,
  /**
   * GET ?id=, Inventory Technician with the PHI rules (decision 099): where stock of the recall's lots went, and the
   * patients who received it.
   */
  recallRecipients: `${base}/GetRecallRecipients`,
  /** POST multipart (part "file"), NDC SystemAdmin: an openFDA drug-enforcement JSON file. */
  upload: `${base}/UploadFdaRecalls`,
  /** GET, NDC User: the formulary (keyset-paged, search by NDC or product). */
  formularyList: `${base}/GetNdcProductList`,
  /** GET ?id=, NDC SystemAdmin. */
  formularyGet: `${base}/GetNdcProduct`,
  /** POST, NDC SystemAdmin: create (id 0) or update. */
  formularySave: `${base}/SaveNdcProduct`,
  /** GET ?id=, NDC SystemAdmin: the product's changes as the audit trigger wrote them. */
  formularyAudit: `${base}/GetNdcProductAuditHistory`,
} as const;

/** The widget answers at most this many recalls: five pages of 'Show more' fit many times over (decision 059). */
export const recallWidgetCap = 200;
/** Spec §9: 5 rows first, 5 more per 'Show more'. */
export const recallWidgetPageRows = 5;
/** Spec §2.3: text longer than 40 characters is cut to 37 plus an ellipsis. */
export const recallCutOver = 40;
export const recallCutTo = 37;

export const fdaRecallLimits = {
  /** An uploaded file; openFDA's whole FL history is about 3 MB. */
  uploadBytes: 20 * 1024 * 1024,
  /** Records in one uploaded file. */
  uploadRecords: 50_000,
  productName: 200,
  packageDescription: 300,
  dispensingUnit: 20,
  packSize: 1_000_000,
  /** USP 〈1178〉: a repackaged product's beyond-use date is at most 12 months from repackaging (decision 106). */
  budMonths: 12,
} as const;

export const fdaRecallMessages = {
  loadFailed: 'Error fetching recalls',
  fileRequired: 'Choose an openFDA drug enforcement JSON file to upload.',
  fileTooLarge: `The file is larger than ${fdaRecallLimits.uploadBytes / 1024 / 1024} MB.`,
  notJson: 'The file is not valid JSON.',
  wrongShape: 'The file is not in openFDA format: it needs a "results" list of drug enforcement reports.',
  tooManyRecords: `The file holds more than ${fdaRecallLimits.uploadRecords.toLocaleString('en-US')} recalls.`,
  badRecord: (index: number, problem: string) => `Recall ${index + 1} of the file: ${problem}`,
  imported: (records: number, inserted: number, updated: number, recalledLots: number) =>
    `Imported ${records} recalls: ${inserted} new, ${updated} updated.${
      recalledLots > 0 ? ` ${recalledLots} stock ${recalledLots === 1 ? 'lot' : 'lots'} set to Recalled.` : ''
    }`,
  stateInvalid: 'State must be two letters.',
  statusInvalid: 'Status is not known.',
  ndcRequired: 'NDC is required.',
  ndcFormat: 'NDC must be a 10-digit package NDC written 4-4-2, 5-3-2 or 5-4-1 (e.g. 0409-4888-02).',
  ndcTaken: 'This NDC is already in the formulary.',
  productRequired: 'Product Name is required.',
  productTooLong: `Product Name cannot be longer than ${fdaRecallLimits.productName} characters.`,
  packageTooLong: `Package cannot be longer than ${fdaRecallLimits.packageDescription} characters.`,
  unitRequired: 'Dispensing Unit is required: what stock of this product is counted in (tablet, mL, vial…).',
  unitTooLong: `Dispensing Unit cannot be longer than ${fdaRecallLimits.dispensingUnit} characters.`,
  packSizeInvalid: `Pack Size must be a whole number of units from 1 to ${fdaRecallLimits.packSize.toLocaleString('en-US')}.`,
  budMonthsInvalid: `Beyond-use months must be a whole number from 1 to ${fdaRecallLimits.budMonths}.`,
  repackSourceInactive: 'Repackaged From must be an active product of the formulary.',
  repackFromItself: 'A product cannot be repackaged from itself.',
  repackChain: 'Repackaged From must be a bulk product, not one that is itself repackaged.',
  repackUnitDiffers: (unit: string) =>
    `Repackaged From is counted in ${unit}; this product must be counted alike.`,
  repackDependentsUnit: (unit: string) =>
    `Products repackaged from this one are counted in ${unit}; this product must be counted alike.`,
  notFound: 'This NDC product does not exist.',
  saved: 'NDC product saved.',
} as const;

/** Statuses openFDA gives a drug enforcement report. */
export const recallStatuses = ['Ongoing', 'Completed', 'Terminated', 'Pending'] as const;
export const recallClassifications = ['Class I', 'Class II', 'Class III'] as const;

/** Spec §2.3: over 40 characters, the first 37 and an ellipsis; the caller shows the full text as a tooltip. */
export function cutRecallText(value: string): { text: string; isCut: boolean } {
  if (value.length <= recallCutOver) return { text: value, isCut: false };
  return { text: `${value.slice(0, recallCutTo)}...`, isCut: true };
}

/** The widget shows the first NDC only when openFDA lists several (spec §2.3). */
export function firstNdc(openFdaProductNdc: string): string {
  return openFdaProductNdc.split(',')[0]?.trim() ?? '';
}

/** A 10-digit package NDC as written: 4-4-2, 5-3-2 or 5-4-1 (decision 057; the table's CHECK agrees). */
export const packageNdcPattern = /^(\d{4}-\d{4}-\d{2}|\d{5}-\d{3}-\d{2}|\d{5}-\d{4}-\d{1})$/;

const stateParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, fdaRecallMessages.stateInvalid)
  .transform((s) => s.toUpperCase());
const statusParam = z.enum(recallStatuses, { message: fdaRecallMessages.statusInvalid });
const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

// ---------------------------------------------------------------------------------------------------------
// Widget: GET …/GetFdaRecallListWidget

export const recallWidgetQuerySchema = z.object({
  state: stateParam.default('FL'),
  status: statusParam.default('Ongoing'),
  isInFormulary: boolParam.default(true),
});
export type RecallWidgetQuery = z.infer<typeof recallWidgetQuerySchema>;

/** Spec §3 Recall. */
export const recallSchema = z.object({
  id: z.number().int(),
  recallNumber: z.string(),
  productDescription: z.string(),
  /** openfda.product_ndc, comma-separated when several. */
  openFdaProductNdc: z.string(),
  codeInfo: z.string(),
  /** MM/DD/YYYY, or '' when openFDA gave none. */
  recallInitiationDateStr: z.string(),
});
export type Recall = z.infer<typeof recallSchema>;
export const recallWidgetResponseSchema = envelopeSchema(z.array(recallSchema), z.null());

// ---------------------------------------------------------------------------------------------------------
// Recalls page: GET …/GetFdaRecallList

export const recallListQuerySchema = pageQuerySchema.extend({
  /** '' = every state. */
  state: z.union([z.literal(''), stateParam]).default('FL'),
  /** '' = every status. */
  status: z.union([z.literal(''), statusParam]).default('Ongoing'),
  isInFormulary: boolParam.default(false),
  /** Only recalls of an NDC some inventory site holds. */
  isInStock: boolParam.default(false),
});
export type RecallListQuery = z.infer<typeof recallListQuerySchema>;

/** A stock row of an inventory site holding a recalled NDC; `lotNamed` when the lot appears in the code info. */
export const recallHoldingSchema = z.object({
  /** The stock lot: its page shows its ledger. */
  lotId: z.number().int(),
  inventorySiteId: z.number().int(),
  inventoryName: z.string(),
  facilityName: z.string(),
  ndc: z.string(),
  lotNumber: z.string(),
  /** Units on hand, of the product's dispensing unit (shown with its packs). */
  quantity: z.number().int(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
  /** The lot's stock status: 'recalled' once the recall import held it (decision 099). */
  status: z.string(),
  /** YYYY-MM-DD or null. */
  expirationDate: z.string().nullable(),
  lotNamed: z.boolean(),
});
export type RecallHolding = z.infer<typeof recallHoldingSchema>;

/** One shipment or transfer of a recalled lot: a patient's refill names the patient (PHI). */
export const recallRecipientSchema = z.object({
  documentId: z.number().int(),
  lotId: z.number().int(),
  lotNumber: z.string(),
  ndc: z.string(),
  inventoryName: z.string(),
  /** ISO instant the stock left. */
  shippedAt: z.string(),
  /** Units that left, of the product's dispensing unit (shown with its packs). */
  quantity: z.number().int(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
  kind: z.enum(['shipment', 'transfer_out']),
  reference: z.string().nullable(),
  /** The refill this stock went out on, when it was a patient's. */
  shipmentId: z.number().int().nullable(),
  inventoryId: z.number().int().nullable(),
  rxNumber: z.string().nullable(),
  patientName: z.string().nullable(),
});
export type RecallRecipient = z.infer<typeof recallRecipientSchema>;
export const recallRecipientsResponseSchema = z.array(recallRecipientSchema);

export const recallRowSchema = recallSchema.extend({
  state: z.string(),
  status: z.string(),
  classification: z.string(),
  recallingFirm: z.string(),
  reasonForRecall: z.string(),
  packageNdcs: z.string(),
  /** A product of our formulary: our stock of it may have reached patients. */
  inFormulary: z.boolean(),
  holdings: z.array(recallHoldingSchema),
});
export type RecallRow = z.infer<typeof recallRowSchema>;
export const recallListResponseSchema = pagedSchema(recallRowSchema).extend({
  /** The latest import, for the page's header: when, from where, how many. */
  lastImport: z
    .object({ at: z.string(), source: z.string(), records: z.number().int() })
    .nullable()
    .optional(),
});

export const recallUploadResultSchema = z.object({
  records: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  /** Lots on hand the import set to Recalled (decision 099). */
  recalledLots: z.number().int(),
});
export type RecallUploadResult = z.infer<typeof recallUploadResultSchema>;
export const recallUploadResponseSchema = envelopeSchema(recallUploadResultSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// Formulary

export const ndcProductListQuerySchema = pageQuerySchema.extend({
  /** '' = active and inactive. */
  isActive: z.enum(['', 'true', 'false']).default('true'),
});
export type NdcProductListQuery = z.infer<typeof ndcProductListQuerySchema>;

export const ndcProductSchema = z.object({
  id: z.number().int(),
  ndc: z.string(),
  productNdc: z.string(),
  productName: z.string(),
  packageDescription: z.string(),
  /** What stock of the product is counted in; every stock quantity is whole units (decision 098). */
  dispensingUnit: z.string(),
  /** Units in the NDC's package: screens show stock as units and packs together. */
  packSize: z.number().int(),
  /**
   * The bulk product this unit-dose product is repackaged from (decision 106); the pack size above is then the
   * units per card.
   */
  repackSourceProductId: z.number().int().nullable(),
  /** The source's NDC and name, e.g. "0591-0405-01 Metformin HCl Tablets 500 mg"; null when not repackaged. */
  repackSourceName: z.string().nullable(),
  /** Beyond-use date policy: months from repackaging (USP 〈1178〉, 1–12)… */
  budMonths: z.number().int(),
  /** …and also no later than 25 % of the source's remaining dating (FDA unit-dose guidance). */
  budQuarterOfRemaining: z.boolean(),
  isActive: z.boolean(),
});
export type NdcProduct = z.infer<typeof ndcProductSchema>;
export const ndcProductListResponseSchema = pagedSchema(ndcProductSchema);
export const ndcProductResponseSchema = envelopeSchema(ndcProductSchema, z.null());

export const ndcProductIdQuerySchema = z.object({ id: queryId() });

export const ndcProductSaveSchema = z.object({
  id: idOrZero(),
  ndc: text({ max: 12, required: fdaRecallMessages.ndcRequired, tooLong: fdaRecallMessages.ndcFormat }).regex(
    packageNdcPattern,
    fdaRecallMessages.ndcFormat,
  ),
  productName: text({
    max: fdaRecallLimits.productName,
    required: fdaRecallMessages.productRequired,
    tooLong: fdaRecallMessages.productTooLong,
  }),
  packageDescription: text({
    max: fdaRecallLimits.packageDescription,
    tooLong: fdaRecallMessages.packageTooLong,
  }),
  dispensingUnit: text({
    max: fdaRecallLimits.dispensingUnit,
    required: fdaRecallMessages.unitRequired,
    tooLong: fdaRecallMessages.unitTooLong,
  }),
  packSize: z
    .number({ message: fdaRecallMessages.packSizeInvalid })
    .int(fdaRecallMessages.packSizeInvalid)
    .min(1, fdaRecallMessages.packSizeInvalid)
    .max(fdaRecallLimits.packSize, fdaRecallMessages.packSizeInvalid),
  isActive: z.boolean(),
  // Decision 106; defaults keep bodies written before the repackaging policy valid.
  /** The bulk product it is repackaged from; null or 0 = not repackaged. */
  repackSourceProductId: idOrZero().nullable().default(null),
  /** Kept only with a source: a product not repackaged stores the defaults. */
  budMonths: z
    .number({ message: fdaRecallMessages.budMonthsInvalid })
    .int(fdaRecallMessages.budMonthsInvalid)
    .min(1, fdaRecallMessages.budMonthsInvalid)
    .max(fdaRecallLimits.budMonths, fdaRecallMessages.budMonthsInvalid)
    .default(fdaRecallLimits.budMonths),
  budQuarterOfRemaining: z.boolean().default(false),
});
export type NdcProductSave = z.infer<typeof ndcProductSaveSchema>;
