import { fdaRecallLimits, fdaRecallMessages } from '@homer/contracts/fda-recalls';
import { isStorableText } from '@homer/contracts/fields';
import { z } from 'zod';

/** A recall as fda_recalls stores it, read from one openFDA drug enforcement report. */
export type RecallRecord = {
  recall_number: string;
  status: string;
  state: string | null;
  classification: string | null;
  product_description: string;
  code_info: string;
  reason_for_recall: string;
  recalling_firm: string;
  product_ndcs: string[];
  package_ndcs: string[];
  recall_initiation_date: string | null;
  report_date: string | null;
};

/** Thrown for a file that is not openFDA drug enforcement JSON; the message is shown to the uploader. */
export class RecallFormatError extends Error {}

const storable = (max: number) =>
  z
    .string()
    .max(max, `longer than ${max} characters`)
    .refine(isStorableText, 'contains characters that are not allowed');
const optionalText = (max: number) =>
  z
    .union([storable(max), z.null()])
    .optional()
    .transform((v) => (v ?? '').trim());

/** openFDA writes dates as YYYYMMDD; an impossible date is refused rather than shifted by the database. */
const openFdaDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
    const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
    const date = new Date(`${iso}T00:00:00Z`);
    if (!m || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: `date "${v.slice(0, 20)}" is not YYYYMMDD` });
      return z.NEVER;
    }
    return iso;
  });

const ndcList = z
  .array(
    z
      .string()
      .max(20, 'an NDC is longer than 20 characters')
      .regex(/^[\d-]+$/, 'an NDC is not digits and hyphens'),
  )
  .max(500, 'more than 500 NDCs')
  .optional()
  .transform((v) => [...new Set(v ?? [])]);

const reportSchema = z.object({
  recall_number: z
    .string({ message: 'recall_number is missing' })
    .trim()
    .min(1, 'recall_number is missing')
    .max(30, 'recall_number is longer than 30 characters')
    .refine(isStorableText, 'recall_number contains characters that are not allowed'),
  status: z
    .string({ message: 'status is missing' })
    .trim()
    .min(1, 'status is missing')
    .max(30, 'status is longer than 30 characters')
    .refine(isStorableText, 'status contains characters that are not allowed'),
  state: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{0,2}$/, 'state is not a two-letter code'),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null)),
  classification: optionalText(20).transform((v) => v || null),
  product_description: optionalText(20_000),
  code_info: optionalText(20_000),
  reason_for_recall: optionalText(20_000),
  recalling_firm: optionalText(200),
  recall_initiation_date: openFdaDate,
  report_date: openFdaDate,
  openfda: z
    .union([z.object({ product_ndc: ndcList, package_ndc: ndcList }), z.null()])
    .optional()
    .transform((v) => v ?? { product_ndc: [], package_ndc: [] }),
});

const fileSchema = z.object({ results: z.array(z.unknown()) });

/**
 * Reads an openFDA drug enforcement response ({meta, results:[…]}, as the API and its downloads give it) into
 * records, refusing the whole file at its first bad report. A recall listed twice keeps its last report.
 */
export function parseOpenFdaRecalls(json: unknown): RecallRecord[] {
  const file = fileSchema.safeParse(json);
  if (!file.success) throw new RecallFormatError(fdaRecallMessages.wrongShape);
  if (file.data.results.length > fdaRecallLimits.uploadRecords)
    throw new RecallFormatError(fdaRecallMessages.tooManyRecords);
  const byNumber = new Map<string, RecallRecord>();
  file.data.results.forEach((raw, index) => {
    const report = reportSchema.safeParse(raw);
    if (!report.success) {
      const issue = report.error.issues[0];
      const path = issue?.path.join('.') ?? '';
      const where = path && !issue?.message.startsWith(path) ? `${path}: ` : '';
      const problem = raw === null || typeof raw !== 'object' ? 'not an object' : `${where}${issue?.message}`;
      throw new RecallFormatError(fdaRecallMessages.badRecord(index, problem));
    }
    const r = report.data;
    byNumber.set(r.recall_number, {
      recall_number: r.recall_number,
      status: r.status,
      state: r.state,
      classification: r.classification,
      product_description: r.product_description,
      code_info: r.code_info,
      reason_for_recall: r.reason_for_recall,
      recalling_firm: r.recalling_firm,
      product_ndcs: r.openfda.product_ndc,
      package_ndcs: r.openfda.package_ndc,
      recall_initiation_date: r.recall_initiation_date,
      report_date: r.report_date,
    });
  });
  return [...byNumber.values()];
}

/** Parses file text: JSON syntax errors and wrong shapes both become RecallFormatError. */
export function parseOpenFdaText(textContent: string): RecallRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(textContent);
  } catch {
    throw new RecallFormatError(fdaRecallMessages.notJson);
  }
  return parseOpenFdaRecalls(json);
}
