import type { Option } from '@homer/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/Facility/GetUserFacilities: the facilities of the signed-in user. */
async function getUserFacilities(signal: AbortSignal): Promise<Option[]> {
  // The schema (and zod) load with the call: the user menu is part of the signed-in shell, which stays free of them.
  const [{ facilityOptionsSchema }, data] = await Promise.all([
    import('@homer/contracts/account'),
    apiGet<unknown>('api/Facility/GetUserFacilities', { silent: true, signal }),
  ]);
  return facilityOptionsSchema.parse(data);
}

function userFacilitiesQuery(userId: number) {
  return queryOptions({
    queryKey: ['facility', 'user-facilities', userId],
    queryFn: ({ signal }) => getUserFacilities(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserFacilities(userId: number) {
  return useQuery(userFacilitiesQuery(userId));
}
