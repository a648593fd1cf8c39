/**
 * The notification service's paths, messages and page size without zod (decision 047), so that the header's
 * notification icons, on every signed-in page, do not load the schemas.
 */

export const notificationMessages = {
  noSubscription: 'This notification does not have an associated subscription.',
  fetchError: 'Error fetching notifications',
  notFound: 'That notification does not exist.',
  unknownArea: 'Unknown business area.',
  unknownKind: 'Notification type must be Notification or Chat.',
  unsubscribeConfirm:
    'You will be unsubscribed from this notification, and all notifications of this subscription will be marked as read.',
  deleteAllConfirm: 'Delete all of these notifications?',
  unsubscribed: 'Unsubscribed.',
} as const;

/** Page size of the drawer (spec §9). */
export const notificationPageSize = 5;

export const notificationPaths = {
  list: 'api/Notification/GetNotifications',
  counts: 'api/Notification/GetUnreadCounts',
  markRead: 'api/Notification/MarkAsRead',
  markAllRead: 'api/Notification/MarkAllAsRead',
  delete: 'api/Notification/Delete',
  deleteAll: 'api/Notification/DeleteAll',
  unsubscribe: 'api/Notification/Unsubscribe',
} as const;
