import { z } from 'zod';
import { businessAreas } from './business-area.ts';
import { envelopeSchema } from './envelope.ts';
import { id, queryId } from './fields.ts';
import { notificationMessages } from './notification-paths.ts';

export { notificationMessages, notificationPageSize, notificationPaths } from './notification-paths.ts';

/**
 * The notification service (spec document 1 §3 "Notification", §4.2, §7; decision 047): the drawer's lists of
 * notifications and messages (Chat), their unread counts, and the user's changes to their own notifications.
 */

export const notificationKinds = ['Notification', 'Chat'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  userNotificationId: z.number().int(),
  notificationType: z.enum(notificationKinds),
  businessArea: z.number().int(),
  businessAreaName: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  /** ISO instant. */
  notifiedDate: z.string(),
  markedAsRead: z.boolean(),
  markedAsReadDate: z.string().nullable(),
  subscription: z.string().nullable(),
  options: z.record(z.string(), z.unknown()).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const kind = z.enum(notificationKinds, { message: notificationMessages.unknownKind });
const areaCodes = businessAreas.filter((a) => a.code !== 0).map((a) => a.code as number);
const area = z
  .number({ message: notificationMessages.unknownArea })
  .int(notificationMessages.unknownArea)
  .refine((n) => areaCodes.includes(n), notificationMessages.unknownArea);

/** GET api/Notification/GetNotifications: newest first; `before` (an id) asks for the page after ("show previous"). */
export const notificationListQuerySchema = z.object({
  type: kind,
  unreadOnly: z.enum(['true', 'false']).default('true'),
  businessArea: z.coerce.number({ message: notificationMessages.unknownArea }).pipe(area).optional(),
  before: queryId().optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** More, older rows exist: 'show previous' loads them. */
  hasMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export const notificationPageResponseSchema = envelopeSchema(notificationPageSchema, z.null());

export const unreadCountsSchema = z.object({ notification: z.number().int(), chat: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
export const unreadCountsResponseSchema = envelopeSchema(unreadCountsSchema, z.null());

export const notificationIdBodySchema = z.object({ userNotificationId: id() });
export const markAllReadBodySchema = z.object({
  type: kind,
  businessAreas: z.array(area).max(areaCodes.length).optional(),
});
export type MarkAllReadBody = z.infer<typeof markAllReadBodySchema>;
export const deleteAllBodySchema = z.object({ type: kind, businessArea: area.optional() });
export type DeleteAllBody = z.infer<typeof deleteAllBodySchema>;
export const notificationChangeResponseSchema = envelopeSchema(z.null(), z.null());
