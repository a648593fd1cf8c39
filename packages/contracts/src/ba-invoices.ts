import { z } from 'zod';
import { invoiceStatuses, moneySchema, paidInvoiceStatuses } from './ba.ts';
import { confirmOverCommitField, overCommitValueSchema } from './ba-over-commit.ts';
import { crossField } from './cross-field.ts';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, queryIdOrZero, text } from './fields.ts';
import { isoDateSchema } from './fiscal-years.ts';

/**
 * The invoice edit entity is not shown by the spec; its fields, limits and rules are chosen in
 * docs/decisions/009-invoice-fields.md. Labels match the list's columns (Invoice $, Paid $, Paid CR #, ...).
 */
export const invoiceMessages = {
  invoiceNumberRequired: 'Invoice # is required.',
  invoiceNumberTooLong: 'Invoice # cannot be longer than 50 characters.',
  statusRequired: 'Choose an invoice status.',
  invoicedAmtRequired: 'Invoice $ is required.',
  requestNumberTooLong: 'Request # cannot be longer than 30 characters.',
  confirmationNumberTooLong: 'Confirmation # cannot be longer than 30 characters.',
  paymentCrNumTooLong: 'Paid CR # cannot be longer than 30 characters.',
  notesTooLong: 'Notes cannot be longer than 500 characters.',
  paidExceedsInvoiced: 'Paid $ cannot be more than Invoice $.',
  reconciledExceedsPaid: 'Reconciled $ cannot be more than Paid $.',
  paidAmountRequired: 'A Paid or Reconciled invoice needs a Paid $ greater than 0.',
  budgetRequired: 'A budget is required.',
  budgetNotFound: 'That budget does not exist.',
  budgetChanged: 'An invoice cannot be moved to another budget.',
  poNotInBudget: 'The selected PO does not belong to this budget.',
  facilityNotFound: 'That facility does not exist.',
  notFound: 'That invoice does not exist.',
  saved: 'Invoice saved.',
} as const;

/**
 * Exact cents of a money string ("12.5" → 1250n), so amounts are compared without floating point;
 * null when the text is not an amount (its own field reports that).
 */
export function moneyCents(amount: string): bigint | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match?.[1]) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

const statusIds: readonly number[] = invoiceStatuses.map((s) => s.value);

/** Spec document 3 "Invoice list row", plus the ids and status the list needs to filter and link. */
export const invoiceListRowSchema = z.object({
  invoiceId: z.number().int(),
  budgetId: z.number().int(),
  invoiceNumber: z.string(),
  effectiveDate: z.string().nullable(),
  requestNumber: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  poId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  invoicedAmt: z.string(),
  paidAmt: z.string(),
  paymentCrNum: z.string().nullable(),
  reconciledAmt: z.string(),
  facilityName: z.string().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

/** Sortable fields of the invoice list; invoiceId is the spec's default. */
export const invoiceSortFields = [
  'invoiceId',
  'invoiceNumber',
  'statusName',
  'effectiveDate',
  'requestNumber',
  'confirmationNumber',
  'poNumber',
  'invoicedAmt',
  'paidAmt',
  'paymentCrNum',
  'reconciledAmt',
  'facilityName',
] as const;

/** 0 or empty means "All" for the PO and status filters (the spec's 'All' option). */
const allOrId = queryIdOrZero();

/** The filters of the list and of its Excel export (spec: budgetId, poId, baInvoiceStatus). */
export const invoiceFiltersSchema = z.object({
  budgetId: queryId(invoiceMessages.budgetRequired),
  poId: allOrId.optional(),
  baInvoiceStatus: allOrId
    .refine((id) => id === 0 || statusIds.includes(id), { message: 'Unknown invoice status.' })
    .optional(),
});
export type InvoiceFilters = z.infer<typeof invoiceFiltersSchema>;

/** GET api/BA/GetBudgetInvoiceList: server-paged (page size 100 on screen). */
export const invoiceListQuerySchema = pageQuerySchema.extend(invoiceFiltersSchema.shape);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** GET api/BA/GetInvoice: the whole record, with the names the edit page shows. */
export const invoiceSchema = invoiceListRowSchema.extend({
  facilityId: z.number().int().nullable(),
  notes: z.string().nullable(),
  dateCreated: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

function exceeds(amount: string, limit: string): boolean {
  const a = moneyCents(amount);
  const b = moneyCents(limit);
  return a !== null && b !== null && a > b;
}

// Optional text: absent, null or '' (an emptied input) is stored as null.
const optionalText = (max: number, message: string) =>
  text({ max, tooLong: message }).nullable().default(null);

/**
 * POST api/BA/SaveInvoice: invoiceId 0 creates (B&A admin only), otherwise edits (B&A manager).
 * Optional fields may be absent, null or ''; amounts are exact decimal strings (Paid $ and Reconciled $ default to 0).
 */
export const invoiceFormSchema = z
  .object({
    invoiceId: idOrZero(),
    budgetId: id(invoiceMessages.budgetRequired),
    invoiceNumber: text({
      max: 50,
      required: invoiceMessages.invoiceNumberRequired,
      tooLong: invoiceMessages.invoiceNumberTooLong,
    }),
    statusId: z
      .number({ message: invoiceMessages.statusRequired })
      .int()
      .refine((id) => statusIds.includes(id), { message: invoiceMessages.statusRequired }),
    effectiveDate: z
      .union([z.literal(''), isoDateSchema])
      .nullable()
      .default(null),
    requestNumber: optionalText(30, invoiceMessages.requestNumberTooLong),
    confirmationNumber: optionalText(30, invoiceMessages.confirmationNumberTooLong),
    poId: id().nullable().default(null),
    facilityId: id().nullable().default(null),
    invoicedAmt: z
      .string({ message: invoiceMessages.invoicedAmtRequired })
      .trim()
      .min(1, invoiceMessages.invoicedAmtRequired)
      .pipe(moneySchema),
    paidAmt: moneySchema.default('0'),
    paymentCrNum: optionalText(30, invoiceMessages.paymentCrNumTooLong),
    reconciledAmt: moneySchema.default('0'),
    notes: optionalText(500, invoiceMessages.notesTooLong),
    ...confirmOverCommitField,
  })
  // One rule per comparison, each waiting only for the amounts (and status) it compares.
  .refine(
    (form) => !exceeds(form.paidAmt, form.invoicedAmt),
    crossField(['paidAmt', 'invoicedAmt'], {
      path: ['paidAmt'],
      message: invoiceMessages.paidExceedsInvoiced,
    }),
  )
  .refine(
    (form) => !exceeds(form.reconciledAmt, form.paidAmt),
    crossField(['reconciledAmt', 'paidAmt'], {
      path: ['reconciledAmt'],
      message: invoiceMessages.reconciledExceedsPaid,
    }),
  )
  .refine(
    (form) => !paidInvoiceStatuses.includes(form.statusId) || (moneyCents(form.paidAmt) ?? 0n) > 0n,
    crossField(['statusId', 'paidAmt'], { path: ['paidAmt'], message: invoiceMessages.paidAmountRequired }),
  );
export type InvoiceForm = z.infer<typeof invoiceFormSchema>;

export const invoiceSaveResponseSchema = envelopeSchema(overCommitValueSchema, invoiceSchema);
