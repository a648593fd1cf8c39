import type { Option } from '@homer/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/PublicPfsHelpTicket/PfsHelpPriorities, or api/PublicHelpTicket/HelpDeskPriorities in register mode. */
function ticketPrioritiesQuery(isRegister: boolean) {
  return queryOptions({
    queryKey: ['help-ticket', 'priorities', isRegister],
    queryFn: ({ signal }) =>
      apiGet<Option[]>(
        isRegister ? 'api/PublicHelpTicket/HelpDeskPriorities' : 'api/PublicPfsHelpTicket/PfsHelpPriorities',
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useTicketPriorities(isRegister: boolean) {
  return useQuery(ticketPrioritiesQuery(isRegister));
}
