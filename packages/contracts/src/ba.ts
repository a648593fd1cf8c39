import { z } from 'zod';

/**
 * Money travels as an exact decimal string ("1234.50"): sums are done by PostgreSQL numeric, never in
 * floating point (issue 4). At most 13 digits before the point, as numeric(15, 2) allows.
 */
export const moneySchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Enter an amount such as 1234.56 (up to 2 decimals).');
export type Money = string;

/** A derived figure may be negative (an overspent budget). */
export const signedMoneySchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/);

/** Invoice statuses; Paid and Reconciled count as expenditures (views in migration 0007). */
export const invoiceStatuses = [
  { value: 1, text: 'Pending' },
  { value: 2, text: 'Approved' },
  { value: 3, text: 'Paid' },
  { value: 4, text: 'Reconciled' },
  { value: 5, text: 'Void' },
] as const;
export const paidInvoiceStatuses: readonly number[] = [3, 4];
export const invoiceStatusName = (id: number) =>
  invoiceStatuses.find((s) => s.value === id)?.text ?? 'Unknown';

/** Spec document 3 §2 row colours of budgets. */
export const budgetColours = { budgetLow: '#FFC0CB', poLow: '#fcbe89', both: '#ff7f7f' } as const;
