import { Module, Role } from '@homer/contracts/access';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { loginHistory, sessions, users } from '../../db/schema/core.ts';
import { inactiveAccountWarnings } from '../../db/schema/inactive-accounts.ts';
import { jobHistory } from '../../db/schema/jobs.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { jobs } from '../../jobs/registry.ts';
import { runJob } from '../../jobs/run-job.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { runInactiveAccounts } from './run-inactive-accounts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const day = 86_400_000;
/** The fake clock: far enough ahead that every real timestamp of the test run is "long ago" unless set. */
const start = new Date(Date.now() + 1000 * day);
const daysBefore = (n: number, from = start) => new Date(from.getTime() - n * day);

async function userActiveAt(userName: string, lastActive: Date, signedIn = false): Promise<number> {
  const id = await createUser(ctx.db, { userName, access: [{ module: Module.BA, role: Role.User }] });
  await withTx(ctx.db, systemActor, async (tx) => {
    await tx
      .update(users)
      .set({ createdAt: daysBefore(400) })
      .where(eq(users.id, id));
    await tx
      .insert(loginHistory)
      .values({ userId: id, userName, wasSuccessful: true, createdAt: lastActive });
    // A password step still waiting for its second factor is no sign-in.
    if (!signedIn) {
      await tx.insert(loginHistory).values({
        userId: id,
        userName,
        wasSuccessful: true,
        reason: 'awaiting-mfa',
        createdAt: daysBefore(1),
      });
    }
  });
  return id;
}

const mailTo = async (userName: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, `${userName}@test.example`));
const isDisabled = async (id: number) =>
  (await ctx.db.select({ d: users.disabled }).from(users).where(eq(users.id, id)))[0]?.d;

describe('inactive-account job', () => {
  it('warns once at N-7 days, disables after N days and 7 days of notice, leaves active accounts alone', async () => {
    const config = { ...ctx.config, inactiveAccountDays: 90 };
    // The other tests' users, created "today" in real time, are 1000 fake days old: keep them out of the counts.
    await ctx.db.execute(sql`
      insert into login_history (user_id, user_name, was_successful, created_at)
      select id, user_name, true, ${start} from users`);
    const active = await userActiveAt('justactive', daysBefore(10));
    const nearly = await userActiveAt('nearlyidle', daysBefore(82));
    const due = await userActiveAt('dueforwarn', daysBefore(83));
    const long = await userActiveAt('longidle', daysBefore(200));
    const alreadyOff = await userActiveAt('alreadyoff', daysBefore(300));
    await withTx(ctx.db, systemActor, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, alreadyOff)),
    );

    expect(await runInactiveAccounts(ctx.db, config, start)).toBe(
      'Warned 2 accounts and disabled 0 accounts with no sign-in for 90 days.',
    );
    expect((await mailTo('dueforwarn'))[0]?.subject).toBe(
      'Your HOMER account will be disabled for inactivity',
    );
    expect((await mailTo('longidle'))[0]?.textBody).toContain('If you do not sign in by');
    expect(await mailTo('nearlyidle')).toHaveLength(0);
    expect(await mailTo('justactive')).toHaveLength(0);
    expect(await mailTo('alreadyoff')).toHaveLength(0);

    // The next days: no second warning; 'longidle' is disabled only once its 7 days of notice are over.
    const day3 = new Date(start.getTime() + 3 * day);
    expect(await runInactiveAccounts(ctx.db, config, day3)).toBe(
      'Warned 1 accounts and disabled 0 accounts with no sign-in for 90 days.',
    );
    expect(await mailTo('nearlyidle')).toHaveLength(1);
    const day7 = new Date(start.getTime() + 7 * day);
    expect(await runInactiveAccounts(ctx.db, config, day7)).toBe(
      'Warned 0 accounts and disabled 2 accounts with no sign-in for 90 days.',
    );
    expect(await isDisabled(long)).toBe(true);
    expect(await isDisabled(due)).toBe(true);
    expect(await isDisabled(nearly)).toBe(false);
    expect(await isDisabled(active)).toBe(false);
    for (const name of ['dueforwarn', 'longidle', 'nearlyidle']) expect(await mailTo(name)).toHaveLength(1);
    // Disabled by the system, audited.
    const [audit] = await ctx.db
      .select()
      .from(globalAudit)
      .where(eq(globalAudit.entityId, String(long)))
      .orderBy(desc(globalAudit.id))
      .limit(1);
    expect(audit).toMatchObject({ field: 'disabled', changedTo: 'true', changedBy: null });
  });

  it("revokes the disabled account's sessions; enabling it again starts a new period", async () => {
    const config = { ...ctx.config, inactiveAccountDays: 30 };
    const now = new Date(start.getTime() + 100 * day);
    const signed = await createSignedInUser(ctx, {
      userName: 'idlesignedin',
      access: [{ module: Module.BA, role: Role.User }],
    });
    await withTx(ctx.db, systemActor, async (tx) => {
      await tx
        .update(users)
        .set({ createdAt: daysBefore(60, now) })
        .where(eq(users.id, signed.userId));
      await tx.delete(loginHistory).where(eq(loginHistory.userId, signed.userId));
      await tx.insert(loginHistory).values({
        userId: signed.userId,
        userName: 'idlesignedin',
        wasSuccessful: true,
        createdAt: daysBefore(40, now),
      });
      await tx.insert(inactiveAccountWarnings).values({
        userId: signed.userId,
        warnedAt: daysBefore(8, now),
        lastActiveAt: daysBefore(40, now),
      });
    });
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/Facility/GetUserFacilities',
      headers: bearer(signed.token),
    });
    expect(before.statusCode).toBe(200);
    await runInactiveAccounts(ctx.db, config, now);
    expect(await isDisabled(signed.userId)).toBe(true);
    const [live] = await ctx.db.select().from(sessions).where(eq(sessions.userId, signed.userId));
    expect(live?.revokedReason).toBe('user-disabled');
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/Facility/GetUserFacilities',
      headers: bearer(signed.token),
    });
    expect(after.statusCode).toBe(401);

    // An administrator enables the account again: that counts as activity, so the next run leaves it alone.
    await withTx(ctx.db, { userId: null }, (tx) =>
      tx.update(users).set({ disabled: false }).where(eq(users.id, signed.userId)),
    );
    const later = new Date(Date.now() + 29 * day);
    await runInactiveAccounts(ctx.db, config, later);
    expect(await isDisabled(signed.userId)).toBe(false);
  });

  it('does nothing when INACTIVE_ACCOUNT_DAYS is 0, and runs from the scheduler into Quartz History', async () => {
    const off = await runInactiveAccounts(ctx.db, { ...ctx.config, inactiveAccountDays: 0 }, start);
    expect(off).toBe('Inactive-account disabling is off (INACTIVE_ACCOUNT_DAYS=0).');
    const job = jobs.find((j) => j.name === 'Inactive Accounts - Every Day');
    if (!job) throw new Error('inactive-account job is not registered');
    const at = new Date('2026-11-23T03:15:00Z');
    expect(await runJob(ctx.db, job, at, job.schedule, ctx.config)).toBe('ran');
    const [run] = await ctx.db.select().from(jobHistory).where(eq(jobHistory.scheduledFireTimeUtc, at));
    expect(run).toMatchObject({ job: 'Inactive Accounts - Every Day', wasSuccessful: true });
    expect(run?.logMessage).toMatch(
      /^Warned \d+ accounts and disabled \d+ accounts with no sign-in for 90 days\.$/,
    );
    // Without the settings (an old caller) the run fails visibly rather than guessing.
    const at2 = new Date('2026-11-24T03:15:00Z');
    await runJob(ctx.db, job, at2);
    const [failed] = await ctx.db
      .select()
      .from(jobHistory)
      .where(inArray(jobHistory.scheduledFireTimeUtc, [at2]));
    expect(failed?.wasSuccessful).toBe(false);
  });
});
