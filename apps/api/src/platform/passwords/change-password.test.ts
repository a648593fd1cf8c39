import { passwordMessages } from '@homer/contracts/password';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../db/schema/core.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createTestContext, createUser, type TestContext, testPassword } from '../../test/test-context.ts';
import { changePasswordWithToken, storeNewPassword } from './change-password.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createResetLink } from './reset-link.ts';

let ctx: TestContext;
let bystander: number;
beforeAll(async () => {
  ctx = await createTestContext();
  bystander = await createUser(ctx.db, { userName: 'cpBystander' });
});
afterAll(() => ctx.close());

const newPassword = 'plum-Harbour-7-lantern';

let made = 0;
/** A user who was told to reset, with two live sessions. */
async function userWithSessions() {
  made += 1;
  const userId = await createUser(ctx.db, { userName: `cpUser${made}` });
  await ctx.db.update(users).set({ needToResetPin: true }).where(eq(users.id, userId));
  const expiresAt = new Date(Date.now() + 3600_000);
  const rows = await ctx.db
    .insert(sessions)
    .values([
      { userId, expiresAt },
      { userId, expiresAt },
    ])
    .returning({ id: sessions.id });
  return { userId, sessionIds: rows.map((r) => r.id) };
}

async function tokenFor(userId: number) {
  return new URL(await createResetLink(ctx.db, ctx.config, userId, 'reset')).searchParams.get('token') ?? '';
}

const userRow = async (userId: number) => {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row;
};
const liveSessions = (userId: number) =>
  ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
const unusedTokens = (userId: number) =>
  ctx.db.$count(
    passwordResetTokens,
    and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)),
  );

describe('changePasswordWithToken', () => {
  it('sets the password, clears the reset flag, ends every session and spends every link of the user', async () => {
    const { userId } = await userWithSessions();
    const token = await tokenFor(userId);
    await tokenFor(userId);
    await tokenFor(bystander);
    const bystanderSession = await ctx.db
      .insert(sessions)
      .values({ userId: bystander, expiresAt: new Date(Date.now() + 3600_000) })
      .returning({ id: sessions.id });

    expect(await changePasswordWithToken(ctx.db, { userId, token, password: newPassword })).toEqual({
      changed: true,
    });

    const user = await userRow(userId);
    expect(await verifyPassword(newPassword, user?.passwordHash ?? null)).toBe(true);
    expect(user?.needToResetPin).toBe(false);
    expect(await liveSessions(userId)).toEqual([]);
    const [ended] = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId)).limit(1);
    expect(ended?.revokedReason).toBe('password-changed');
    expect(await unusedTokens(userId)).toBe(0);
    // Nobody else's sessions or links are touched.
    expect(await liveSessions(bystander)).toEqual(bystanderSession);
    expect(await unusedTokens(bystander)).toBe(1);
  });

  it('refuses a link that does not work, changing nothing', async () => {
    const { userId, sessionIds } = await userWithSessions();
    const othersToken = await tokenFor(bystander);
    const before = await userRow(userId);
    const bystanderLinks = await unusedTokens(bystander);
    const attempts = [
      { token: 'no-such-token', message: passwordMessages.linkInvalid },
      { token: othersToken, message: passwordMessages.linkInvalid },
    ];
    for (const { token, message } of attempts) {
      expect(await changePasswordWithToken(ctx.db, { userId, token, password: newPassword })).toEqual({
        changed: false,
        message,
      });
    }
    expect(await userRow(userId)).toEqual(before);
    expect((await liveSessions(userId)).map((s) => s.id).sort()).toEqual([...sessionIds].sort());
    expect(await unusedTokens(bystander)).toBe(bystanderLinks);
  });

  it('works once: the same link again answers "used"', async () => {
    const { userId } = await userWithSessions();
    const token = await tokenFor(userId);
    expect(await changePasswordWithToken(ctx.db, { userId, token, password: newPassword })).toEqual({
      changed: true,
    });
    expect(
      await changePasswordWithToken(ctx.db, { userId, token, password: 'another-Harbour-8-lamp' }),
    ).toEqual({
      changed: false,
      message: passwordMessages.linkUsed,
    });
    expect(await verifyPassword(newPassword, (await userRow(userId))?.passwordHash ?? null)).toBe(true);
  });

  it('lets only one of two simultaneous submissions of one link through', async () => {
    const { userId } = await userWithSessions();
    const token = await tokenFor(userId);
    // Holding the user's row makes both submissions get past their hashing and into the database together.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = ctx.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await released;
    });
    const submissions = ['first-Harbour-7-lamp', 'second-Harbour-7-lamp'].map((password) =>
      changePasswordWithToken(ctx.db, { userId, token, password }),
    );
    await until(async () => (await waitingOnLocks()) >= 2);
    release();
    await holder;
    const outcomes = await Promise.all(submissions);
    expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.changed)).toEqual([
      { changed: false, message: passwordMessages.linkUsed },
    ]);
  });
});

async function waitingOnLocks(): Promise<number> {
  const { rows } = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return rows[0]?.n ?? 0;
}

async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await done()); i += 1) await new Promise((r) => setTimeout(r, 25));
}

describe('storeNewPassword', () => {
  it('ends every other session of the user but keeps the one that changed the password', async () => {
    const { userId, sessionIds } = await userWithSessions();
    const [keep, drop] = sessionIds as [string, string];
    const hash = await hashPassword(newPassword);
    await withTx(ctx.db, systemActor, (tx) => storeNewPassword(tx, userId, hash, keep));
    expect(await liveSessions(userId)).toEqual([{ id: keep }]);
    const [dropped] = await ctx.db.select().from(sessions).where(eq(sessions.id, drop));
    expect(dropped).toMatchObject({ revokedReason: 'password-changed', revokedAt: expect.any(Date) });
    const user = await userRow(userId);
    expect(user).toMatchObject({ passwordHash: hash, needToResetPin: false });
    expect(await verifyPassword(testPassword, user?.passwordHash ?? null)).toBe(false);
  });

  it('keeps the revocation of a session that had already ended', async () => {
    const { userId, sessionIds } = await userWithSessions();
    const [earlier] = sessionIds as [string, string];
    const endedAt = new Date(Date.now() - 60_000);
    await ctx.db
      .update(sessions)
      .set({ revokedAt: endedAt, revokedReason: 'logout' })
      .where(eq(sessions.id, earlier));
    await withTx(ctx.db, systemActor, (tx) => storeNewPassword(tx, userId, 'scrypt$x$y', null));
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, earlier));
    expect(row).toMatchObject({ revokedAt: endedAt, revokedReason: 'logout' });
    expect(await liveSessions(userId)).toEqual([]);
  });
});
