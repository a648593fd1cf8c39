import type { FacilityInfo } from '@homer/contracts/organizations';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/Facility/GetFacilityInfo: one of the signed-in user's facilities, for the user menu's info panel. */
async function getFacilityInfo(id: number, signal: AbortSignal): Promise<FacilityInfo> {
  // The schema (and zod) load with the call: the user menu is part of every signed-in page.
  const [{ facilityInfoSchema }, data] = await Promise.all([
    import('@homer/contracts/organizations'),
    apiGet<unknown>(`api/Facility/GetFacilityInfo?id=${id}`, { signal }),
  ]);
  return facilityInfoSchema.parse(data);
}

export function facilityInfoQuery(id: number) {
  return queryOptions({
    queryKey: ['facility', 'info', id],
    queryFn: ({ signal }) => getFacilityInfo(id, signal),
    staleTime: 5 * 60_000,
  });
}
