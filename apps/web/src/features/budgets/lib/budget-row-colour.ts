import { budgetColours } from '@homer/contracts/ba';
import type { Budget } from '@homer/contracts/ba-budgets';

/** Spec document 3 §2: pink when the available budget is low, orange when PO funds are, red when both are. */
export function budgetRowColour(budget: Budget): string | undefined {
  if (budget.isBudgetBelowNotificationLvl && budget.isPOBelowNotificationLvl) return budgetColours.both;
  if (budget.isBudgetBelowNotificationLvl) return budgetColours.budgetLow;
  if (budget.isPOBelowNotificationLvl) return budgetColours.poLow;
  return undefined;
}
