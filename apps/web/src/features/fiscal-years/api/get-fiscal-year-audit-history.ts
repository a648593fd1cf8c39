import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const fiscalYearAuditKey = (id: number) => ['fiscal-years', 'audit', id] as const;

export function getFiscalYearAuditHistory(id: number): Promise<EntityAuditRow[]> {
  return apiGet('api/BA/GetFiscalYearAuditHistory', { query: { id } });
}
