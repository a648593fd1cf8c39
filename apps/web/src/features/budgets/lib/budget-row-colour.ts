import type { Budget } from '@homer/contracts/ba-budgets';
import type { RowTone } from '../../../shared/ui/scheme-tokens.ts';

/** Spec document 3 §2: pink when the available budget is low, orange when PO funds are, red when both are. */
export function budgetRowColour(budget: Budget): RowTone | undefined {
  if (budget.isBudgetBelowNotificationLvl && budget.isPOBelowNotificationLvl) return 'budget-and-po-low';
  if (budget.isBudgetBelowNotificationLvl) return 'budget-low';
  if (budget.isPOBelowNotificationLvl) return 'po-low';
  return undefined;
}
