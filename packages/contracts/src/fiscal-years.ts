import { z } from 'zod';
import { crossField } from './cross-field.ts';
import { envelopeSchema } from './envelope.ts';
import { idOrZero } from './fields.ts';

export const isoDateSchema = z.iso.date({ message: 'Enter a date as MM/DD/YYYY.' });

/** Spec document 3 "Fiscal year". */
export const fiscalYearSchema = z.object({
  fiscalYearId: z.number().int(),
  fiscalYearName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  isCurrentStr: z.string(),
  isActive: z.boolean(),
  isActiveStr: z.string(),
  friendlyRecordId: z.string(),
});
export type FiscalYear = z.infer<typeof fiscalYearSchema>;

export const fiscalYearMessages = {
  startRequired: 'Start Date is required.',
  endRequired: 'End Date is required.',
  endAfterStart: 'End Date must be after Start Date.',
  overlaps: 'The dates overlap another fiscal year.',
  notFound: 'That fiscal year does not exist.',
  currentMustBeActive: 'Only an active fiscal year can be the current one.',
  saved: 'Fiscal year saved.',
  activated: 'Fiscal year reactivated.',
  deactivated: 'Fiscal year deactivated.',
} as const;

export const fiscalYearFormSchema = z
  .object({
    fiscalYearId: idOrZero(),
    startDate: z
      .string({ message: fiscalYearMessages.startRequired })
      .min(1, fiscalYearMessages.startRequired)
      .pipe(isoDateSchema),
    endDate: z
      .string({ message: fiscalYearMessages.endRequired })
      .min(1, fiscalYearMessages.endRequired)
      .pipe(isoDateSchema),
    isCurrent: z.boolean(),
  })
  .refine(
    (f) => f.endDate > f.startDate,
    crossField(['startDate', 'endDate'], { path: ['endDate'], message: fiscalYearMessages.endAfterStart }),
  );
export type FiscalYearForm = z.infer<typeof fiscalYearFormSchema>;

export const fiscalYearSaveResponseSchema = envelopeSchema(z.null(), fiscalYearSchema);
export const fiscalYearActivateResponseSchema = envelopeSchema(z.null(), z.object({ isActive: z.boolean() }));

/** Lookup item (spec "Fiscal year lookup item"). */
export const fiscalYearOptionSchema = z.object({
  value: z.number().int(),
  text: z.string(),
  isCurrent: z.boolean(),
});

/** FYyy/yy from the years the fiscal year starts and ends in, e.g. 2026-07-01..2027-06-30 → FY26/27. */
export function fiscalYearName(startDate: string, endDate: string): string {
  return `FY${startDate.slice(2, 4)}/${endDate.slice(2, 4)}`;
}
