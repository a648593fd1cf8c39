import { z } from 'zod';
import { moneySchema, signedMoneySchema } from './ba.ts';
import { confirmOverCommitField, overCommitValueSchema } from './ba-over-commit.ts';
import { envelopeSchema } from './envelope.ts';
import { id, idOrZero, queryId, text } from './fields.ts';
import { isActiveFilterSchema } from './filters.ts';

/**
 * Messages of the Budget POs screen and the PO edit page. The confirmation, the permission tooltip, the delete
 * rule and the journal-entry warning are the spec's words (document 3 §5, §6, §8); the rest are ours, because
 * the spec does not show the PO form or the server's validation messages (docs/decisions/010-purchase-orders.md).
 */
export const purchaseOrderMessages = {
  deleteConfirm: 'Are you sure you want to delete this Product Order?',
  deleteNotPermitted: 'You do not have permission to delete this Purchase Order.',
  deleteRule: 'A PO can be deleted only if it has no invoices or journal entries.',
  journalEntryNotImplemented: 'Add Journal Entry not yet implemented.',
  hasInvoices: 'This Purchase Order has invoices, so it cannot be deleted.',
  deleted: 'Purchase Order deleted.',
  saved: 'Purchase Order saved.',
  notFound: 'That purchase order does not exist.',
  budgetRequired: 'A budget is required.',
  budgetNotFound: 'That budget does not exist.',
  budgetInactive: 'Purchase orders cannot be added to an inactive budget.',
  budgetChanged: 'A purchase order cannot be moved to another budget.',
  duplicateNumber: 'This PO number and line number already exist on this budget.',
  poNumberRequired: 'PO Number is required.',
  poNumberTooLong: 'PO Number cannot be longer than 30 characters.',
  lineNumberInvalid: 'Line Number must be a whole number from 1 to 9999.',
  vendorNameRequired: 'Vendor Name is required.',
  vendorNameTooLong: 'Vendor Name cannot be longer than 150 characters.',
  poValueRequired: 'PO Value is required.',
  purchaseReqNumberTooLong: 'Purchase Req # cannot be longer than 30 characters.',
  purchaseReqPeriodTooLong: 'Purchase Req Period cannot be longer than 20 characters.',
  testMultiplierInvalid: 'Test Multiplier must be a number such as 1.5 (0 to 999.99).',
} as const;

/** Spec document 3 "Purchase order", with the figures of the po_figures view and the row's budget and state. */
export const purchaseOrderSchema = z.object({
  poId: z.number().int(),
  budgetId: z.number().int(),
  poNumber: z.string(),
  lineNumber: z.number().int(),
  vendorName: z.string(),
  poValue: signedMoneySchema,
  expendituresYtd: signedMoneySchema,
  remainingPoBalance: signedMoneySchema,
  /** Remaining PO balance as a percent of the budget's allocation; null when nothing is allocated. */
  remainingPoPercent: z.string().nullable(),
  belowPOLevelThreshold: z.boolean(),
  purchaseReqNumber: z.string().nullable(),
  purchaseReqPeriod: z.string().nullable(),
  /** True when the PO has no invoices (journal entries do not exist yet); the caller's rights are separate. */
  canDelete: z.boolean(),
  isActive: z.boolean(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

// Query strings carry '' for an emptied input: treat it as absent.
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const queryFlag = z
  .preprocess(blankAsAbsent, z.enum(['true', 'false']).optional())
  .transform((v) => v === 'true');

/** Power-mode test multiplier: a plain decimal, so the server scales money exactly. */
export const testMultiplierSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, purchaseOrderMessages.testMultiplierInvalid);

/**
 * GET api/BA/GetPoList and GetPoListExcel. The test* inputs come from the 'power mode' panel and are ignored
 * unless the server runs with POWER_MODE=true (docs/decisions/010-purchase-orders.md).
 */
export const poListQuerySchema = z.object({
  budgetId: queryId(purchaseOrderMessages.budgetRequired),
  isActive: isActiveFilterSchema,
  poId: z.preprocess(blankAsAbsent, queryId().optional()),
  useTestData: queryFlag,
  testAllocation: z.preprocess(blankAsAbsent, moneySchema.optional()),
  testMultiplier: z.preprocess(blankAsAbsent, testMultiplierSchema.optional()),
  testRandomize: queryFlag,
});
export type PoListQuery = z.infer<typeof poListQuerySchema>;

/** What the page sends for the list: strings as they sit in the inputs ('' = not set). */
export type PoListRequest = {
  budgetId: number;
  isActive: string;
  poId?: number;
  useTestData?: boolean;
  testAllocation?: string;
  testMultiplier?: string;
  testRandomize?: boolean;
};

// Optional text: '' (an emptied input) is stored as null.
const optionalText = (max: number, message: string) =>
  text({ max, tooLong: message })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** POST api/BA/SavePo: poId 0 creates a PO on budgetId; otherwise edits that PO (which stays on its budget). */
export const poFormSchema = z.object({
  poId: idOrZero(),
  budgetId: id(purchaseOrderMessages.budgetRequired),
  poNumber: text({
    max: 30,
    required: purchaseOrderMessages.poNumberRequired,
    tooLong: purchaseOrderMessages.poNumberTooLong,
  }),
  lineNumber: z
    .number({ message: purchaseOrderMessages.lineNumberInvalid })
    .int(purchaseOrderMessages.lineNumberInvalid)
    .min(1, purchaseOrderMessages.lineNumberInvalid)
    .max(9999, purchaseOrderMessages.lineNumberInvalid),
  vendorName: text({
    max: 150,
    required: purchaseOrderMessages.vendorNameRequired,
    tooLong: purchaseOrderMessages.vendorNameTooLong,
  }),
  poValue: z
    .string({ message: purchaseOrderMessages.poValueRequired })
    .trim()
    .min(1, purchaseOrderMessages.poValueRequired)
    .pipe(moneySchema),
  purchaseReqNumber: optionalText(30, purchaseOrderMessages.purchaseReqNumberTooLong),
  purchaseReqPeriod: optionalText(20, purchaseOrderMessages.purchaseReqPeriodTooLong),
  isActive: z.boolean().optional(),
  ...confirmOverCommitField,
});
/** The form as the page holds it (before trimming and '' → null). */
export type PoFormValues = z.input<typeof poFormSchema>;
export type PoForm = z.output<typeof poFormSchema>;

export const poSaveResponseSchema = envelopeSchema(overCommitValueSchema, purchaseOrderSchema);
export const poDeleteResponseSchema = envelopeSchema(z.null(), z.null());

/** GET api/BA/GetFeatureFlags: which testing aids the server has switched on. */
export const featureFlagsSchema = z.object({ powerMode: z.boolean() });
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
