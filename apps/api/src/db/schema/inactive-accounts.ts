import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * The inactive-account job's warning (decision 043): one row per user, for the period of inactivity that began
 * at `lastActiveAt`; a sign-in after `warnedAt` starts a new period and so, later, a new warning.
 */
export const inactiveAccountWarnings = pgTable('inactive_account_warnings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  warnedAt: timestamp('warned_at', { withTimezone: true }).notNull(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
});
