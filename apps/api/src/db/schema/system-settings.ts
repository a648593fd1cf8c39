import {
  type AnyPgColumn,
  date,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** Spec document 1 §3 "System notification (dashboard banner)"; message is HTML, sanitized on save (decision 042). */
export const systemNotifications = pgTable('system_notifications', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  message: text('message').notNull(),
  notificationClassCss: varchar('notification_class_css', { length: 30 }).notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The scheduled system update (spec §4.5): at most one row, id 1. */
export const systemUpdate = pgTable('system_update', {
  id: smallint('id').primaryKey().default(1),
  scheduledDate: timestamp('scheduled_date', { withTimezone: true, mode: 'date' }).notNull(),
  message: varchar('message', { length: 500 }).notNull().default(''),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The programme's holiday closures (migration 0059, decision 108): business time skips them and weekends. */
export const holidays = pgTable('holidays', {
  id: serial('id').primaryKey(),
  holidayDate: date('holiday_date', { mode: 'string' }).notNull().unique('holidays_date_unique'),
  name: varchar('name', { length: 100 }).notNull(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The zone whose days the holidays name (one row, id 1; written from PROGRAM_TIME_ZONE at every start). */
export const programCalendar = pgTable('program_calendar', {
  id: smallint('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull(),
});
