import { dashboardPaths } from '@homer/contracts/dashboard';
import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Notification/SendTestPush: one push to the caller. */
export function sendTestPush(): Promise<Envelope<null, null>> {
  return apiPost(dashboardPaths.sendTestPush);
}
