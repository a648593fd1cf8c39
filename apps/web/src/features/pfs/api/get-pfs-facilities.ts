import type { Option } from '@homer/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/PublicPfsRegister/PfsFacilities: facilities that work with PFS. */
function pfsFacilitiesQuery() {
  return queryOptions({
    queryKey: ['pfs', 'facilities'],
    queryFn: ({ signal }) => apiGet<Option[]>('api/PublicPfsRegister/PfsFacilities', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePfsFacilities() {
  return useQuery(pfsFacilitiesQuery());
}
