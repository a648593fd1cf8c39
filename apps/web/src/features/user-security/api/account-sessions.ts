import type { AccountSessions } from '@homer/contracts/account-security-admin';
import type { Envelope } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const accountSessionsKey = (userId: number) => ['user-security', userId, 'sessions'] as const;

/** GET api/Administration/UserSecurity/GetSessions?userId= (user administrators) */
export function accountSessionsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: accountSessionsKey(userId),
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<AccountSessions, null>>(
        'api/Administration/UserSecurity/GetSessions',
        { query: { userId }, signal },
      );
      if (!result.value) throw new Error(result.message ?? 'No sessions returned.');
      return result.value;
    },
  });
}

/** POST api/Administration/UserSecurity/ResetMfa */
export function resetMfa(userId: number) {
  return apiPost<Envelope<null, null>>('api/Administration/UserSecurity/ResetMfa', { body: { userId } });
}

/** POST api/Administration/UserSecurity/SignOutEverywhere */
export function signOutEverywhere(userId: number) {
  return apiPost<Envelope<null, null>>('api/Administration/UserSecurity/SignOutEverywhere', {
    body: { userId },
  });
}
