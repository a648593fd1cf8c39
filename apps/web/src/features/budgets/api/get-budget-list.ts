import type { Budget } from '@homer/contracts/ba-budgets';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** Prefix of every budget list query; invalidate it after a budget changes. */
export const budgetListKey = ['budgets', 'list'] as const;

/** fiscalYearId '0' means all fiscal years; isActive '' means all. */
export function getBudgetList(
  fiscalYearId: string,
  isActive: string,
  signal?: AbortSignal,
): Promise<Budget[]> {
  return apiGet<Budget[]>('api/BA/GetBudgetList', { query: { fiscalYearId, isActive }, signal });
}
