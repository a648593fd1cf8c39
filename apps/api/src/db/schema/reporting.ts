import { date, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * A user's subscription to a report (decision 113): the report (its route id), the filters it keeps and how often
 * it is delivered. `next_delivery_on` is the programme's day from which the next delivery is due; each delivery
 * moves it to the next period's first day, so a period is delivered once however often the job runs.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report: varchar('report', { length: 50 }).notNull(),
    frequency: varchar('frequency', { length: 10 }).$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    nextDeliveryOn: date('next_delivery_on').notNull(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_subscriptions_user_idx').on(t.userId, t.id),
    index('report_subscriptions_due_idx').on(t.nextDeliveryOn),
  ],
);
