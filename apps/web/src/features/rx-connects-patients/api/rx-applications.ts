import type { Paged } from '@homer/contracts/envelope';
import {
  rxPatientPaths as paths,
  type RxApplication,
  type RxApplicationRow,
  type RxApplicationStatus,
  type RxApprove,
  type RxDeny,
  type RxDispense,
} from '@homer/contracts/rx-connects-patients';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { rxPatientCommand, rxPatientKey } from './rx-patient-command.ts';

/** The application queue's filters; '' = no filter. */
export type RxApplicationFilters = { status: '' | RxApplicationStatus; repositoryId: string };

export const rxApplicationListKey = [...rxPatientKey, 'applications'] as const;
const rxApplicationKey = (id: number) => [...rxPatientKey, 'application', id] as const;

/** GET …/PatientApplications/GetList: the user's repositories' applications, by status, repository and search. */
export function getRxApplicationList(
  { page, pageSize, after, before, search, status, repositoryId }: ListPageParams<RxApplicationFilters>,
  signal: AbortSignal,
): Promise<Paged<RxApplicationRow>> {
  return apiGet(paths.applications, {
    query: {
      page,
      pageSize,
      after,
      before,
      search: search || undefined,
      status: status || undefined,
      repositoryId: repositoryId || undefined,
    },
    signal,
  });
}

/** GET …/PatientApplications/Get/{id}: the application, its decision, dispensings and stock. A 404 is told on the page. */
export function rxApplicationQuery(id: number) {
  return queryOptions({
    queryKey: rxApplicationKey(id),
    queryFn: ({ signal }): Promise<RxApplication> =>
      apiGet(`${paths.application}/${id}`, { signal, skipErrorHandling: [404] }),
    retry: false,
  });
}

export const approveRxApplication = (body: RxApprove) => rxPatientCommand(paths.approve, body);
export const denyRxApplication = (body: RxDeny) => rxPatientCommand(paths.deny, body);
export const dispenseRxDonatedStock = (body: RxDispense) => rxPatientCommand(paths.dispense, body);
