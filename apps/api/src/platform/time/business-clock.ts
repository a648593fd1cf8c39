import { type SQL, sql } from 'drizzle-orm';

/**
 * business_add_hours (migration 0059, decision 108) for many rows at once. The function walks the calendar day by day
 * and reads the holidays on every call (about 90 µs): fine for a page of tickets, seconds for a year of them. Here
 * the calendar is laid out once per query and each row's due time is two joins. The rule is the function's, and
 * business-clock.test.ts holds the two to the same answers: 24 wall-clock hours count on each weekday of the
 * programme's zone that is not a holiday; a start on a closed day starts at the next business day's midnight.
 *
 * Positions on the business clock are seconds since the first open day of the calendar began.
 */

/** The programme's zone, as business_add_hours reads it. */
export const programmeZone = sql`(select c.time_zone from program_calendar c where c.id = 1)`;

/**
 * CTE `calendar(day, open, n)` over the days [lo, hi]: whether each is a business day and `n`, the business days
 * up to and including it. `lo` must be on or before the first local day any position is taken on, and `hi` far
 * enough after the last that every due time falls inside (dueOn finds no day otherwise).
 */
export const businessCalendar = (lo: SQL, hi: SQL): SQL => sql`calendar as (
  select day, open, count(*) filter (where open) over (order by day) as n
  from (select g::date as day, extract(isodow from g) < 6 and h.holiday_date is null as open
        from generate_series((${lo})::date, (${hi})::date, interval '1 day') g
        left join holidays h on h.holiday_date = g::date) days)`;

/** The position of local wall time `local`, given `day`, the calendar's row for its date. */
export const clockPosition = (day: string, local: string): SQL =>
  sql.raw(`(case when ${day}.open then (${day}.n - 1) * 86400 + extract(epoch from ${local} - ${day}.day::timestamp)
    else ${day}.n * 86400 end)`);

/** The join condition of `day`, the calendar's row on which position `seconds` falls. */
export const dueOn = (day: string, seconds: string): SQL =>
  sql.raw(`${day}.open and ${day}.n = ceil((${seconds}) / 86400.0)`);

/**
 * The instant position `seconds` stands for, given `day` joined by dueOn. A position at the very end of a day is
 * that day's end (the next midnight), as business_add_hours answers, not the next business day's start.
 */
export const dueAt = (day: string, seconds: string): SQL =>
  sql`(${sql.raw(`${day}.day::timestamp + make_interval(secs => (${seconds}) - (${day}.n - 1) * 86400)`)})
    at time zone ${programmeZone}`;
