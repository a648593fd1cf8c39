import type { Option } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const invoiceStatusesQuery = queryOptions({
  queryKey: ['invoices', 'statuses'],
  queryFn: ({ signal }) => apiGet<Option[]>('api/BA/GetInvoiceStatuses', { signal }),
  // A fixed list: once per visit is enough.
  staleTime: Number.POSITIVE_INFINITY,
});
