import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const poAuditKey = (poId: number) => ['budget-pos', 'audit', poId] as const;

export function getPoAuditHistory(poId: number): Promise<EntityAuditRow[]> {
  return apiGet('api/BA/GetPoAuditHistory', { query: { id: poId } });
}
