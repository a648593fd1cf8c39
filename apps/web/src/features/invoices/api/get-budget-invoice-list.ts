import type { InvoiceListRow } from '@homer/contracts/ba-invoices';
import type { Paged } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** The list's filters as the toolbar holds them: select values, '0' for the spec's 'All'. */
export type InvoiceListFilters = { poId: string; baInvoiceStatus: string };

/** Prefix of every invoice query; invalidated after a save. */
export const invoicesQueryKey = ['invoices'] as const;
export const invoiceListKey = (budgetId: number) => [...invoicesQueryKey, 'list', budgetId] as const;

export function getBudgetInvoiceList(
  budgetId: number,
  params: ListPageParams<InvoiceListFilters>,
  signal: AbortSignal,
): Promise<Paged<InvoiceListRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before, poId, baInvoiceStatus } = params;
  return apiGet('api/BA/GetBudgetInvoiceList', {
    query: { budgetId, poId, baInvoiceStatus, page, pageSize, sortField, sortOrder, search, after, before },
    signal,
  });
}
