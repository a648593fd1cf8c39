import { eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory, users } from '../../db/schema/core.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { lastSignInSql, userSearchText } from './user-columns.ts';

let ctx: TestContext;
let joId: number;
let otherId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  joId = await createUser(ctx.db, { userName: 'jlee', firstName: 'Jo', lastName: 'Lee' });
  otherId = await createUser(ctx.db, { userName: 'zunal', firstName: 'Zoë', lastName: 'Ünal' });
});
afterAll(() => ctx.close());

describe('userSearchText', () => {
  const matching = async (term: string) =>
    (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(ilike(userSearchText, `%${term}%`))
    ).map((r) => r.id);

  it('matches a term in any of first name, last name, user name and email, and one spanning two of them', async () => {
    expect(await matching('Jo')).toContain(joId);
    expect(await matching('jlee@test.exa')).toEqual([joId]);
    expect(await matching('Lee jlee')).toEqual([joId]);
    expect(await matching('Jo Lee')).toEqual([joId]);
    expect(await matching('zoë ünal')).toEqual([otherId]);
    expect(await matching('Lee zunal')).toEqual([]);
  });

  it("is the very expression of the users' trigram index, so the search can use it", async () => {
    const plan = await withTx(ctx.db, systemActor, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select ${users.id} from ${users} where ${userSearchText} ilike '%lee jl%'`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_trgm_idx');
  });
});

describe('lastSignInSql', () => {
  const lastSignIn = async (userId: number) => {
    const [row] = await ctx.db.select({ at: lastSignInSql }).from(users).where(eq(users.id, userId));
    return row?.at;
  };
  const signIn = (userId: number, at: string, wasSuccessful: boolean, reason: string | null = null) =>
    ctx.db
      .insert(loginHistory)
      .values({ userId, userName: 'x', wasSuccessful, reason, createdAt: new Date(at) });

  it('is null for a user who never signed in', async () => {
    expect(await lastSignIn(joId)).toBeNull();
  });

  it('is the latest completed sign-in of that user, as UTC ISO text to the second', async () => {
    await signIn(joId, '2026-03-01T08:15:30.750Z', true);
    await signIn(joId, '2026-03-02T23:59:59.999+05:00', true);
    // Neither a wrong password nor a password awaiting its second factor is a sign-in.
    await signIn(joId, '2026-03-05T10:00:00Z', false, 'bad-credentials');
    await signIn(joId, '2026-03-06T10:00:00Z', true, 'awaiting-mfa');
    // Another user's sign-in is theirs: the subquery is tied to the outer row.
    await signIn(otherId, '2026-04-01T00:00:00Z', true);
    expect(await lastSignIn(joId)).toBe('2026-03-02T18:59:59Z');
    expect(await lastSignIn(otherId)).toBe('2026-04-01T00:00:00Z');
  });

  it('counts a completed sign-in that carries another reason', async () => {
    await signIn(otherId, '2026-05-01T12:00:00Z', true, 'sso');
    expect(await lastSignIn(otherId)).toBe('2026-05-01T12:00:00Z');
  });
});
