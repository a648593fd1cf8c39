import type { Envelope } from '@homer/contracts/envelope';
import type {
  HerosAgencyChoice,
  HerosAgencyLinks,
  RxConnectsLinks,
  RxConnectsSiteChoice,
} from '@homer/contracts/user-program-links';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

const base = 'api/Administration/Users';

async function getValue<T>(path: string, query: Record<string, string | number>, signal: AbortSignal) {
  const result = await apiGet<Envelope<T, null>>(`${base}/${path}`, { query, signal });
  if (!result.value) throw new Error(result.message ?? 'Nothing returned.');
  return result.value;
}

export const herosAgenciesKey = (userId: number) => ['users', 'heros-agencies', userId] as const;
export const rxConnectsRolesKey = (userId: number) => ['users', 'rx-connects', userId] as const;

/** GET GetHerosAgencies?userId= */
export const herosAgenciesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: herosAgenciesKey(userId),
    queryFn: ({ signal }) => getValue<HerosAgencyLinks>('GetHerosAgencies', { userId }, signal),
  });

/** GET GetRxConnectsRoles?userId= */
export const rxConnectsRolesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: rxConnectsRolesKey(userId),
    queryFn: ({ signal }) => getValue<RxConnectsLinks>('GetRxConnectsRoles', { userId }, signal),
  });

/** GET SearchHerosAgencies: the server filters; the previous answer stays while the next loads. */
export const herosAgencyChoicesQueryOptions = (userId: number, search: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['users', 'heros-agency-choices', userId, search] as const,
    queryFn: ({ signal }) => getValue<HerosAgencyChoice[]>('SearchHerosAgencies', { userId, search }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET SearchRxConnectsSites */
export const rxConnectsSiteChoicesQueryOptions = (userId: number, search: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['users', 'rx-connects-site-choices', userId, search] as const,
    queryFn: ({ signal }) =>
      getValue<RxConnectsSiteChoice[]>('SearchRxConnectsSites', { userId, search }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

type Action = 'AddHerosAgency' | 'RemoveHerosAgency' | 'AddRxConnectsRole' | 'RemoveRxConnectsRole';

/** The four changes; refusals (400, 403, 404) are shown by the tab. */
export function changeLink<T extends HerosAgencyLinks | RxConnectsLinks>(action: Action, body: object) {
  return apiPost<Envelope<T, null>>(`${base}/${action}`, { body, skipErrorHandling: [400, 403, 404] });
}
