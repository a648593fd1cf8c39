import { z } from 'zod';
import { moneySchema, signedMoneySchema } from './ba.ts';
import { confirmOverCommitField, overCommitValueSchema } from './ba-over-commit.ts';
import { envelopeSchema } from './envelope.ts';
import { id, idOrZero, queryIdOrZero, text } from './fields.ts';
import { isActiveFilterSchema } from './filters.ts';

export const fundSchema = z.object({
  fundId: z.number().int(),
  fundNumber: z.string(),
  fundName: z.string(),
});
export type Fund = z.infer<typeof fundSchema>;

/** Spec document 3 "Budget", with its derived figures (computed by the budget_figures view). */
export const budgetSchema = z.object({
  budgetId: z.number().int(),
  budgetName: z.string(),
  fiscalYearId: z.number().int(),
  fiscalYearStr: z.string(),
  fiscalYearStart: z.string(),
  fiscalYearEnd: z.string(),
  programId: z.number().int().nullable(),
  programName: z.string().nullable(),
  allocatedAmt: signedMoneySchema,
  expenditures: signedMoneySchema,
  availableBudget: signedMoneySchema,
  currentPOsValue: signedMoneySchema,
  pOsRemainingBalance: signedMoneySchema,
  remainingPoPercent: z.string().nullable(),
  oca: z.string().nullable(),
  funds: z.array(fundSchema),
  isActive: z.boolean(),
  isActiveStr: z.string(),
  dateCreated: z.string(),
  isLowBudgetLevelPercent: z.boolean(),
  lowBudgetLevel: z.string(),
  isBudgetBelowNotificationLvl: z.boolean(),
  isPOBelowNotificationLvl: z.boolean(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetListQuerySchema = z.object({
  isActive: isActiveFilterSchema,
  /** 0 or absent: every fiscal year. */
  fiscalYearId: queryIdOrZero().optional(),
});
export type BudgetListFilters = z.infer<typeof budgetListQuerySchema>;

export const budgetMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name cannot be longer than 150 characters.',
  fiscalYearRequired: 'to add a new fiscal year.',
  notFound: 'That budget does not exist.',
  duplicateName: 'A budget with this name already exists in that fiscal year.',
  saveFailed: 'There was a problem saving the budget. Please contact a system administrator. Error: ',
  fiscalYearMissing: 'Fiscal Year is required.',
  created: 'Budget created.',
  saved: 'Budget saved.',
} as const;

/** PUT api/BA/SaveBudget: budgetId 0 creates (name and fiscal year only, spec "New Budget" modal). */
export const budgetFormSchema = z.object({
  budgetId: idOrZero(),
  budgetName: text({ max: 150, required: budgetMessages.nameRequired, tooLong: budgetMessages.nameTooLong }),
  /** 0: none chosen (refused with fiscalYearMissing by the service). */
  fiscalYearId: idOrZero(),
  allocatedAmt: moneySchema.optional(),
  oca: text({ max: 20, label: 'OCA' }).nullable().optional(),
  programId: id().nullable().optional(),
  lowBudgetLevel: moneySchema.optional(),
  isLowBudgetLevelPercent: z.boolean().optional(),
  isActive: z.boolean().optional(),
  funds: z
    .array(
      z.object({
        fundId: idOrZero(),
        fundNumber: text({ max: 30, label: 'Fund number', required: true }),
        fundName: text({ max: 150, label: 'Fund name', required: true }),
      }),
    )
    .max(50)
    .optional(),
  ...confirmOverCommitField,
});
export type BudgetForm = z.infer<typeof budgetFormSchema>;
export const budgetSaveResponseSchema = envelopeSchema(overCommitValueSchema, budgetSchema);
