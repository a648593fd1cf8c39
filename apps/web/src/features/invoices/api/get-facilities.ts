import type { Option } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const facilitiesQuery = queryOptions({
  queryKey: ['select', 'facilities'],
  queryFn: ({ signal }) => apiGet<Option[]>('api/Select/Facilities', { signal }),
  staleTime: 5 * 60_000,
});
