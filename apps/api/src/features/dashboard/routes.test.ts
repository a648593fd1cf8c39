import { dashboardMessages as m } from '@homer/contracts/dashboard';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/core.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let pat: string;
let patId: number;
let lee: string;
let leeId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: pat, userId: patId } = await createSignedInUser(ctx, { userName: 'dash-pat' }));
  ({ token: lee, userId: leeId } = await createSignedInUser(ctx, { userName: 'dash-lee' }));
});
afterAll(() => ctx.close());

const info = async (token: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/Dashboard/GetUserDashboardInfo',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** A bounce `offsetSeconds` from now (negative: before). */
const bounce = (address: string, offsetSeconds: number) =>
  ctx.db.insert(emailOutbox).values({
    toAddress: address,
    subject: 'Welcome to HOMER',
    textBody: '',
    failure: 'SMTP refused: 550 No such user',
    bouncedAt: sql`now() + make_interval(secs => ${offsetSeconds})`,
  });

describe('GET api/Dashboard/GetUserDashboardInfo', () => {
  it('answers 401 signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Dashboard/GetUserDashboardInfo' });
    expect(res.statusCode).toBe(401);
  });

  it('gives the sign-in before the current one, none on a first sign-in', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'dash-first' });
    expect((await info(token)).previousSignIn).toBeNull();
    const again = await signIn(ctx.app, 'dash-first');
    const { previousSignIn } = await info(again);
    expect(typeof previousSignIn).toBe('string');
    expect(Date.now() - Date.parse(previousSignIn)).toBeLessThan(60_000);
  });

  it("shows the latest bounce to the user's own address only, in any letter case", async () => {
    expect((await info(pat)).bounce).toBeNull();
    await bounce('DASH-PAT@test.example', 1);
    await bounce('dash-lee-old@test.example', 1);
    const mine = (await info(pat)).bounce;
    expect(mine).toMatchObject({
      address: 'DASH-PAT@test.example',
      reason: 'SMTP refused: 550 No such user',
    });
    // Lee sees nothing of Pat's bounce.
    expect((await info(lee)).bounce).toBeNull();
  });

  it('forgets bounces from before the address was last set', async () => {
    const address = 'dash-lee-new@test.example';
    await bounce(address, -3600);
    await withTx(ctx.db, systemActor, (tx) =>
      tx.update(users).set({ email: address }).where(eq(users.id, leeId)),
    );
    expect((await info(lee)).bounce).toBeNull();
    await bounce(address, 1);
    expect((await info(lee)).bounce).toMatchObject({ address });
  });
});

describe('POST api/Notification/SendTestPush', () => {
  const send = (token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Notification/SendTestPush',
      headers: token ? bearer(token) : {},
    });
  const pushesFor = async (userId: number) => {
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from live_events
      where type = 'pushNotification' and ${userId} = any(user_ids)`);
    return rows[0]?.n ?? 0;
  };

  it('answers 401 signed out and publishes nothing', async () => {
    const before = await pushesFor(patId);
    expect((await send()).statusCode).toBe(401);
    expect(await pushesFor(patId)).toBe(before);
  });

  it('publishes one push to the caller only', async () => {
    const before = { pat: await pushesFor(patId), lee: await pushesFor(leeId) };
    const res = await send(pat);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.testPushSent });
    expect(await pushesFor(patId)).toBe(before.pat + 1);
    expect(await pushesFor(leeId)).toBe(before.lee);
  });

  it('is limited to 5 a minute per user', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'dash-spam' });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // Another user still may.
    expect((await send(lee)).statusCode).toBe(200);
  });
});
