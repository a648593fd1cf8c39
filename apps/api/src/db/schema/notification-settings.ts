import { boolean, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * A user's override of one notification type's default channels (decision 044). Only overrides are stored: a
 * type without a row reaches the user on the catalogue's defaults (contracts/notification-settings.ts).
 */
export const userNotificationSettings = pgTable(
  'user_notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeKey: varchar('type_key', { length: 100 }).notNull(),
    inApp: boolean('in_app').notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.typeKey] })],
);
