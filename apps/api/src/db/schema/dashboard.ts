import type { DashboardLayoutEntry } from '@homer/contracts/dashboard-widgets';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** Each user's dashboard layout (migration 0049, decision 091). Not audited: a display preference. */
export const userDashboardLayouts = pgTable('user_dashboard_layouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The widgets in display order; ids checked against the catalogue when saved. */
  widgets: jsonb('widgets').$type<DashboardLayoutEntry[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
