import { helpDeskTicketPaths, type TicketOptions } from '@homer/contracts/help-desk-tickets';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/**
 * GET the ticket queue's options: its categories are the Help Desk Report's filter. Asked for here, not through the
 * help desk feature: one feature does not import another.
 */
export const helpDeskCategoriesQuery = queryOptions({
  queryKey: ['reports', 'choices', 'help-desk-categories'],
  queryFn: ({ signal }) => apiGet<TicketOptions>(helpDeskTicketPaths.options, { signal }),
  select: (options) => options.categories,
  staleTime: 5 * 60_000,
});
