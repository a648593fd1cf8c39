import type { Budget } from '@homer/contracts/ba-budgets';
import { isNegativeMoney } from '../../../shared/lib/format-money.ts';

export type BudgetStatus = { label: string; over: boolean };

/** Words shared by the row labels and the legend, so each colour has its label on the row (WCAG 1.4.1). */
export const budgetStatusLabels = {
  over: 'Over budget',
  budgetLow: 'Budget low',
  poLow: 'PO funds low',
} as const;

/**
 * What a budget row's colour says, as text: over budget (Available Budget below zero) or budget low, and PO funds
 * low. Nothing for a budget in good standing.
 */
export function budgetStatuses(budget: Budget): BudgetStatus[] {
  const statuses: BudgetStatus[] = [];
  if (isNegativeMoney(budget.availableBudget)) statuses.push({ label: budgetStatusLabels.over, over: true });
  else if (budget.isBudgetBelowNotificationLvl)
    statuses.push({ label: budgetStatusLabels.budgetLow, over: false });
  if (budget.isPOBelowNotificationLvl) statuses.push({ label: budgetStatusLabels.poLow, over: false });
  return statuses;
}
