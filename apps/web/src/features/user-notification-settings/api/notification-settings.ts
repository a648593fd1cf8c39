import type { Envelope } from '@homer/contracts/envelope';
import type { NotificationSettings, SaveNotificationSettings } from '@homer/contracts/notification-settings';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const notificationSettingsKey = (userId: number) =>
  ['users', 'notification-settings', userId] as const;

/** GET api/Administration/Users/GetNotificationSettings?userId= */
export function notificationSettingsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationSettingsKey(userId),
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<NotificationSettings, null>>(
        'api/Administration/Users/GetNotificationSettings',
        { query: { userId }, signal },
      );
      if (!result.value) throw new Error(result.message ?? 'No notification settings returned.');
      return result.value;
    },
  });
}

/** POST api/Administration/Users/SaveNotificationSettings; refusals (400, 403, 404) are shown by the tab. */
export function saveNotificationSettings(body: SaveNotificationSettings) {
  return apiPost<Envelope<NotificationSettings, null>>('api/Administration/Users/SaveNotificationSettings', {
    body,
    skipErrorHandling: [400, 403, 404],
  });
}
