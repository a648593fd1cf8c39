import type { JobRun } from '@homer/contracts/job-history';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/core.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { demoPassword } from '../../db/seed.ts';
import { seedFullDemo } from '../../test/seed-full-demo.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let token: string;
let runs: JobRun[];

beforeAll(async () => {
  ctx = await createTestContext();
  await seedFullDemo(ctx.db, ctx.config);
  token = await signIn(ctx.app, 'admin', demoPassword);
  runs = (await get('GetHistory?pageSize=25')).json().data;
});
afterAll(() => ctx.close());

const get = (path: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/Silkier/SilkierHistory/${path}`, headers: bearer(token) });

describe('Quartz History demo data (issue 25)', () => {
  it('has, on the first page, successful runs with their logs', async () => {
    const succeeded = runs.filter((r) => r.wasSuccessful);
    expect(succeeded.length).toBeGreaterThanOrEqual(3);
    for (const run of succeeded) {
      const log = (await get(`GetLog?fireInstanceId=${run.fireInstanceId}`)).json();
      expect(log.logMessage).toMatch(/^Removed \d+ expired sessions/);
    }
  });

  it('has a failed run, with its exception, for each job-failure notification the demo sends', async () => {
    const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    const notices = await ctx.db
      .select({
        title: userNotifications.title,
        message: userNotifications.message,
        link: userNotifications.link,
        at: userNotifications.notifiedAt,
      })
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, admin?.id ?? 0),
          eq(userNotifications.typeKey, 'admin.scheduled-job-failed'),
        ),
      );
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      // The run ended at most a minute before it was told, and is the one the notice names.
      const failed = runs.find(
        (r) =>
          !r.wasSuccessful &&
          notice.title === `Scheduled job failed: ${r.job}` &&
          r.finishedTimeUtc !== null &&
          Date.parse(r.finishedTimeUtc) <= notice.at.getTime() &&
          notice.at.getTime() - Date.parse(r.finishedTimeUtc) < 60_000,
      );
      expect(failed, notice.at.toISOString()).toBeDefined();
      const exception = (await get(`GetException?fireInstanceId=${failed?.fireInstanceId}`)).json();
      expect(exception.exceptionMessage).toBe(notice.message);
      // Its link opens Quartz History at the job's runs, searched by its name, which lists that run (issue 27).
      const search = new URL(notice.link ?? '', 'http://homer.test/').searchParams.get('job') ?? '';
      const listed: JobRun[] = (
        await get(`GetHistory?pageSize=25&search=${encodeURIComponent(search)}`)
      ).json().data;
      expect(listed.map((r) => r.fireInstanceId)).toContain(failed?.fireInstanceId);
      expect(listed.every((r) => r.job === failed?.job)).toBe(true);
    }
  });
});
