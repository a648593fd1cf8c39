import type { ModuleAccess } from '@homer/contracts/access';
import type { Envelope } from '@homer/contracts/envelope';
import type { UserModuleAccess } from '@homer/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const moduleAccessKey = (userId: number) => ['users', 'module-access', userId] as const;

/** GET api/Administration/Users/GetModuleAccess?userId= */
export function moduleAccessQueryOptions(userId: number) {
  return queryOptions({
    queryKey: moduleAccessKey(userId),
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<UserModuleAccess, null>>(
        'api/Administration/Users/GetModuleAccess',
        { query: { userId }, signal },
      );
      if (!result.value) throw new Error(result.message ?? 'No module access returned.');
      return result.value;
    },
  });
}

/** POST api/Administration/Users/SaveModuleAccess. Refusals (400, 403) are shown by the matrix. */
export function saveModuleAccess(userId: number, access: ModuleAccess[]) {
  return apiPost<Envelope<UserModuleAccess, null>>('api/Administration/Users/SaveModuleAccess', {
    body: { userId, access },
    skipErrorHandling: [400, 403],
  });
}
