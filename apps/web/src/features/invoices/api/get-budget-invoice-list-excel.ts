import type { Envelope } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { InvoiceListFilters } from './get-budget-invoice-list.ts';

export function getBudgetInvoiceListExcel(
  budgetId: number,
  filters: InvoiceListFilters,
): Promise<Envelope<string, null>> {
  return apiGet('api/BA/GetBudgetInvoiceListExcel', {
    query: { budgetId, poId: filters.poId, baInvoiceStatus: filters.baInvoiceStatus },
  });
}
