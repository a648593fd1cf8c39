import type { Budget } from '@homer/contracts/ba-budgets';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** One budget with its figures, for the page header; refetched after an invoice save. */
export const budgetQuery = (budgetId: number) =>
  queryOptions({
    queryKey: ['budgets', 'one', budgetId],
    queryFn: ({ signal }) => apiGet<Budget>('api/BA/GetBudget', { query: { id: budgetId }, signal }),
  });
