import type { Budget } from '@homer/contracts/ba-budgets';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** The budget a PO screen belongs to: its header and KPI figures (computed by the budget_figures view). */
export const budgetQuery = (budgetId: number) =>
  queryOptions({
    queryKey: ['budget-pos', 'budget', budgetId] as const,
    queryFn: ({ signal }) => apiGet<Budget>('api/BA/GetBudget', { query: { id: budgetId }, signal }),
  });
