import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { firstBusinessDay } from './first-business-day.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const from = async (day: string) => {
  const { rows } = await ctx.db.execute<{ day: string }>(
    sql`select ${firstBusinessDay(sql`${day}::date`)} as day`,
  );
  return rows[0]?.day;
};

describe('the first business day an order ships by', () => {
  it('is the day itself on a weekday, the Monday after a weekend, and skips holidays', async () => {
    // 2031-03-01 is a Saturday.
    expect(await from('2031-02-28')).toBe('2031-02-28');
    expect(await from('2031-03-01')).toBe('2031-03-03');
    expect(await from('2031-03-02')).toBe('2031-03-03');
    await ctx.ownerDb.execute(
      sql`insert into holidays (holiday_date, name) values ('2031-03-03', 'Closure'), ('2031-02-28', 'Closure')`,
    );
    // A holiday Monday: Tuesday. A holiday Friday: the Monday after.
    expect(await from('2031-03-01')).toBe('2031-03-04');
    expect(await from('2031-02-28')).toBe('2031-03-04');
    expect(await from('2031-03-04')).toBe('2031-03-04');
  });
});
