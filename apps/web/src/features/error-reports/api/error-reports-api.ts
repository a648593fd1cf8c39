import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  type ErrorGroup,
  type ErrorGroupRow,
  type ErrorGroupStatus,
  errorReportPaths as paths,
} from '@homer/contracts/error-reports';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** '' = every group (the filter's "all"). */
export type ErrorGroupFilters = { status: ErrorGroupStatus | '' };

/** Prefix of the list's query keys; ListPage appends the paging and filter params. */
export const errorGroupListKey = ['error-reports', 'list'] as const;
export const errorGroupKey = (id: number) => ['error-reports', 'group', id] as const;

export function getErrorGroupList(
  params: ListPageParams<ErrorGroupFilters>,
  signal: AbortSignal,
): Promise<Paged<ErrorGroupRow>> {
  const { page, pageSize, sortOrder, after, before, status } = params;
  return apiGet(paths.list, {
    query: { page, pageSize, sortOrder, after, before, status: status || undefined },
    signal,
  });
}

/** GET …/GetGroup. A missing group is told on the page (404), not by a toast. */
export function errorGroupQuery(id: number) {
  return queryOptions({
    queryKey: errorGroupKey(id),
    queryFn: ({ signal }) =>
      apiGet<ErrorGroup>(paths.group, { query: { id }, signal, skipErrorHandling: [404] }),
  });
}

/** Refusals (gone, already resolved) are told beside the button. */
export const resolveErrorGroup = (id: number): Promise<Envelope<null, null>> =>
  apiPost(paths.resolve, { body: { id }, skipErrorHandling: [404, 409] });
