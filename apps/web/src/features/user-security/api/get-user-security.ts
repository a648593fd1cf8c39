import type { Envelope } from '@homer/contracts/envelope';
import type { UserSecurity } from '@homer/contracts/mfa';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const userSecurityKey = (userId: number) => ['user-security', userId] as const;

/** GET api/Administration/UserSecurity/GetUserSecurity?userId= */
export function userSecurityQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userSecurityKey(userId),
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<UserSecurity, null>>(
        'api/Administration/UserSecurity/GetUserSecurity',
        {
          query: { userId },
          signal,
        },
      );
      if (!result.value) throw new Error(result.message ?? 'No security settings returned.');
      return result.value;
    },
  });
}
