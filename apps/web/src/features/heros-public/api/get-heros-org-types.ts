import type { Option } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const herosOrgTypesQuery = queryOptions({
  queryKey: ['heros-public', 'org-types'],
  queryFn: ({ signal }) => apiGet<Option[]>('api/PublicHEROS/HEROSOrgTypes', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
