import type { HerosPublicApplication } from '@homer/contracts/heros-public';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export function getPublicApplication(signal?: AbortSignal): Promise<HerosPublicApplication> {
  return apiGet('api/PublicHEROS/GetPublicApplication', { signal });
}

export const publicApplicationQuery = queryOptions({
  queryKey: ['heros-public', 'application'],
  queryFn: ({ signal }) => getPublicApplication(signal),
  // A round opening or closing must show on the next visit, not after a cache lifetime.
  staleTime: 0,
});
