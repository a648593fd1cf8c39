import { Module, Role } from '@homer/contracts/access';
import { pageCursorMessages } from '@homer/contracts/envelope';
import { type JobRun, jobHistorySortFields } from '@homer/contracts/job-history';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBigId } from '../../platform/paging/keyset-paging.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';
import { expectCursorWalkMatchesOffset, forgedCursors, pagedListClient } from '../../test/walk-pages.ts';

const url = '/api/Silkier/SilkierHistory/GetHistory';
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, { userName: 'ops', access: [{ module: Module.Admin, role: Role.SystemAdmin }] });
  token = await signIn(ctx.app, 'ops');
  // 47 runs made to trip keyset paging: runs in threes share one instant, pairs differ only in microseconds
  // (a cursor that kept milliseconds would skip or repeat them), some have no scheduled or finished time
  // (NULLs), and job names repeat.
  await ctx.db.execute(sql`
    insert into job_history (job, actual_fire_time_utc, scheduled_fire_time_utc, finished_time_utc,
                             log_message, was_successful)
    select (array['Nightly Export', 'Automated Routine - Every Hour', 'Refill reminders'])[1 + i % 3],
           timestamptz '2026-11-01 00:00:00.123400+00' + make_interval(mins => i / 3)
             + make_interval(secs => (i % 2) * 0.000001),
           case when i % 5 = 0 then null else timestamptz '2026-11-01 00:00:00+00' + make_interval(mins => 50 - i) end,
           case when i % 7 = 0 then null else timestamptz '2026-11-01 00:00:00.5+00' + make_interval(mins => i / 2) end,
           case when i % 4 = 0 then 'Removed ' || i || ' expired sessions.' else 'Sent ' || i || ' reminders.' end,
           true
    from generate_series(1, 47) as i`);
});
afterAll(() => ctx.close());

const { get, list } = pagedListClient<JobRun>(() => ({ app: ctx.app, url, headers: bearer(token) }));
const key = (r: JobRun) => r.fireInstanceId;

describe('GetHistory keyset paging', () => {
  it.each(jobHistorySortFields.flatMap((f) => [`${f}:asc`, `${f}:desc`]))(
    'walks every page of sort %s by cursor, both ways, as by page number',
    async (sort) => {
      const [field, order] = sort.split(':');
      const rows = await expectCursorWalkMatchesOffset(
        list,
        key,
        `sortField=${field}&sortOrder=${order}`,
        10,
      );
      expect(new Set(rows).size).toBe(47);
    },
  );

  it('walks a contains-search over job name and log by cursor', async () => {
    const rows = await expectCursorWalkMatchesOffset(list, key, 'search=EXPIRED', 10);
    expect(rows).toHaveLength(11);
    const byJob = await list('search=routine%20-%20every&pageSize=50');
    expect(byJob.data.every((r) => r.job === 'Automated Routine - Every Hour')).toBe(true);
    expect(byJob.totalRecords).toBe(16);
    expect((await list('search=50%25&pageSize=50')).totalRecords).toBe(0);
  });

  it('keeps NULL times last ascending and first descending', async () => {
    const asc = await list('sortField=finishedTimeUtc&sortOrder=asc&pageSize=50');
    expect(asc.data.slice(-6).every((r) => r.finishedTimeUtc === null)).toBe(true);
    const desc = await list('sortField=finishedTimeUtc&sortOrder=desc&pageSize=50');
    expect(desc.data.slice(0, 6).every((r) => r.finishedTimeUtc === null)).toBe(true);
  });

  it('refuses forged cursors and cursors of another sort or search with 400', async () => {
    const first = await list('pageSize=10');
    const cursor = first.nextCursor ?? '';
    for (const [name, forged] of forgedCursors(cursor, { key: '2026-13-01 00:00:00', idMax: maxBigId })) {
      const res = await get(`pageSize=10&page=2&after=${forged}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(/page cursor/);
    }
    for (const other of ['sortOrder=asc', 'sortField=job', 'search=nightly']) {
      const res = await get(`pageSize=10&page=2&${other}&before=${cursor}`);
      expect(res.statusCode, other).toBe(400);
      expect(res.json().message).toBe(pageCursorMessages.otherQuery);
    }
  });

  it('refuses an offset past the count cap, which only Next page reaches', async () => {
    const res = await get('pageSize=50&page=201');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(pageCursorMessages.tooDeep);
    expect((await get('pageSize=50&page=200')).statusCode).toBe(200);
  });
});
