import type { Envelope } from '@homer/contracts/envelope';
import type { SaveUserRequest, UserDetails } from '@homer/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const userDetailsKey = (userId: number) => ['users', 'details', userId] as const;

/** GET api/Administration/Users/GetUser?userId=; a 404 (no such user) is the page's 404 screen, not a toast. */
export function userDetailsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userDetailsKey(userId),
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<UserDetails, null>>('api/Administration/Users/GetUser', {
        query: { userId },
        signal,
        skipErrorHandling: [404],
      });
      if (!result.value) throw new Error(result.message ?? 'No user returned.');
      return result.value;
    },
  });
}

/** POST api/Administration/Users/SaveUser. Refusals (400, 403) are shown by the form. */
export function saveUser(body: SaveUserRequest) {
  return apiPost<Envelope<UserDetails, null>>('api/Administration/Users/SaveUser', {
    body,
    skipErrorHandling: [400, 403],
  });
}
