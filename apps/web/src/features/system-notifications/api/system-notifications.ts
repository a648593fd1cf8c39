import type { Envelope, Paged } from '@homer/contracts/envelope';
import type {
  SystemNotification,
  SystemNotificationForm,
  SystemNotificationRow,
} from '@homer/contracts/system-notifications';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

const base = 'api/Administration/SystemNotification';

/** Prefix of the list's query keys; ListPage appends the paging params. */
export const systemNotificationListKey = ['system-notifications', 'list'] as const;
export const systemNotificationKey = (id: number) => ['system-notifications', 'one', id] as const;
export const activeSystemNotificationsKey = ['system-notifications', 'active'] as const;

export function getSystemNotificationList(
  params: ListPageParams,
  signal: AbortSignal,
): Promise<Paged<SystemNotificationRow>> {
  const { page, pageSize, sortOrder, search, after, before } = params;
  return apiGet(`${base}/GetList`, { query: { page, pageSize, sortOrder, search, after, before }, signal });
}

export function getSystemNotification(id: number, signal?: AbortSignal): Promise<SystemNotification> {
  return apiGet(`${base}/Get`, { query: { id }, signal });
}

export function saveSystemNotification(
  form: SystemNotificationForm,
): Promise<Envelope<null, SystemNotification>> {
  return apiPost(`${base}/Save`, { body: form });
}

export function deleteSystemNotification(id: number): Promise<Envelope<null, null>> {
  return apiPost(`${base}/Delete`, { body: { id } });
}

/** The Dashboard's banners (spec §7: CheckForSystemNotification); a background call, no progress bar. */
export function checkForSystemNotification(signal?: AbortSignal): Promise<SystemNotification[]> {
  return apiGet(`${base}/CheckForSystemNotification`, { signal, silent: true });
}
