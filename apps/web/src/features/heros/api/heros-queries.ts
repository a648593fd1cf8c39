import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import type { Envelope, Option, Paged } from '@homer/contracts/envelope';
import {
  type HerosAgencyDetail,
  type HerosAgencyRow,
  type HerosApplicationDetail,
  type HerosApplicationOptions,
  type HerosApplicationRow,
  type HerosRoundDetail,
  type HerosRoundList,
  herosAgencyDetailSchema,
  herosApplicationDetailSchema,
  herosRoundDetailSchema,
  herosMessagesBackOffice as m,
  herosPaths as paths,
} from '@homer/contracts/heros';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import type { AgencyFilters, ApplicationFilters } from '../lib/heros-filters.ts';

/** Every HEROS query key starts with this: a decision or a round change reloads them all. */
export const herosKey = ['heros'] as const;
export const applicationListKey = ['heros', 'applications', 'list'] as const;
export const agencyListKey = ['heros', 'agencies', 'list'] as const;
export const roundsKey = ['heros', 'rounds'] as const;
export const roundListKey = ['heros', 'rounds', 'list'] as const;
export const applicationKey = (id: number) => ['heros', 'application', id] as const;
export const roundKey = (id: number) => ['heros', 'round', id] as const;
export const agencyKey = (id: number) => ['heros', 'agency', id] as const;

/**
 * A record's envelope. A 404 (gone, or never there) is told on the page rather than by a toast; other statuses
 * keep the app's own handling (spec document 1 §8).
 */
async function getRecord<T>(
  path: string,
  id: number,
  parse: (value: unknown) => T,
  notFound: string,
  signal: AbortSignal,
): Promise<T> {
  const envelope = await apiGet<Envelope<unknown, null>>(path, {
    query: { id },
    signal,
    skipErrorHandling: [404],
  });
  if (!envelope.isSuccessful || !envelope.value) throw new Error(envelope.message ?? notFound);
  return parse(envelope.value);
}

// ---- Applications

export const applicationOptionsQuery = queryOptions({
  queryKey: ['heros', 'applications', 'options'],
  queryFn: ({ signal }): Promise<HerosApplicationOptions> => apiGet(paths.applicationOptions, { signal }),
  staleTime: 60_000,
});

export function getApplicationList(
  params: ListPageParams<ApplicationFilters>,
  signal: AbortSignal,
): Promise<Paged<HerosApplicationRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before, roundId, status } = params;
  return apiGet(paths.applicationList, {
    query: {
      page,
      pageSize,
      sortField,
      sortOrder,
      search,
      after,
      before,
      roundId,
      status: status || undefined,
    },
    signal,
  });
}

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: applicationKey(id),
    queryFn: ({ signal }): Promise<HerosApplicationDetail> =>
      getRecord(
        paths.application,
        id,
        (v) => herosApplicationDetailSchema.parse(v),
        m.applicationNotFound,
        signal,
      ),
    retry: false,
  });

export const getApplicationHistory = (id: number): Promise<EntityAuditRow[]> =>
  apiGet(paths.applicationHistory, { query: { id } });

/** Agencies an approval may link the application to (its own agency left out). */
export const agencyChoicesQuery = (search: string, exceptId: number) =>
  queryOptions({
    queryKey: ['heros', 'agency-choices', exceptId, search],
    queryFn: ({ signal }): Promise<Option[]> =>
      apiGet(paths.agencyChoices, { query: { search: search || undefined, exceptId }, signal }),
    staleTime: 30_000,
  });

// ---- Rounds

/** The whole list (a handful of rounds a year); the list page pages it in the browser. */
export const roundListQuery = queryOptions({
  queryKey: [...roundsKey, 'all'],
  queryFn: ({ signal }): Promise<HerosRoundList> => apiGet(paths.roundList, { signal }),
});

export const roundQuery = (id: number) =>
  queryOptions({
    queryKey: roundKey(id),
    queryFn: ({ signal }): Promise<HerosRoundDetail> =>
      getRecord(paths.round, id, (v) => herosRoundDetailSchema.parse(v), m.roundNotFound, signal),
    retry: false,
  });

export const getRoundHistory = (id: number): Promise<EntityAuditRow[]> =>
  apiGet(paths.roundHistory, { query: { id } });

// ---- Agencies

export const agencyOptionsQuery = queryOptions({
  queryKey: ['heros', 'agencies', 'options'],
  queryFn: ({ signal }): Promise<{ counties: Option[] }> => apiGet(paths.agencyOptions, { signal }),
  staleTime: 5 * 60_000,
});

export function getAgencyList(
  params: ListPageParams<AgencyFilters>,
  signal: AbortSignal,
): Promise<Paged<HerosAgencyRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before, countyId } = params;
  return apiGet(paths.agencyList, {
    query: { page, pageSize, sortField, sortOrder, search, after, before, countyId: countyId || undefined },
    signal,
  });
}

export const agencyQuery = (id: number) =>
  queryOptions({
    queryKey: agencyKey(id),
    queryFn: ({ signal }): Promise<HerosAgencyDetail> =>
      getRecord(paths.agency, id, (v) => herosAgencyDetailSchema.parse(v), m.agencyNotFound, signal),
    retry: false,
  });

export const getAgencyHistory = (id: number): Promise<EntityAuditRow[]> =>
  apiGet(paths.agencyHistory, { query: { id } });
