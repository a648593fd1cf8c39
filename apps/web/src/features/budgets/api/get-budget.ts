import type { Budget } from '@homer/contracts/ba-budgets';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const budgetKey = (id: number) => ['budgets', 'one', id] as const;

export function getBudget(id: number, signal?: AbortSignal): Promise<Budget> {
  return apiGet<Budget>('api/BA/GetBudget', { query: { id }, signal });
}
