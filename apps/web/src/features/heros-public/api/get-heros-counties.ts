import type { Option } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const herosCountiesQuery = queryOptions({
  queryKey: ['heros-public', 'counties'],
  queryFn: ({ signal }) => apiGet<Option[]>('api/PublicHEROS/Counties', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
