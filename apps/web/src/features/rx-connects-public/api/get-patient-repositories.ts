import { type RxRepositoryOption, rxApplicationPaths } from '@homer/contracts/rx-patient-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/PublicPatientApplication/Repositories: the approved repositories an applicant may choose. */
function patientRepositoriesQuery() {
  return queryOptions({
    queryKey: ['rx-connects', 'patient-repositories'],
    queryFn: ({ signal }) => apiGet<RxRepositoryOption[]>(rxApplicationPaths.repositories, { signal }),
    staleTime: 30 * 60_000,
  });
}

export function usePatientRepositories() {
  return useQuery(patientRepositoriesQuery());
}
