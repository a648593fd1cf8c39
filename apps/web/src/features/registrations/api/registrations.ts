import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import type { Envelope, Option, Paged } from '@homer/contracts/envelope';
import {
  type ApproveRegistration,
  type DenyRegistration,
  registrationPaths as paths,
  type RegistrationDetail,
  type RegistrationKind,
  type RegistrationRow,
  type RegistrationStatusCounts,
  registrationMessages,
} from '@homer/contracts/registrations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import type { RegistrationFilters } from '../lib/registration-filters.ts';

export const registrationListQueryKey = ['registrations', 'list'] as const;

/** GET …/GetList (keyset-paged). */
export function getRegistrationList(
  params: ListPageParams<RegistrationFilters>,
  signal: AbortSignal,
): Promise<Paged<RegistrationRow>> {
  const { page, pageSize, sortOrder, search, after, before, kind, status } = params;
  return apiGet(paths.list, {
    query: {
      page,
      pageSize,
      sortOrder,
      after,
      before,
      search: search || undefined,
      kind: kind || undefined,
      status: status || undefined,
    },
    signal,
  });
}

/**
 * GET …/GetStatusCounts under the list's kind and search. Its key starts with the list's, so whatever reloads the
 * list after a decision reloads the counts too.
 */
export function registrationStatusCountsQuery(
  filters: Pick<RegistrationFilters, 'kind'>,
  search: string | undefined,
) {
  const query = { kind: filters.kind || undefined, search: search || undefined };
  return queryOptions({
    queryKey: [...registrationListQueryKey, 'counts', query],
    queryFn: ({ signal }): Promise<RegistrationStatusCounts> => apiGet(paths.statusCounts, { query, signal }),
    // A new filter keeps the old counts on screen until its own arrive, so labels do not lose and regain them.
    placeholderData: keepPreviousData,
  });
}

export const registrationKey = (kind: RegistrationKind, id: number) => ['registrations', kind, id] as const;

/** GET …/GetRegistration; a 404 is told on the page. */
export function registrationQuery(kind: RegistrationKind, id: number) {
  return queryOptions({
    queryKey: registrationKey(kind, id),
    queryFn: async ({ signal }): Promise<RegistrationDetail> => {
      const envelope = await apiGet<Envelope<RegistrationDetail, null>>(paths.detail, {
        query: { kind, id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? registrationMessages.notFound);
      return envelope.value;
    },
    retry: false,
  });
}

/** GET …/GetFacilities: what a reviewer can grant. */
export const grantableFacilitiesQuery = queryOptions({
  queryKey: ['registrations', 'facilities'],
  queryFn: ({ signal }): Promise<Option[]> => apiGet(paths.facilities, { signal }),
  staleTime: 5 * 60_000,
});

export function getRegistrationHistory(kind: RegistrationKind, id: number): Promise<EntityAuditRow[]> {
  return apiGet(paths.history, { query: { kind, id } });
}

// Refusals are shown by the form that sent them.
const handledHere = [400, 403, 404, 409] as const;

export function approveRegistration(body: ApproveRegistration): Promise<Envelope<null, null>> {
  return apiPost(paths.approve, { body, skipErrorHandling: handledHere });
}

export function denyRegistration(body: DenyRegistration): Promise<Envelope<null, null>> {
  return apiPost(paths.deny, { body, skipErrorHandling: handledHere });
}
