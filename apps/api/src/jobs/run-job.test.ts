import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions } from '../db/schema/core.ts';
import { jobHistory } from '../db/schema/jobs.ts';
import { captchaSolutions, publicFormMail } from '../db/schema/public-forms.ts';
import { createTestContext, createUser, type TestContext } from '../test/test-context.ts';
import { jobs } from './registry.ts';
import { runJob } from './run-job.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hourly = jobs.find((j) => j.name === 'Automated Routine - Every Hour');

describe('scheduled jobs', () => {
  it('the hourly routine removes expired sessions, reset tokens, captcha solutions and old mail counts and records its run', async () => {
    if (!hourly) throw new Error('hourly routine is not registered');
    const userId = await createUser(ctx.db, { userName: 'sleepy' });
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3600_000);
    await ctx.db.insert(sessions).values([
      { userId, expiresAt: past },
      { userId, expiresAt: future },
    ]);
    await ctx.db.insert(passwordResetTokens).values([
      { userId, tokenHash: 'a', expiresAt: past },
      { userId, tokenHash: 'b', expiresAt: future },
    ]);
    await ctx.db.insert(captchaSolutions).values([
      { signature: 'expired', expiresAt: past },
      { signature: 'live', expiresAt: future },
    ]);
    await ctx.db.insert(publicFormMail).values([
      { recipientHash: 'old', capped: false, createdAt: new Date(Date.now() - 2 * 3600_000) },
      { recipientHash: 'recent', capped: false },
    ]);
    const scheduledAt = new Date('2026-11-22T10:00:00Z');
    expect(await runJob(ctx.db, hourly, scheduledAt)).toBe('ran');
    expect(await ctx.db.select().from(sessions)).toHaveLength(1);
    expect((await ctx.db.select().from(passwordResetTokens)).map((t) => t.tokenHash)).toEqual(['b']);
    expect((await ctx.db.select().from(captchaSolutions)).map((c) => c.signature)).toEqual(['live']);
    expect((await ctx.db.select().from(publicFormMail)).map((m) => m.recipientHash)).toEqual(['recent']);
    const [run] = await ctx.db.select().from(jobHistory).orderBy(desc(jobHistory.fireInstanceId)).limit(1);
    expect(run).toMatchObject({
      job: 'Automated Routine - Every Hour',
      trigger: '0 * * * *',
      wasSuccessful: true,
      exceptionMessage: null,
      logMessage:
        'Removed 1 expired sessions, 1 expired reset tokens, 1 spent captcha solutions and 1 public-form mail counts.',
    });
    expect(run?.finishedTimeUtc).not.toBeNull();
  });

  it('runs once per scheduled time across instances', async () => {
    if (!hourly) throw new Error('hourly routine is not registered');
    const scheduledAt = new Date('2026-11-22T11:00:00Z');
    const results = await Promise.all([
      runJob(ctx.db, hourly, scheduledAt),
      runJob(ctx.db, hourly, scheduledAt),
    ]);
    expect(results.sort()).toEqual(['ran', 'skipped']);
    expect(await runJob(ctx.db, hourly, scheduledAt)).toBe('skipped');
    const runs = await ctx.db
      .select()
      .from(jobHistory)
      .where(eq(jobHistory.scheduledFireTimeUtc, scheduledAt));
    expect(runs).toHaveLength(1);
  });

  it('a failing job is recorded as unsuccessful with its exception', async () => {
    const failing = {
      name: 'Failing job',
      schedule: '* * * * *',
      description: '',
      run: async (): Promise<string> => {
        throw new Error('disk full');
      },
    };
    expect(await runJob(ctx.db, failing, new Date('2026-11-22T12:00:00Z'))).toBe('ran');
    const [run] = await ctx.db.select().from(jobHistory).where(eq(jobHistory.job, 'Failing job'));
    expect(run).toMatchObject({
      wasSuccessful: false,
      exceptionMessage: 'Error: disk full',
      logMessage: null,
    });
  });
});
