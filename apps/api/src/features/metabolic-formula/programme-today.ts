import { type SQL, sql } from 'drizzle-orm';

/**
 * Today in the programme's zone (program_calendar, set from PROGRAM_TIME_ZONE): recertification dates,
 * prescriptions and periods are the programme's days, and a UTC date would turn over at 8 pm in Florida.
 */
export const programmeToday: SQL<string> = sql<string>`((now() at time zone (select c.time_zone
  from program_calendar c where c.id = 1))::date)`;
