import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Spec §3 "Scheduler history run". One row per run; (job, scheduled time) is claimed once per cluster. */
export const jobHistory = pgTable(
  'job_history',
  {
    fireInstanceId: bigserial('fire_instance_id', { mode: 'number' }).primaryKey(),
    schedulerInstanceId: varchar('scheduler_instance_id', { length: 50 }),
    schedulerName: varchar('scheduler_name', { length: 50 }),
    job: varchar('job', { length: 200 }).notNull(),
    trigger: varchar('trigger', { length: 200 }),
    scheduledFireTimeUtc: timestamp('scheduled_fire_time_utc', { withTimezone: true }),
    actualFireTimeUtc: timestamp('actual_fire_time_utc', { withTimezone: true }).notNull(),
    recovering: boolean('recovering').notNull().default(false),
    finishedTimeUtc: timestamp('finished_time_utc', { withTimezone: true }),
    logMessage: text('log_message'),
    exceptionMessage: text('exception_message'),
    wasSuccessful: boolean('was_successful').notNull().default(false),
  },
  (t) => [
    // The list order with its tie-breaker, read forwards or backwards, so a page comes straight from the index.
    index('job_history_actual_fire_idx').on(t.actualFireTimeUtc, t.fireInstanceId),
    // Every other sort the list offers, each ending with the tie-breaker so a cursor page is one index range;
    // NULL times sort as 'infinity' (features/job-history/queries.ts). Migration 0018, decision 027.
    index('job_history_job_idx').on(t.job, t.fireInstanceId),
    index('job_history_scheduled_idx').on(
      sql`coalesce(${t.scheduledFireTimeUtc}, 'infinity')`,
      t.fireInstanceId,
    ),
    index('job_history_finished_idx').on(sql`coalesce(${t.finishedTimeUtc}, 'infinity')`, t.fireInstanceId),
    // The list's contains-search over job name and log.
    index('job_history_job_trgm_idx').using('gin', sql`${t.job} gin_trgm_ops`),
    index('job_history_log_trgm_idx').using('gin', sql`${t.logMessage} gin_trgm_ops`),
    uniqueIndex('job_history_job_scheduled_key').on(t.job, t.scheduledFireTimeUtc),
  ],
);
