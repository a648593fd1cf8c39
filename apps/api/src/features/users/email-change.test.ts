import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/core.ts';
import { signInChallenges } from '../../db/schema/mfa.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { emailChangedSubject } from './email-change.ts';

let ctx: TestContext;
let sysadmin: { userId: number; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  sysadmin = await createSignedInUser(ctx, {
    userName: 'ecsysadm',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  });
});
afterAll(() => ctx.close());

const baUser: ModuleAccess[] = [{ module: Module.BA, role: Role.User }];
const saveUser = (userId: number, email: string, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Administration/Users/SaveUser',
    payload: { userId, firstName: 'Eve', lastName: 'Changed', email, phoneNumber: '' },
    headers: bearer(token),
  });
const signedInCall = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/Facility/GetUserFacilities', headers: bearer(token) });
const mailsTo = async (address: string) =>
  (
    await ctx.db.execute<{ subject: string; text_body: string }>(
      sql`select subject, text_body from email_outbox where lower(to_address) = lower(${address}) order by id`,
    )
  ).rows;

describe('changing an account email (decision 065)', () => {
  it('tells the old address, ends every session of the account and spends its pending sign-in steps', async () => {
    const target = await createSignedInUser(ctx, { userName: 'ecmoved', access: baUser });
    await ctx.db
      .insert(signInChallenges)
      .values({ kind: 'mfa', userId: target.userId, expiresAt: new Date(Date.now() + 300_000) });
    expect((await signedInCall(target.token)).statusCode).toBe(200);

    const res = await saveUser(target.userId, 'eve.new@elsewhere.example', sysadmin.token);
    expect(res.statusCode, res.body).toBe(200);

    const [notice, ...more] = await mailsTo('ecmoved@test.example');
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(emailChangedSubject);
    expect(notice?.text_body).toContain('eve.new@elsewhere.example');
    expect(notice?.text_body).toContain('by a HOMER administrator');
    expect(await mailsTo('eve.new@elsewhere.example')).toEqual([]);

    const next = await signedInCall(target.token);
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe(messages.notSignedIn);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, target.userId));
    expect(rows.map((r) => r.revokedReason)).toEqual(['signed-out-everywhere']);
    const pending = await ctx.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.userId, target.userId));
    expect(pending.map((c) => c.usedAt)).not.toContain(null);
  });

  it('sends nothing and keeps the sessions when only the letter case changes', async () => {
    const target = await createSignedInUser(ctx, { userName: 'eccase', access: baUser });
    const res = await saveUser(target.userId, 'EcCase@Test.Example', sysadmin.token);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.userId));
    expect(row?.email).toBe('EcCase@Test.Example');
    expect(await mailsTo('eccase@test.example')).toEqual([]);
    expect((await signedInCall(target.token)).statusCode).toBe(200);
  });

  it('tells the old address of an owner who changed it themselves, and ends their sessions too', async () => {
    const owner = await createSignedInUser(ctx, { userName: 'ecowner', access: baUser });
    const res = await saveUser(owner.userId, 'owen.new@elsewhere.example', owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await mailsTo('ecowner@test.example');
    expect(notice?.subject).toBe(emailChangedSubject);
    expect(notice?.text_body).toContain('from your own account');
    expect((await signedInCall(owner.token)).statusCode).toBe(401);
  });
});
