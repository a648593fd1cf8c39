import type { Envelope } from '@homer/contracts/envelope';
import type {
  CreateUserRequest,
  SendToFilterResult,
  UserFilter,
  UserFilterOptions,
} from '@homer/contracts/user-admin';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { UserFilters } from '../lib/user-filters.ts';

const base = 'api/Administration/Users';

/** The list's filters as the server reads them (0 and '' mean "any"). */
export function filterQuery(search: string | undefined, f: UserFilters): UserFilter {
  return {
    search: search || undefined,
    status: f.status,
    module: f.module,
    role: f.role,
    facilityId: f.facilityId || undefined,
    organizationId: f.organizationId || undefined,
    lastSignIn: f.lastSignIn,
  };
}

export const userFilterOptionsKey = ['users', 'filter-options'] as const;

/** GET …/GetFilterOptions: organizations and facilities for the list's selectors. */
export function getUserFilterOptions(signal: AbortSignal): Promise<UserFilterOptions> {
  return apiGet(`${base}/GetFilterOptions`, { signal });
}

/** POST …/CreateUser. Refusals (400 duplicate, 403 role above the editor's) are shown by the form. */
export function createUser(body: CreateUserRequest) {
  return apiPost<Envelope<number, null>>(`${base}/CreateUser`, { body, skipErrorHandling: [400, 403] });
}

/** POST …/SendWelcomeEmail: the welcome mail (no password yet) or the reset mail. */
export function sendWelcomeEmail(userId: number) {
  return apiPost<Envelope<{ kind: 'welcome' | 'reset' }, null>>(`${base}/SendWelcomeEmail`, {
    body: { userId },
    skipErrorHandling: [400],
  });
}

/** POST …/SendWelcomeEmailToFilter: to every enabled user of the filter. */
export function sendWelcomeEmailToFilter(filter: UserFilter) {
  return apiPost<Envelope<SendToFilterResult, null>>(`${base}/SendWelcomeEmailToFilter`, {
    body: filter,
    skipErrorHandling: [400],
  });
}

/** POST …/UnlockUser */
export function unlockUser(userId: number) {
  return apiPost<Envelope<null, null>>(`${base}/UnlockUser`, { body: { userId } });
}

/** GET …/GetListExcel: a download link for the filtered list. */
export function getUsersListExcel(filter: UserFilter): Promise<Envelope<string, null>> {
  return apiGet(`${base}/GetListExcel`, { query: filter });
}
