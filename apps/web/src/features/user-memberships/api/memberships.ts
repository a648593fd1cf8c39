import type { Envelope } from '@homer/contracts/envelope';
import type { MembershipChange, Memberships } from '@homer/contracts/user-profile-tabs';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const membershipsKey = (userId: number) => ['users', 'memberships', userId] as const;

/** GET api/Administration/Users/GetMemberships?userId= */
export function membershipsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: membershipsKey(userId),
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<Memberships, null>>('api/Administration/Users/GetMemberships', {
        query: { userId },
        signal,
      });
      if (!result.value) throw new Error(result.message ?? 'No memberships returned.');
      return result.value;
    },
  });
}

/** POST api/Administration/Users/AddFacility or RemoveFacility; refusals (400, 403, 404) are shown by the tab. */
export function changeMembership(action: 'AddFacility' | 'RemoveFacility', body: MembershipChange) {
  return apiPost<Envelope<Memberships, null>>(`api/Administration/Users/${action}`, {
    body,
    skipErrorHandling: [400, 403, 404],
  });
}
