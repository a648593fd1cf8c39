import type { Budget, BudgetForm } from '@homer/contracts/ba-budgets';
import type { OverCommitValue } from '@homer/contracts/ba-over-commit';
import type { Envelope } from '@homer/contracts/envelope';
import { apiPut } from '../../../shared/lib/api-client.ts';

/** budgetId 0 creates; otherwise only the fields sent change (the list's inline edit sends the allocation). */
export function saveBudget(form: BudgetForm): Promise<Envelope<OverCommitValue | null, Budget>> {
  return apiPut('api/BA/SaveBudget', { body: form });
}
