import type { Paged } from '@homer/contracts/envelope';
import type { JobRun } from '@homer/contracts/job-history';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** Prefix of the list's query keys; ListPage appends the paging params. */
export const historyQueryKey = ['quartz-history', 'runs'] as const;

export function getHistory(params: ListPageParams, signal: AbortSignal): Promise<Paged<JobRun>> {
  const { page, pageSize, sortField, sortOrder, search, after, before } = params;
  return apiGet<Paged<JobRun>>('api/Silkier/SilkierHistory/GetHistory', {
    query: { page, pageSize, sortField, sortOrder, search, after, before },
    signal,
  });
}
