import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idArray, textArray } from '../../db/id-array.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { businessCalendar, clockPosition, dueAt, dueOn, programmeZone } from './business-clock.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

// Around the spring DST change of 2025 (March 9 in America/New_York), with room for a week's clock.
const windowStart = Date.UTC(2025, 1, 20);
const windowDays = 40;
const day = (offset: number) => new Date(windowStart + offset * 86_400_000).toISOString().slice(0, 10);

/** Each start's due time after each `hours`, by the business clock and by business_add_hours. */
async function bothWays(starts: Date[], hours: number[]) {
  const { rows } = await ctx.db.execute<{ clock: string; fn: string }>(sql`
    with ${businessCalendar(sql`${day(-3)}::date`, sql`${day(windowDays + 90)}::date`)},
    given as (
      select s.at, h.hours, s.at at time zone ${programmeZone} as local
      from unnest(${textArray(starts.map((d) => d.toISOString()))}::timestamptz[]) s(at)
      cross join unnest(${idArray(hours)}) h(hours)),
    positioned as (
      select g.*, ${clockPosition('c', 'g.local')} as start_s from given g join calendar c on c.day = g.local::date)
    select to_char(case when x.hours <= 0 then x.at else ${dueAt('d', 'x.start_s + x.hours * 3600')} end
        at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as clock,
      to_char(business_add_hours(x.at, x.hours) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as fn
    from positioned x left join calendar d on ${dueOn('d', 'x.start_s + x.hours * 3600')}`);
  return rows;
}

describe('the business clock', () => {
  it('gives every due time business_add_hours gives, holidays, weekends and DST included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: windowDays }), { maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: windowDays * 24 * 60 }), { minLength: 1, maxLength: 20 }),
        fc.uniqueArray(fc.constantFrom(0, 1, 4, 8, 23, 24, 25, 48, 72, 168, 200), {
          minLength: 1,
          maxLength: 4,
        }),
        async (closed, minutes, hours) => {
          await ctx.db.execute(sql`delete from holidays`);
          for (const offset of closed)
            await ctx.db.execute(
              sql`insert into holidays (holiday_date, name) values (${day(offset)}, 'Closed')`,
            );
          // A clock that ends exactly at a midnight is where the two could part: some starts are New York midnights
          // (05:00 UTC before the DST change).
          const starts = minutes.map(
            (m, i) => new Date(windowStart + (i % 3 === 0 ? m - (m % 1440) + 300 : m) * 60_000),
          );
          const rows = await bothWays(starts, hours);
          expect(rows.length).toBe(starts.length * hours.length);
          for (const row of rows) expect(row.clock).toBe(row.fn);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('ends a clock that runs out at the end of a Friday at that midnight, not on Monday', async () => {
    await ctx.db.execute(sql`delete from holidays`);
    // Thursday 2025-02-20 00:00 New York plus 48 business hours: Saturday 00:00 New York.
    const rows = await bothWays([new Date('2025-02-20T05:00:00Z')], [48]);
    expect(rows).toEqual([{ clock: '2025-02-22 05:00:00', fn: '2025-02-22 05:00:00' }]);
  });
});
