import type { Option } from '@homer/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/PublicPfsHelpTicket/PfsHelpCategories, or api/PublicHelpTicket/HelpDeskCategories in register mode. */
function ticketCategoriesQuery(isRegister: boolean) {
  return queryOptions({
    queryKey: ['help-ticket', 'categories', isRegister],
    queryFn: ({ signal }) =>
      apiGet<Option[]>(
        isRegister ? 'api/PublicHelpTicket/HelpDeskCategories' : 'api/PublicPfsHelpTicket/PfsHelpCategories',
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useTicketCategories(isRegister: boolean) {
  return useQuery(ticketCategoriesQuery(isRegister));
}
