import { date, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Spec document 3 "Release note"; releaseNotes is HTML, sanitized on save. */
export const releaseNotes = pgTable('release_notes', {
  id: serial('id').primaryKey(),
  versionNumber: varchar('version_number', { length: 20 }).notNull(),
  goLiveDate: date('go_live_date', { mode: 'string' }).notNull(),
  releaseNotes: text('release_notes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
