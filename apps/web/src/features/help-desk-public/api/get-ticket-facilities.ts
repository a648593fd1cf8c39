import type { Option } from '@homer/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/PublicPfsRegister/PfsFacilities, or api/PublicHelpTicket/Facilities in register mode. */
function ticketFacilitiesQuery(isRegister: boolean) {
  return queryOptions({
    queryKey: ['help-ticket', 'facilities', isRegister],
    queryFn: ({ signal }) =>
      apiGet<Option[]>(
        isRegister ? 'api/PublicHelpTicket/Facilities' : 'api/PublicPfsRegister/PfsFacilities',
        {
          signal,
        },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useTicketFacilities(isRegister: boolean) {
  return useQuery(ticketFacilitiesQuery(isRegister));
}
