import type { Paged } from '@homer/contracts/envelope';
import {
  rxPatientPaths as paths,
  type RxDonation,
  type RxDonationOptions,
  type RxDonationRow,
  type RxReceiveDonation,
} from '@homer/contracts/rx-connects-patients';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { rxDonationOptionsKey, rxPatientCommand, rxPatientKey } from './rx-patient-command.ts';

/** The donation list's filter; '' = every repository of the user. */
export type RxDonationFilters = { repositoryId: string };

export const rxDonationListKey = [...rxPatientKey, 'donations'] as const;
const rxDonationKey = (id: number) => [...rxPatientKey, 'donation', id] as const;

/** GET …/Donations/GetList: donations received by the user's repositories, newest first. */
export function getRxDonationList(
  { page, pageSize, after, before, repositoryId }: ListPageParams<RxDonationFilters>,
  signal: AbortSignal,
): Promise<Paged<RxDonationRow>> {
  return apiGet(paths.donations, {
    query: { page, pageSize, after, before, repositoryId: repositoryId || undefined },
    signal,
  });
}

/** GET …/Donations/Get/{id}: a received donation and its inspected lines. A 404 is told on the page. */
export function rxDonationQuery(id: number) {
  return queryOptions({
    queryKey: rxDonationKey(id),
    queryFn: ({ signal }): Promise<RxDonation> =>
      apiGet(`${paths.donation}/${id}`, { signal, skipErrorHandling: [404] }),
    retry: false,
  });
}

/** GET …/Donations/Options: the repositories the user acts for, approved donors and formulary products. */
export const rxDonationOptionsQuery = queryOptions({
  queryKey: rxDonationOptionsKey,
  queryFn: ({ signal }): Promise<RxDonationOptions> => apiGet(paths.donationOptions, { signal }),
  staleTime: 5 * 60_000,
});

export const receiveRxDonation = (body: RxReceiveDonation) => rxPatientCommand(paths.receiveDonation, body);
