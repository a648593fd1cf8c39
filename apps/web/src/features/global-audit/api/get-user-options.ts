import type { Option } from '@homer/contracts/envelope';
import { userOptionsSchema } from '@homer/contracts/global-audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/Select/Users: every user as value/text, for the Changed By filter. */
async function getUserOptions(signal: AbortSignal): Promise<Option[]> {
  const data = await apiGet<unknown>('api/Select/Users', { silent: true, signal });
  return userOptionsSchema.parse(data);
}

function userOptionsQuery() {
  return queryOptions({
    queryKey: ['global-audit', 'user-options'],
    queryFn: ({ signal }) => getUserOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserOptions() {
  return useQuery(userOptionsQuery());
}
