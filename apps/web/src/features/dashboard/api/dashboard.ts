import { type DashboardInfo, dashboardPaths } from '@homer/contracts/dashboard';
import type { Envelope } from '@homer/contracts/envelope';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const dashboardInfoKey = ['dashboard', 'info'] as const;

export function getDashboardInfo(signal?: AbortSignal): Promise<DashboardInfo> {
  return apiGet(dashboardPaths.info, { signal });
}

export function sendTestPush(): Promise<Envelope<null, null>> {
  return apiPost(dashboardPaths.sendTestPush);
}
