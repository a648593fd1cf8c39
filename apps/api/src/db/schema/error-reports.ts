import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * Error groups, their newest occurrences and the releases they were seen in (migration 0043, decision 070). Not
 * audited: counts change on every report, and resolving records who and when on the group itself.
 */
export const errorReportGroups = pgTable(
  'error_report_groups',
  {
    id: serial('id').primaryKey(),
    /** sha256 hex of source, type, normalized message and top frame. */
    fingerprint: char('fingerprint', { length: 64 }).notNull().unique(),
    source: varchar('source', { length: 10 }).notNull().$type<'web' | 'server'>(),
    type: varchar('type', { length: 100 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    topFrame: varchar('top_frame', { length: 500 }).notNull(),
    route: varchar('route', { length: 500 }).notNull(),
    lastRelease: varchar('last_release', { length: 100 }).notNull(),
    browser: varchar('browser', { length: 300 }),
    occurrences: integer('occurrences').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 10 }).notNull().default('open').$type<'open' | 'resolved'>(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The group's last release when it was resolved: only a release first seen after it reopens the group. */
    resolvedRelease: varchar('resolved_release', { length: 100 }),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('error_report_groups_last_seen_idx').on(t.lastSeenAt, t.id),
    index('error_report_groups_status_last_seen_idx').on(t.status, t.lastSeenAt, t.id),
  ],
);

export const errorReportOccurrences = pgTable(
  'error_report_occurrences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => errorReportGroups.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    kind: varchar('kind', { length: 20 }).notNull(),
    release: varchar('release', { length: 100 }).notNull(),
    route: varchar('route', { length: 500 }).notNull(),
    browser: varchar('browser', { length: 300 }),
    httpStatus: smallint('http_status'),
    stack: varchar('stack', { length: 16000 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The server's request id (the log line's reqId) of a server error. */
    requestId: varchar('request_id', { length: 100 }),
  },
  (t) => [index('error_report_occurrences_group_idx').on(t.groupId, t.id)],
);

/** When each release was first reported: the order in which releases count as later. */
export const errorReportReleases = pgTable('error_report_releases', {
  release: varchar('release', { length: 100 }).primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});
