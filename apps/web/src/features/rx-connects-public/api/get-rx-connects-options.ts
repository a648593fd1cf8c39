import type { Option } from '@homer/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** The option lists the two registration forms use, by their spec paths. */
const rxConnectsListPaths = {
  donorFacilityTypes: 'api/PublicDonorRegistration/RxConnectsDonorFacilityType',
  facilityTypes: 'api/PublicRepositoryRegister/RxConnectsFacilityType',
  licensingAgencies: 'api/PublicSelect/RxConnectsLicensingAgencies',
  counties: 'api/PublicSelect/Counties',
} as const;
export type RxConnectsList = keyof typeof rxConnectsListPaths;

function rxConnectsOptionsQuery(list: RxConnectsList) {
  return queryOptions({
    queryKey: ['rx-connects', 'options', list],
    queryFn: ({ signal }) => apiGet<Option[]>(rxConnectsListPaths[list], { signal }),
    staleTime: 30 * 60_000,
  });
}

export function useRxConnectsOptions(list: RxConnectsList) {
  return useQuery(rxConnectsOptionsQuery(list));
}
