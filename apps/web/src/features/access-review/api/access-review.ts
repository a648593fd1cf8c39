import type { AccessReviewRow } from '@homer/contracts/account-security-admin';
import type { Envelope, Paged } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import type { AccessReviewFilters } from '../lib/access-review-filters.ts';

/** Prefix of the list's query keys; ListPage appends the paging and filter params. */
export const accessReviewQueryKey = ['access-review', 'list'] as const;

/** GET api/Administration/AccessReview/GetList */
export function getAccessReview(
  params: ListPageParams<AccessReviewFilters>,
  signal: AbortSignal,
): Promise<Paged<AccessReviewRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before, module, role, status } = params;
  return apiGet<Paged<AccessReviewRow>>('api/Administration/AccessReview/GetList', {
    query: { page, pageSize, sortField, sortOrder, search, after, before, module, role, status },
    signal,
  });
}

/** GET api/Administration/AccessReview/GetListExcel: the rows of the filter and search on screen. */
export function getAccessReviewExcel(filters: AccessReviewFilters, search: string | undefined) {
  return apiGet<Envelope<string, null>>('api/Administration/AccessReview/GetListExcel', {
    query: { ...filters, search },
  });
}
