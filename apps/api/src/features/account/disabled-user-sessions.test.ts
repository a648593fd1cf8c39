import { messages } from '@homer/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const facilities = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/Facility/GetUserFacilities', headers: bearer(token) });
const setDisabled = (id: number, disabled: boolean) =>
  ctx.db.update(users).set({ disabled }).where(eq(users.id, id));

describe('disabling a user', () => {
  it('revokes their sessions for good: enabling the user again does not bring the old token back', async () => {
    const { userId, token } = await createSignedInUser(ctx, { userName: 'olga' });
    const second = await signIn(ctx.app, 'olga');
    expect((await facilities(token)).statusCode).toBe(200);

    await setDisabled(userId, true);
    await setDisabled(userId, false);

    for (const old of [token, second]) {
      const res = await facilities(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.notSignedIn);
    }
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt !== null && r.revokedReason === 'user-disabled')).toBe(true);
    // The user signs in again as normal once enabled.
    expect((await facilities(await signIn(ctx.app, 'olga'))).statusCode).toBe(200);
  });

  it('leaves other users’ sessions and earlier revocations alone', async () => {
    const { userId, token } = await createSignedInUser(ctx, { userName: 'pavel' });
    const other = await createSignedInUser(ctx, { userName: 'quinn' });
    await ctx.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(token) });
    await setDisabled(userId, true);
    const [own] = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(own?.revokedReason).toBe('logout');
    expect((await facilities(other.token)).statusCode).toBe(200);
  });
});
