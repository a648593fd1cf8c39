import type { ResetTokenStatus } from '@homer/contracts/password';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

function getResetTokenStatus(token: string, userId: string, signal: AbortSignal): Promise<ResetTokenStatus> {
  return apiGet<ResetTokenStatus>('api/Account/GetUserResetTokenStatus', {
    query: { token, userId },
    signal,
    skipErrorHandling: true,
  });
}

/** GET api/Account/GetUserResetTokenStatus: read once per page visit; the submit re-checks the link anyway. */
export function resetTokenStatusQueryOptions(token: string, userId: string) {
  return queryOptions({
    queryKey: ['passwords', 'reset-token-status', token, userId],
    queryFn: ({ signal }) => getResetTokenStatus(token, userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
