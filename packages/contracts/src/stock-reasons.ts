import { z } from 'zod';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { text } from './fields.ts';

/**
 * Stock reasons (issue 29, decision 101): why stock moved. Inventory SystemAdmins add reasons, rename them and
 * switch them off; the reasons the services post with cannot be switched off.
 */

const base = 'api/Inventory/StockReasons';

export const stockReasonPaths = {
  /** GET, Inventory SystemAdmin: server-paged by code; search by code or label. */
  list: `${base}/GetList`,
  /** POST, Inventory SystemAdmin: a new reason. */
  add: `${base}/AddReason`,
  /** POST, Inventory SystemAdmin: a reason's new label. */
  rename: `${base}/RenameReason`,
  /** POST, Inventory SystemAdmin: switch a reason on or off. */
  setActive: `${base}/SetActive`,
} as const;

export const stockReasonDirections = ['in', 'out', 'both'] as const;
export type StockReasonDirection = (typeof stockReasonDirections)[number];
export const stockReasonDirectionLabels: Record<StockReasonDirection, string> = {
  in: 'Adds stock',
  out: 'Takes stock',
  both: 'Either way',
};

/** The reasons the stock services post with; the database keeps them active too (migration 0052). */
export const systemStockReasonCodes = [
  'received',
  'opening',
  'dispensed',
  'transfer',
  'repack',
  'donation',
  'reversal',
  'count_variance',
] as const;
export const isSystemStockReason = (code: string) =>
  (systemStockReasonCodes as readonly string[]).includes(code);

export const stockReasonMessages = {
  codeRequired: 'Code is required.',
  codePattern: 'Code may contain only lowercase letters, digits and underscores (at most 30).',
  labelRequired: 'Label is required.',
  labelTooLong: 'Label cannot be longer than 100 characters.',
  directionRequired: 'Choose whether the reason adds stock, takes stock or either.',
  duplicateCode: 'A stock reason with this code already exists.',
  notFound: 'That stock reason does not exist.',
  added: 'Stock reason added.',
  renamed: 'Stock reason renamed.',
  activated: 'Stock reason activated.',
  deactivated: 'Stock reason deactivated.',
  systemReason: (code: string) =>
    `"${code}" is used by HOMER itself to post stock and cannot be deactivated. You may rename its label.`,
} as const;

const code = text({ max: 30, required: stockReasonMessages.codeRequired }).regex(
  /^[a-z0-9_]{1,30}$/,
  stockReasonMessages.codePattern,
);
const label = text({
  max: 100,
  required: stockReasonMessages.labelRequired,
  tooLong: stockReasonMessages.labelTooLong,
});

export const stockReasonListQuerySchema = pageQuerySchema;
export type StockReasonListQuery = z.infer<typeof stockReasonListQuerySchema>;

export const stockReasonRowSchema = z.object({
  code: z.string(),
  label: z.string(),
  direction: z.enum(stockReasonDirections),
  isActive: z.boolean(),
  isSystem: z.boolean(),
});
export type StockReasonRow = z.infer<typeof stockReasonRowSchema>;

export const stockReasonAddSchema = z.object({
  code,
  label,
  direction: z.enum(stockReasonDirections, { message: stockReasonMessages.directionRequired }),
});
export type StockReasonAdd = z.infer<typeof stockReasonAddSchema>;

export const stockReasonRenameSchema = z.object({ code, label });
export type StockReasonRename = z.infer<typeof stockReasonRenameSchema>;

export const stockReasonSetActiveSchema = z.object({ code, isActive: z.boolean() });
export type StockReasonSetActive = z.infer<typeof stockReasonSetActiveSchema>;

export const stockReasonResponseSchema = envelopeSchema(z.null(), stockReasonRowSchema);
