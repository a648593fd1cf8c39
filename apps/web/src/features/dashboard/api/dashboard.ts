import {
  type DashboardInfo,
  type DashboardLayout,
  type DashboardSummary,
  dashboardPaths,
  type SaveDashboardLayout,
} from '@homer/contracts/dashboard';
import type { Envelope } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const dashboardInfoKey = ['dashboard', 'info'] as const;
export const dashboardLayoutKey = ['dashboard', 'layout'] as const;

export function getDashboardInfo(signal?: AbortSignal): Promise<DashboardInfo> {
  return apiGet(dashboardPaths.info, { signal });
}

/** One request for every work widget's counts (decision 091); each widget reads its part from the same query. */
export const dashboardSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'summary'] as const,
  queryFn: ({ signal }) => apiGet<DashboardSummary>(dashboardPaths.summary, { signal }),
  staleTime: 0,
});

export const dashboardLayoutQuery = queryOptions({
  queryKey: dashboardLayoutKey,
  queryFn: ({ signal }) => apiGet<DashboardLayout>(dashboardPaths.layout, { signal }),
});

/** Refusals (400) are shown in the dialog. */
export function saveDashboardLayout(body: SaveDashboardLayout) {
  return apiPost<Envelope<null, DashboardLayout>>(dashboardPaths.saveLayout, {
    body,
    skipErrorHandling: [400],
  });
}

export function resetDashboardLayout() {
  return apiPost<Envelope<null, DashboardLayout>>(dashboardPaths.resetLayout);
}
