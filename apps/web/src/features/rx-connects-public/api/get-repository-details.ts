import type { RepositoryDetails } from '@homer/contracts/rx-connects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/RxConnects/Repository/GetRepositoryDetails/{id} (Rx Connects staff). */
function repositoryDetailsQuery(id: number) {
  return queryOptions({
    queryKey: ['rx-connects', 'repository', id],
    queryFn: ({ signal }) =>
      apiGet<RepositoryDetails>(`api/RxConnects/Repository/GetRepositoryDetails/${id}`, { signal }),
  });
}

export function useRepositoryDetails(id: number | null) {
  return useQuery({ ...repositoryDetailsQuery(id ?? 0), enabled: id !== null });
}
