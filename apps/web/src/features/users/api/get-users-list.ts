import type { Paged } from '@homer/contracts/envelope';
import type { AdminUserRow } from '@homer/contracts/user-admin';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import type { UserFilters } from '../lib/user-filters.ts';
import { filterQuery } from './user-admin.ts';

/** Prefix of the list's query keys; ListPage appends the paging and filter params. */
export const usersListQueryKey = ['users', 'list'] as const;

/** GET api/Administration/Users/GetList */
export function getUsersList(
  params: ListPageParams<UserFilters>,
  signal: AbortSignal,
): Promise<Paged<AdminUserRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before } = params;
  return apiGet<Paged<AdminUserRow>>('api/Administration/Users/GetList', {
    query: { page, pageSize, sortField, sortOrder, after, before, ...filterQuery(search, params) },
    signal,
  });
}
