import { Module, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import { globalAuditMessages } from '@homer/contracts/global-audit';
import { messages } from '@homer/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let userAdmin: Signed;
let manager: Signed;
let owner: Signed;
let subject: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [userAdmin, manager, owner] = await Promise.all([
    createSignedInUser(ctx, {
      userName: 'ahadmin',
      access: [{ module: Module.Admin, role: Role.UserAdmin }],
    }),
    createSignedInUser(ctx, {
      userName: 'ahmanager',
      access: [{ module: Module.Admin, role: Role.Manager }],
    }),
    createSignedInUser(ctx, { userName: 'ahowner', access: [{ module: Module.BA, role: Role.User }] }),
  ]);
  subject = await createUser(ctx.db, { userName: 'ahsubject' });
  // Two changes by the owner and one by the administrator, each in its own transaction as the app makes them.
  const as = (userId: number, statement: ReturnType<typeof sql>) =>
    withTx(ctx.db, { userId }, (tx) => tx.execute(statement));
  await as(owner.userId, sql`update users set first_name = 'Own1' where id = ${owner.userId}`);
  await as(owner.userId, sql`update users set phone_number = '555-123-4567' where id = ${owner.userId}`);
  await as(userAdmin.userId, sql`update users set last_name = 'ByAdmin' where id = ${subject}`);
});
afterAll(() => ctx.close());

const url = (userId: number | string, extra = '') =>
  `/api/Administration/Users/GetAuditHistory?userId=${userId}&pageSize=10${extra}`;
const get = (path: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });

describe('audit-history tab', () => {
  it("lists only that user's changes, newest first, through the Global Audit List's query", async () => {
    const res = await get(url(owner.userId), userAdmin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRecords).toBe(2);
    expect(body.data.map((r: { fieldLabel: string }) => r.fieldLabel)).toEqual([
      'Phone Number',
      'First Name',
    ]);
    expect(body.data[0].pfsLink).toBe(`/admin/users/user/edit/audit-history/${owner.userId}`);
    // A "changedBy" in the query does not widen the list to someone else's changes.
    const widened = (await get(url(owner.userId, `&changedBy=${userAdmin.userId}`), userAdmin.token)).json();
    expect(widened.totalRecords).toBe(2);
    const admins = (await get(url(userAdmin.userId), userAdmin.token)).json();
    expect(admins.data.map((r: { changedTo: string }) => r.changedTo)).toContain('ByAdmin');
  });

  it('is for user administrators only: not the owner, not a Global Audit List reader', async () => {
    expect((await get(url(owner.userId))).statusCode).toBe(401);
    for (const token of [owner.token, manager.token]) {
      const res = await get(url(owner.userId), token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.accessDenied);
    }
  });

  it('refuses ids past int4, NUL characters and bad filters', async () => {
    for (const bad of ['2147483648', '0', 'x', '1%00']) {
      const res = await get(url(bad), userAdmin.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain(fieldMessages.id);
    }
    const range = await get(url(owner.userId, '&dateFrom=2026-02-02&dateTo=2026-01-01'), userAdmin.token);
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain(globalAuditMessages.dateRange);
  });
});
