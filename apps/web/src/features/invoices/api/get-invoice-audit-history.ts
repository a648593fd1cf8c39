import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { apiGet } from '../../../shared/lib/api-client.ts';
import { invoicesQueryKey } from './get-budget-invoice-list.ts';

export const invoiceAuditKey = (id: number) => [...invoicesQueryKey, 'audit', id] as const;

export function getInvoiceAuditHistory(id: number): Promise<EntityAuditRow[]> {
  return apiGet('api/BA/GetInvoiceAuditHistory', { query: { id } });
}
