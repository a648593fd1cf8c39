import type { Invoice } from '@homer/contracts/ba-invoices';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import { invoicesQueryKey } from './get-budget-invoice-list.ts';

export const invoiceQuery = (invoiceId: number) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'one', invoiceId],
    queryFn: ({ signal }) => apiGet<Invoice>('api/BA/GetInvoice', { query: { id: invoiceId }, signal }),
  });
