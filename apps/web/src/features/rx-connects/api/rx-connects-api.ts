import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  type DenialReason,
  type DenialReasonSave,
  type RxConnectsApplication,
  type RxConnectsDashboard,
  type RxConnectsDeny,
  type RxConnectsRow,
  type RxConnectsSiteKind,
  type RxConnectsStatusCounts,
  type RxConnectsWithdraw,
  rxConnectsAdminMessages,
  rxConnectsAdminPaths,
  rxConnectsSitePaths,
} from '@homer/contracts/rx-connects-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import type { SiteFilters } from '../lib/site-filters.ts';

/** Prefix of every back-office query: a decision refreshes lists, dashboard and detail at once. */
export const rxConnectsKey = ['rx-connects'] as const;
export const siteListKey = (kind: RxConnectsSiteKind) => [...rxConnectsKey, kind, 'list'] as const;
export const siteKey = (kind: RxConnectsSiteKind, id: number) =>
  [...rxConnectsKey, kind, 'detail', id] as const;

export function getSiteList(kind: RxConnectsSiteKind) {
  return (params: ListPageParams<SiteFilters>, signal: AbortSignal): Promise<Paged<RxConnectsRow>> => {
    const { page, pageSize, sortField, sortOrder, search, after, before } = params;
    return apiGet(rxConnectsSitePaths(kind).list, {
      query: {
        page,
        pageSize,
        sortField,
        sortOrder,
        after,
        before,
        search: search || undefined,
        statusId: params.status || 0,
      },
      signal,
    });
  };
}

/** GET …/GetStatusCounts under the list's search; under the list's key, so a decision reloads it too. */
export function siteStatusCountsQuery(kind: RxConnectsSiteKind, search: string | undefined) {
  const query = { search: search || undefined };
  return queryOptions({
    queryKey: [...siteListKey(kind), 'counts', query],
    queryFn: ({ signal }): Promise<RxConnectsStatusCounts> =>
      apiGet(rxConnectsSitePaths(kind).statusCounts, { query, signal }),
    // A new filter keeps the old counts on screen until its own arrive, so labels do not lose and regain them.
    placeholderData: keepPreviousData,
  });
}

/** GET …/GetApplication; a 404 is told on the page rather than by a toast. */
export function siteQuery(kind: RxConnectsSiteKind, id: number) {
  return queryOptions({
    queryKey: siteKey(kind, id),
    queryFn: async ({ signal }): Promise<RxConnectsApplication> => {
      const envelope = await apiGet<Envelope<RxConnectsApplication, null>>(rxConnectsSitePaths(kind).detail, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? rxConnectsAdminMessages.notFound);
      return envelope.value;
    },
    retry: false,
  });
}

export function getSiteHistory(kind: RxConnectsSiteKind, id: number): Promise<EntityAuditRow[]> {
  return apiGet(rxConnectsSitePaths(kind).history, { query: { id } });
}

export const dashboardQuery = queryOptions({
  queryKey: [...rxConnectsKey, 'dashboard'],
  queryFn: async ({ signal }): Promise<RxConnectsDashboard | null> =>
    (await apiGet<Envelope<RxConnectsDashboard, null>>(rxConnectsAdminPaths.dashboard, { signal })).value,
});

export const denialReasonsQuery = queryOptions({
  queryKey: [...rxConnectsKey, 'denial-reasons'],
  queryFn: async ({ signal }): Promise<DenialReason[]> =>
    (await apiGet<Envelope<DenialReason[], null>>(rxConnectsAdminPaths.denialReasons, { signal })).value ??
    [],
});

// Refusals carry their own message, which the dialog or form that sent them shows.
const refusals = [400, 403, 404] as const;

export const approveSite = (kind: RxConnectsSiteKind, id: number) =>
  apiPost<Envelope<null, null>>(rxConnectsSitePaths(kind).approve, {
    body: { id },
    skipErrorHandling: refusals,
  });
export const denySite = (kind: RxConnectsSiteKind, body: RxConnectsDeny) =>
  apiPost<Envelope<null, null>>(rxConnectsSitePaths(kind).deny, { body, skipErrorHandling: refusals });
export const withdrawSite = (kind: RxConnectsSiteKind, body: RxConnectsWithdraw) =>
  apiPost<Envelope<null, null>>(rxConnectsSitePaths(kind).withdraw, { body, skipErrorHandling: refusals });
export const saveDenialReason = (body: DenialReasonSave) =>
  apiPost<Envelope<number, null>>(rxConnectsAdminPaths.saveDenialReason, {
    body,
    skipErrorHandling: refusals,
  });
export const deleteDenialReason = (id: number) =>
  apiPost<Envelope<null, null>>(rxConnectsAdminPaths.deleteDenialReason, {
    body: { id },
    skipErrorHandling: refusals,
  });
