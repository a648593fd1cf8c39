import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * One recall import (migration 0038, decision 059): the daily job from openFDA or the bundled snapshot, or a
 * file an NDC administrator uploaded. fda_recalls.package_ndc_digits (same migration) is read through SQL.
 */
export const fdaRecallImports = pgTable(
  'fda_recall_imports',
  {
    id: serial('id').primaryKey(),
    /** openFDA, snapshot or upload. */
    source: varchar('source', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 500 }).notNull().default(''),
    records: integer('records').notNull(),
    inserted: integer('inserted').notNull(),
    updated: integer('updated').notNull(),
    importedByUserId: integer('imported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fda_recall_imports_at_idx').on(t.importedAt.desc(), t.id.desc())],
);
