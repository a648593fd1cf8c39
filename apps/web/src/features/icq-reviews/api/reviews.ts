import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  type IcqReviewCancel,
  type IcqReviewDetail,
  type IcqReviewOptions,
  type IcqReviewRow,
  type IcqReviewSave,
  icqReviewPaths as paths,
} from '@homer/contracts/icq-reviews';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { type ReviewFilters, reviewFilterQuery } from '../lib/review-filters.ts';

/** Prefix of the list's query keys; ListPage appends the paging and filter params. */
export const reviewListKey = ['icq-reviews', 'list'] as const;
export const reviewKey = (id: number) => ['icq-reviews', 'one', id] as const;

/** GET …/GetList (keyset-paged). */
export function getReviewList(
  params: ListPageParams<ReviewFilters>,
  signal: AbortSignal,
): Promise<Paged<IcqReviewRow>> {
  const { page, pageSize, sortField, sortOrder, after, before } = params;
  return apiGet(paths.list, {
    query: { page, pageSize, sortField, sortOrder, after, before, ...reviewFilterQuery(params) },
    signal,
  });
}

/** GET …/GetOptions: active facilities with their addresses, and who may review. */
export const reviewOptionsQuery = queryOptions({
  queryKey: ['icq-reviews', 'options'],
  queryFn: ({ signal }): Promise<IcqReviewOptions> => apiGet(paths.options, { signal }),
  staleTime: 5 * 60_000,
});

/** GET …/GetReview. A 404 is told on the page, not by a toast. */
export function reviewQuery(id: number) {
  return queryOptions({
    queryKey: reviewKey(id),
    queryFn: async ({ signal }): Promise<IcqReviewDetail> => {
      const envelope = await apiGet<Envelope<IcqReviewDetail, null>>(paths.review, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? 'The review could not be loaded.');
      return envelope.value;
    },
    retry: false,
  });
}

export function getReviewHistory(id: number): Promise<EntityAuditRow[]> {
  return apiGet(paths.history, { query: { id } });
}

/** POST …/Save. A 400 (a rule the server checks) is shown by the form. */
export function saveReview(body: IcqReviewSave): Promise<Envelope<IcqReviewDetail, null>> {
  return apiPost(paths.save, { body, skipErrorHandling: [400] });
}

/** POST …/Cancel. A 400 is shown by the dialog. */
export function cancelReview(body: IcqReviewCancel): Promise<Envelope<IcqReviewDetail, null>> {
  return apiPost(paths.cancel, { body, skipErrorHandling: [400] });
}
