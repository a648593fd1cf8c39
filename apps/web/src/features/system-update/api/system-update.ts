import type { Envelope } from '@homer/contracts/envelope';
import type { SystemUpdate, SystemUpdateForm } from '@homer/contracts/system-update';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

const base = 'api/Administration/SystemUpdate';

export const systemUpdateKey = ['system-update'] as const;

/** The scheduled update or null; polled in the background, so silent (no progress bar). */
export function getSystemUpdate(signal?: AbortSignal): Promise<SystemUpdate | null> {
  return apiGet(`${base}/Get`, { signal, silent: true });
}

export function saveSystemUpdate(form: SystemUpdateForm): Promise<Envelope<null, SystemUpdate>> {
  return apiPost(`${base}/Save`, { body: form });
}

export function clearSystemUpdate(): Promise<Envelope<null, null>> {
  return apiPost(`${base}/Clear`);
}
