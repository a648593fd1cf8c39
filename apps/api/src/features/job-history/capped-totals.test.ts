import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCap, searchCountCap } from '../../platform/paging/keyset-paging.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { listJobRuns } from './queries.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into job_history (job, actual_fire_time_utc, was_successful)
    select case when i <= 3 then 'Rare job' else 'Frequent job' end, now() - make_interval(mins => i), true
    from generate_series(1, ${countCap + 5}) as i`);
});
afterAll(() => ctx.close());

describe('capped totals', () => {
  it('stops counting at the cap and says so', async () => {
    const page = await listJobRuns(ctx.db, { page: 1, pageSize: 10 });
    expect(page.totalRecords).toBe(countCap);
    expect(page.totalCapped).toBe(true);
    expect(page.data).toHaveLength(10);
  });

  it('stops counting a contains-search sooner, and still pages its matches in order', async () => {
    const page = await listJobRuns(ctx.db, { page: 1, pageSize: 10, search: 'frequent', sortOrder: 'desc' });
    expect(page).toMatchObject({ totalRecords: searchCountCap, totalCapped: true });
    expect(page.data.map((run) => run.job)).toEqual(Array(10).fill('Frequent job'));
    const times = page.data.map((run) => Date.parse(run.actualFireTimeUtc ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('counts exactly below the cap', async () => {
    const page = await listJobRuns(ctx.db, { page: 1, pageSize: 10, search: 'rare' });
    expect(page).toMatchObject({ totalRecords: 3 });
    expect(page.totalCapped).toBeUndefined();
  });

  it('pages in either direction with a stable tie-breaker', async () => {
    const newest = await listJobRuns(ctx.db, { page: 1, pageSize: 10, sortOrder: 'desc' });
    const oldest = await listJobRuns(ctx.db, { page: 1, pageSize: 10, sortOrder: 'asc' });
    expect(newest.data[0]?.job).toBe('Rare job');
    expect(oldest.data[0]?.job).toBe('Frequent job');
    expect(Date.parse(newest.data[0]?.actualFireTimeUtc ?? '')).toBeGreaterThan(
      Date.parse(oldest.data[0]?.actualFireTimeUtc ?? ''),
    );
  });
});
