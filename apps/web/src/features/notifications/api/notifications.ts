import type { Envelope } from '@homer/contracts/envelope';
import { notificationMessages, notificationPaths } from '@homer/contracts/notification-paths';
import type {
  DeleteAllBody,
  MarkAllReadBody,
  NotificationKind,
  NotificationPage,
  UnreadCounts,
} from '@homer/contracts/notifications';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const notificationsKey = ['notifications'] as const;
export const unreadCountsKey = [...notificationsKey, 'counts'] as const;

export type ListFilter = { type: NotificationKind; unreadOnly: boolean; businessArea: number | null };

/** GET api/Notification/GetUnreadCounts: the two header badges (a background call: silent). */
export function unreadCountsQueryOptions() {
  return queryOptions({
    queryKey: unreadCountsKey,
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<UnreadCounts, null>>(notificationPaths.counts, {
        signal,
        silent: true,
        skipErrorHandling: true,
      });
      return result.value ?? { notification: 0, chat: 0 };
    },
  });
}

/** GET api/Notification/GetNotifications, one page of 5 at a time; 'show previous' fetches the next page. */
export function notificationListQueryOptions(filter: ListFilter) {
  return infiniteQueryOptions({
    queryKey: [...notificationsKey, 'list', filter] as const,
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const result = await apiGet<Envelope<NotificationPage, null>>(notificationPaths.list, {
        query: {
          type: filter.type,
          unreadOnly: filter.unreadOnly,
          businessArea: filter.businessArea,
          before: pageParam,
        },
        signal,
        silent: true,
        // The drawer says 'Error fetching notifications' in place.
        skipErrorHandling: true,
      });
      if (!result.value) throw new Error(notificationMessages.fetchError);
      return result.value;
    },
    getNextPageParam: (last) => (last.hasMore ? (last.items.at(-1)?.userNotificationId ?? null) : null),
  });
}

type Change = Envelope<null, null>;
const id = (userNotificationId: number) => ({ userNotificationId });

export const notificationCommands = {
  markRead: (userNotificationId: number) =>
    apiPost<Change>(notificationPaths.markRead, { body: id(userNotificationId) }),
  markAllRead: (body: MarkAllReadBody) => apiPost<Change>(notificationPaths.markAllRead, { body }),
  remove: (userNotificationId: number) =>
    apiPost<Change>(notificationPaths.delete, { body: id(userNotificationId) }),
  removeAll: (body: DeleteAllBody) => apiPost<Change>(notificationPaths.deleteAll, { body }),
  unsubscribe: (userNotificationId: number) =>
    apiPost<Change>(notificationPaths.unsubscribe, { body: id(userNotificationId) }),
};
