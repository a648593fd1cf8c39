import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The live-update stream's delivery log (decision 046); `user_ids` null means everyone signed in. */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userIds: integer('user_ids').array(),
    sessionId: varchar('session_id', { length: 64 }),
    type: varchar('type', { length: 40 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_at_idx').on(t.createdAt)],
);
