import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  type HomeDeliveryChangeStatus,
  type HomeDeliveryDetail,
  type HomeDeliveryRow,
  type HomeDeliveryStatusCounts,
  type HomeDeliveryStatusFilter,
  homeDeliveryQueueMessages,
  homeDeliveryQueuePaths as paths,
} from '@homer/contracts/home-delivery-queue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

export type HomeDeliveryFilters = { status: HomeDeliveryStatusFilter };

/** Prefix of the queue's query keys; ListPage appends the paging and filter params. */
export const homeDeliveryListKey = ['home-delivery-queue', 'list'] as const;

/** GET …/GetList (keyset-paged, oldest first). */
export function getHomeDeliveryList(
  params: ListPageParams<HomeDeliveryFilters>,
  signal: AbortSignal,
): Promise<Paged<HomeDeliveryRow>> {
  const { page, pageSize, sortOrder, search, after, before, status } = params;
  return apiGet(paths.list, {
    query: { page, pageSize, sortOrder, search, after, before, status },
    signal,
  });
}

/**
 * GET …/GetStatusCounts under the list's search; under the list's key, so a status change reloads it too. A search
 * without digits is one the list refuses: no counts are asked for it.
 */
export function homeDeliveryStatusCountsQuery(search: string | undefined) {
  const query = { search: search || undefined };
  return queryOptions({
    queryKey: [...homeDeliveryListKey, 'counts', query],
    queryFn: ({ signal }): Promise<HomeDeliveryStatusCounts> => apiGet(paths.statusCounts, { query, signal }),
    enabled: !search || /\d/.test(search),
    // A new search keeps the old counts on screen until its own arrive, so labels do not lose and regain them.
    placeholderData: keepPreviousData,
  });
}

export const homeDeliveryRequestKey = (id: number) => ['home-delivery-queue', 'request', id] as const;

/** GET …/GetRequest. A missing request is told on the page (404), not by a toast. */
export function homeDeliveryRequestQuery(id: number) {
  return queryOptions({
    queryKey: homeDeliveryRequestKey(id),
    queryFn: async ({ signal }): Promise<HomeDeliveryDetail> => {
      const envelope = await apiGet<Envelope<HomeDeliveryDetail, null>>(paths.request, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? homeDeliveryQueueMessages.notFound);
      return envelope.value;
    },
  });
}

/** POST …/ChangeStatus. Refusals (400 a rule, 404 gone, 409 moved meanwhile) are told in the dialog. */
export function changeHomeDeliveryStatus(body: HomeDeliveryChangeStatus) {
  return apiPost<Envelope<HomeDeliveryDetail, null>>(paths.changeStatus, {
    body,
    skipErrorHandling: [400, 404, 409],
  });
}
