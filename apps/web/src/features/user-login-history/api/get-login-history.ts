import type { Paged } from '@homer/contracts/envelope';
import type { LoginHistoryRow } from '@homer/contracts/user-profile-tabs';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

export type LoginHistoryFilters = { outcome: string | null };

export const loginHistoryKey = (userId: number) => ['users', 'login-history', userId] as const;

/** GET api/Administration/Users/GetLoginHistory: one keyset page of the user's sign-in attempts. */
export function getLoginHistory(
  userId: number,
  params: ListPageParams<LoginHistoryFilters>,
  signal: AbortSignal,
): Promise<Paged<LoginHistoryRow>> {
  const { page, pageSize, sortOrder, after, before, outcome } = params;
  return apiGet<Paged<LoginHistoryRow>>('api/Administration/Users/GetLoginHistory', {
    query: { userId, page, pageSize, sortOrder, after, before, outcome: outcome ?? undefined },
    signal,
  });
}
