import type { Option } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/**
 * A draft's requester is usually not an agent, so GetOptions (agents only) would refuse them: the draft form
 * offers HOMER's public ticket lists instead, which hold the same active categories (complaints excepted) and
 * priorities.
 */
export const draftCategoriesQuery = queryOptions({
  queryKey: ['help-desk-tickets', 'draft-categories'],
  queryFn: ({ signal }): Promise<Option[]> => apiGet('api/PublicHelpTicket/HelpDeskCategories', { signal }),
  staleTime: 5 * 60_000,
});

export const draftPrioritiesQuery = queryOptions({
  queryKey: ['help-desk-tickets', 'draft-priorities'],
  queryFn: ({ signal }): Promise<Option[]> => apiGet('api/PublicHelpTicket/HelpDeskPriorities', { signal }),
  staleTime: 5 * 60_000,
});
