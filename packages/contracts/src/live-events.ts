import { z } from 'zod';
import { chatMessageSchema } from './chat.ts';
import { phoneScanSchema } from './mobile-scanning.ts';
import { systemUpdateSchema } from './system-update.ts';

/**
 * Events of the live-update stream (spec document 1 §4.2–4.5, §7 "Live updates via server-sent events";
 * issue 12). The server writes each event to `live_events` and fans it out to every instance; a browser's
 * stream delivers the events addressed to its user, or to everyone. The SSE `id:` of each event is its row id,
 * so a reconnect sends it back as `Last-Event-ID` and is given what it missed.
 */

/** Push notification (spec §3 "Push notification (live)"); colours are CSS colours, timeout in seconds. */
export const pushNotificationSchema = z.object({
  header: z.string(),
  message: z.string(),
  /** Sanitized HTML shown instead of `message` when present. */
  html: z.string().optional(),
  icon: z.string().optional(),
  businessArea: z.number().int(),
  position: z.enum(['top', 'bottom', 'left', 'right']).optional(),
  headerColor: z.string().optional(),
  messageColor: z.string().optional(),
  headerBgColor: z.string().optional(),
  messageBgColor: z.string().optional(),
  iconColor: z.string().optional(),
  iconBgColor: z.string().optional(),
  timeout: z.number().int().min(1).max(600).default(8),
  url: z.string().optional(),
  openNewTab: z.boolean().default(false),
  useSound: z.boolean().default(false),
  /** ISO instant. */
  timeSent: z.string(),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;

/** System message toast (spec §3 "System message"). */
export const systemMessageSchema = z.object({
  message: z.string(),
  messageClass: z.enum(['error', 'success', 'warning']),
  link: z.string().optional(),
  /** ISO instant. */
  openDate: z.string(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

/** The payload of each event type. */
export const liveEventDataSchemas = {
  /** A new in-app notification for this user (the drawer list and badges refresh; a push may follow). */
  notificationReceived: z.object({
    userNotificationId: z.number().int(),
    notificationType: z.enum(['Notification', 'Chat']),
    businessArea: z.number().int(),
  }),
  /** Notifications changed in bulk (read, deleted elsewhere): reload the list (spec §4.2). */
  persistentNotificationReceived: z.object({}),
  /** Shown as an error system message (spec §4.2). */
  backgroundTaskException: systemMessageSchema,
  /** Shown in the push stack (spec §4.3). */
  pushNotification: pushNotificationSchema,
  /** A chat message in a room the user is a member of (decision 049). */
  chatMessage: chatMessageSchema,
  /** A member of one of the user's rooms read up to a message: the read markers move. */
  chatRead: z.object({ roomId: z.number().int(), userId: z.number().int(), messageId: z.number().int() }),
  /** A room of the user was created, or its members changed: room lists reload. */
  chatRoomChanged: z.object({ roomId: z.number().int() }),
  /** The system update countdown changed: the update, or null when it was cleared (spec §4.5). */
  systemUpdateScheduled: systemUpdateSchema.nullable(),
  /** A new build is serving: the new-version banner shows (spec §2.2). */
  newVersionDeployed: z.object({ buildId: z.string() }),
  /** A scan from the user's phone, for the desktop page at its parentUrl (spec §4.11; decision 060). */
  phoneScan: phoneScanSchema,
} as const;

export type LiveEventType = keyof typeof liveEventDataSchemas;
export const liveEventTypes = Object.keys(liveEventDataSchemas) as LiveEventType[];
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventDataSchemas)[T]>;

/** One event as the stream carries it: SSE `event:` is the type, `data:` this JSON, `id:` the row id. */
export type LiveEvent = {
  [T in LiveEventType]: { id: string; type: T; data: LiveEventData<T> };
}[LiveEventType];

/** The stream's path (the spec does not show one) and the call that ends it (spec §7 "api/sse-notif/remove"). */
export const liveEventPaths = {
  stream: 'api/sse-notif/stream',
  remove: 'api/sse-notif/remove',
} as const;

export const liveEventMessages = {
  lostUpdates:
    'Live updates have been disabled, chat features and background processes will not update automatically.',
  refreshToEnable: 'Refresh page to enable live updates',
} as const;
