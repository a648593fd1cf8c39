import { Module, Role } from '@homer/contracts/access';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, passwordResetTokens, userFacilities, users } from '../db/schema/core.ts';
import { insertFacilities } from '../test/insert-facilities.ts';
import { nextRemoteAddress } from '../test/next-remote-address.ts';
import { submitPublicForm } from '../test/submit-public-form.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../test/test-context.ts';
import { createAdministrator } from './create-administrator.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { APP_ENV: 'production' });
});
afterAll(() => ctx.close());

const userCount = () => ctx.db.$count(users);
const tokenCount = () => ctx.db.$count(passwordResetTokens);
const password = 'plum-Harbour-7-lantern';

describe('createAdministrator (npm run user:create-admin)', () => {
  it('creates a user with every module at SystemAdmin and every facility, signed in through a one-time link', async () => {
    const { facilityIds } = await insertFacilities(ctx.db, [{ name: 'North' }, { name: 'South' }]);
    const result = await createAdministrator(ctx.db, ctx.config, {
      userName: 'first-admin',
      email: 'first-admin@health.example.gov',
    });
    if (!result.created) throw new Error(result.message);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ userName: 'first-admin', passwordHash: null, disabled: false });
    const access = await ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, result.userId));
    expect(access.map((a) => a.module).sort()).toEqual(Object.values(Module).sort());
    expect(access.every((a) => a.role === Role.SystemAdmin)).toBe(true);
    const linked = await ctx.db.select().from(userFacilities).where(eq(userFacilities.userId, result.userId));
    expect(linked.map((l) => l.facilityId).sort()).toEqual([...facilityIds].sort());

    // The link is the passwords feature's welcome link: it sets the password once.
    const url = new URL(result.link);
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.config.publicBaseUrl}/change-password`);
    const change = () =>
      submitPublicForm(ctx.app, '/api/Account/ChangePassword', {
        userId: Number(url.searchParams.get('userId')),
        token: url.searchParams.get('token'),
        password,
        confirmPassword: password,
      });
    expect((await change()).json().isSuccessful).toBe(true);
    expect((await change()).json().isSuccessful).toBe(false);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { userName: 'first-admin', password },
      remoteAddress: nextRemoteAddress(),
    });
    const token = login.json().value?.token as string;
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/Silkier/SilkierHistory/GetHistory?pageSize=50',
      headers: bearer(token),
    });
    expect(history.statusCode).toBe(200);
  });

  it('refuses a user name that exists (in any case) or an email in use, creating nothing', async () => {
    await createUser(ctx.db, { userName: 'Taken' });
    const [users0, tokens0] = [await userCount(), await tokenCount()];
    const byName = await createAdministrator(ctx.db, ctx.config, {
      userName: 'taken',
      email: 'new@x.example',
    });
    expect(byName).toEqual({
      created: false,
      message: 'A user named "taken" already exists; nothing was created.',
    });
    const byEmail = await createAdministrator(ctx.db, ctx.config, {
      userName: 'someone-new',
      email: 'TAKEN@test.example',
    });
    expect(byEmail).toEqual({
      created: false,
      message: 'The email address TAKEN@test.example already belongs to a user; nothing was created.',
    });
    expect([await userCount(), await tokenCount()]).toEqual([users0, tokens0]);
  });

  it.each([
    ['no user name', { userName: '', email: 'a@x.example' }, 'Give the user name: --user NAME.'],
    [
      'a bad email',
      { userName: 'bob-admin', email: 'not-an-email' },
      'Give a valid email address: --email EMAIL.',
    ],
  ])('refuses %s, creating nothing', async (_case, input, message) => {
    const before = await userCount();
    expect(await createAdministrator(ctx.db, ctx.config, input)).toEqual({ created: false, message });
    expect(await userCount()).toBe(before);
    const [row] = (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where user_name = 'bob-admin'`,
      )
    ).rows;
    expect(row?.n).toBe(0);
  });
});
