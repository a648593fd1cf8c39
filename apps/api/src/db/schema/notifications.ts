import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** A user's in-app notifications and messages (spec document 1 §3 "Notification"; migration 0026, decision 047). */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: varchar('notification_type', { length: 12 }).notNull().$type<'Notification' | 'Chat'>(),
    businessArea: smallint('business_area').notNull(),
    /** The catalogue key notify() was called with (contracts/notification-settings.ts); chat uses 'chat.message-received'. */
    typeKey: varchar('type_key', { length: 100 }),
    title: varchar('title', { length: 200 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    link: varchar('link', { length: 500 }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    markedAsRead: boolean('marked_as_read').notNull().default(false),
    markedAsReadAt: timestamp('marked_as_read_at', { withTimezone: true }),
    /** What the notification follows, e.g. 'budget:12'; the user can unsubscribe from it. */
    subscription: varchar('subscription', { length: 200 }),
    options: jsonb('options').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('user_notifications_list_idx').on(t.userId, t.notificationType, t.id.desc()),
    index('user_notifications_unread_idx')
      .on(t.userId, t.notificationType, t.id.desc())
      .where(sql`not ${t.markedAsRead}`),
    index('user_notifications_area_idx').on(t.userId, t.notificationType, t.businessArea, t.id.desc()),
    index('user_notifications_subscription_idx')
      .on(t.userId, t.subscription)
      .where(sql`${t.subscription} is not null and not ${t.markedAsRead}`),
  ],
);

/** Subscriptions a user left: notify() skips the user for them from then on (spec §5). */
export const userNotificationUnsubscriptions = pgTable(
  'user_notification_unsubscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscription: varchar('subscription', { length: 200 }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subscription] })],
);
