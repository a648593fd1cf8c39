import type { Option } from '@homer/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

type TicketList = 'facilities' | 'categories' | 'priorities';

// PFS users see PFS's lists; a HOMER account request (register mode) sees HOMER's.
const paths: Record<TicketList, { pfs: string; register: string }> = {
  facilities: { pfs: 'api/PublicPfsRegister/PfsFacilities', register: 'api/PublicHelpTicket/Facilities' },
  categories: {
    pfs: 'api/PublicPfsHelpTicket/PfsHelpCategories',
    register: 'api/PublicHelpTicket/HelpDeskCategories',
  },
  priorities: {
    pfs: 'api/PublicPfsHelpTicket/PfsHelpPriorities',
    register: 'api/PublicHelpTicket/HelpDeskPriorities',
  },
};

function ticketOptionsQuery(list: TicketList, isRegister: boolean) {
  return queryOptions({
    queryKey: ['help-ticket', list, isRegister],
    queryFn: ({ signal }) =>
      apiGet<Option[]>(isRegister ? paths[list].register : paths[list].pfs, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One of the help ticket form's three option lists. */
export function useTicketOptions(list: TicketList, isRegister: boolean) {
  return useQuery(ticketOptionsQuery(list, isRegister));
}
