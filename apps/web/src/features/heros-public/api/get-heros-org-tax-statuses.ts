import type { Option } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const herosOrgTaxStatusesQuery = queryOptions({
  queryKey: ['heros-public', 'tax-statuses'],
  queryFn: ({ signal }) => apiGet<Option[]>('api/PublicHEROS/HEROSOrgTaxStatuses', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
