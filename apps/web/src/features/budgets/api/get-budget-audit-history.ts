import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const budgetAuditKey = (id: number) => ['budgets', 'audit', id] as const;

export function getBudgetAuditHistory(id: number): Promise<EntityAuditRow[]> {
  return apiGet('api/BA/GetBudgetAuditHistory', { query: { id } });
}
