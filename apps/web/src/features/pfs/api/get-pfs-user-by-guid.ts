import { registerFromPfsUserSchema } from '@homer/contracts/pfs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/PublicHomerRegister/GetPfsUserByGuid. An unknown guid (404) is shown by the page. */
function pfsUserByGuidQuery(guid: string) {
  return queryOptions({
    queryKey: ['pfs', 'user-by-guid', guid],
    queryFn: async ({ signal }) =>
      registerFromPfsUserSchema.parse(
        await apiGet<unknown>('api/PublicHomerRegister/GetPfsUserByGuid', {
          query: { guid },
          signal,
          skipErrorHandling: [404],
        }),
      ),
    retry: false,
    staleTime: Infinity,
  });
}

export function usePfsUserByGuid(guid: string) {
  return useQuery({ ...pfsUserByGuidQuery(guid), enabled: guid !== '' });
}
