import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import type { Envelope, Option, Paged } from '@homer/contracts/envelope';
import {
  helpDeskTicketPaths as paths,
  type TicketDetail,
  type TicketFilter,
  type TicketOptions,
  type TicketRow,
  type TicketViewCounts,
  ticketDetailSchema,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { type TicketFilters, ticketFilterQuery } from '../lib/ticket-filters.ts';

/** Prefix of the queue's query keys; ListPage appends the paging and filter params. */
export const ticketListQueryKey = ['help-desk-tickets', 'list'] as const;

/** GET …/GetList (keyset-paged). */
export function getTicketList(
  params: ListPageParams<TicketFilters>,
  signal: AbortSignal,
): Promise<Paged<TicketRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before } = params;
  return apiGet(paths.list, {
    query: { page, pageSize, sortField, sortOrder, after, before, ...ticketFilterQuery(search, params) },
    signal,
  });
}

/**
 * GET …/GetViewCounts: each view's count under the list's other filters. Under the list's key, so whatever reloads
 * the list (a saved ticket) reloads the counts too.
 */
export function ticketViewCountsQuery(filters: TicketFilters, search: string | undefined) {
  const { view: _view, ...query } = ticketFilterQuery(search, filters);
  return queryOptions({
    queryKey: [...ticketListQueryKey, 'counts', query],
    queryFn: ({ signal }): Promise<TicketViewCounts> => apiGet(paths.viewCounts, { query, signal }),
    // A new filter keeps the old counts on screen until its own arrive, so labels do not lose and regain them.
    placeholderData: keepPreviousData,
  });
}

/** GET …/GetListExcel: a download link for the filtered queue. */
export function getTicketListExcel(filter: TicketFilter): Promise<Envelope<string, null>> {
  return apiGet(paths.listExcel, { query: filter });
}

/** GET …/GetOptions: categories, priorities, statuses, facilities, and whether the viewer is a Support Admin. */
export const ticketOptionsQuery = queryOptions({
  queryKey: ['help-desk-tickets', 'options'],
  queryFn: ({ signal }): Promise<TicketOptions> => apiGet(paths.options, { signal }),
  staleTime: 5 * 60_000,
});

/** GET …/GetAssignees: active users with Support Desk access. */
export const ticketAssigneesQuery = queryOptions({
  queryKey: ['help-desk-tickets', 'assignees'],
  queryFn: ({ signal }): Promise<Option[]> => apiGet(paths.assignees, { signal }),
  staleTime: 5 * 60_000,
});

export const ticketKey = (id: number) => ['help-desk-tickets', 'ticket', id] as const;

/**
 * GET …/GetTicket. A 404 (no such ticket, or not one the viewer may see) is told on the page, not by a toast;
 * other statuses keep the app's own handling (spec document 1 §8).
 */
export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: ticketKey(id),
    queryFn: async ({ signal }): Promise<TicketDetail> => {
      const envelope = await apiGet<Envelope<unknown, null>>(paths.ticket, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.isSuccessful || !envelope.value)
        throw new Error(envelope.message ?? ticketMessages.notFound);
      return ticketDetailSchema.parse(envelope.value);
    },
    retry: false,
  });
}

/** GET …/GetHistory: the ticket's audit trail. */
export function getTicketHistory(id: number): Promise<EntityAuditRow[]> {
  return apiGet(paths.history, { query: { id } });
}
