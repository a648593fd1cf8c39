import { type SQL, sql } from 'drizzle-orm';

/**
 * The first business day on or after `from` (a date of the programme's zone): weekends and the holidays table
 * skipped, as business_add_hours (migration 0059) counts them. business_add_hours itself cannot answer this: for
 * 0 hours it returns its start unchanged, a Saturday included. A year of closed days is a broken calendar, not a
 * date to ship by: `from` itself then.
 */
export function firstBusinessDay(from: SQL): SQL<string> {
  return sql<string>`(with start as (select (${from})::date as day)
    select to_char(coalesce(
      (select s.day + i from start s, generate_series(0, 366) i
        where extract(isodow from s.day + i) < 6
          and not exists (select 1 from holidays h where h.holiday_date = s.day + i)
        order by i limit 1),
      (select day from start)), 'YYYY-MM-DD'))`;
}
