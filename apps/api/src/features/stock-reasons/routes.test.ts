import { Module, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import { stockReasonMessages as m, stockReasonPaths as paths } from '@homer/contracts/stock-reasons';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let manager: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin } = await createSignedInUser(ctx, {
    userName: 'reason-admin',
    access: [{ module: Module.Inventory, role: Role.SystemAdmin }],
  }));
  ({ token: manager } = await createSignedInUser(ctx, {
    userName: 'reason-manager',
    access: [{ module: Module.Inventory, role: Role.Manager }],
  }));
});
afterAll(() => ctx.close());

const post = (token: string, path: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(token), payload: body });
const list = async (token: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/${paths.list}?page=1&pageSize=100${query}`,
    headers: bearer(token),
  });
const reasonsState = async () =>
  (
    await ctx.db.execute<{ state: string }>(
      sql`select string_agg(code || ':' || label || ':' || direction || ':' || is_active, ',' order by code) as state from stock_reasons`,
    )
  ).rows[0]?.state;

describe('stock reasons', () => {
  it('only Inventory SystemAdmins see or change reasons', async () => {
    const before = await reasonsState();
    expect((await list(manager)).statusCode).toBe(403);
    expect(
      (await post(manager, paths.add, { code: 'spilled', label: 'Spilled', direction: 'out' })).statusCode,
    ).toBe(403);
    expect((await post(manager, paths.rename, { code: 'damaged', label: 'Broken' })).statusCode).toBe(403);
    expect((await post(manager, paths.setActive, { code: 'damaged', isActive: false })).statusCode).toBe(403);
    expect(await reasonsState()).toBe(before);
  });

  it('adds a reason, renames it, deactivates and activates it, and audits each change', async () => {
    const added = await post(admin, paths.add, { code: 'spilled_2', label: 'Spilled', direction: 'out' });
    expect(added.json()).toMatchObject({
      isSuccessful: true,
      message: m.added,
      model: { code: 'spilled_2', label: 'Spilled', direction: 'out', isActive: true, isSystem: false },
    });
    expect(
      (await post(admin, paths.rename, { code: 'spilled_2', label: 'Spilled on the floor' })).json(),
    ).toMatchObject({ message: m.renamed, model: { label: 'Spilled on the floor' } });
    expect((await post(admin, paths.setActive, { code: 'spilled_2', isActive: false })).json()).toMatchObject(
      {
        message: m.deactivated,
        model: { isActive: false },
      },
    );
    expect((await post(admin, paths.setActive, { code: 'spilled_2', isActive: true })).json().message).toBe(
      m.activated,
    );
    const searched = (await list(admin, '&search=floor')).json();
    expect(searched).toMatchObject({ totalRecords: 1, data: [{ code: 'spilled_2' }] });
    const audit = await ctx.ownerDb
      .select({ field: globalAudit.field, to: globalAudit.changedTo })
      .from(globalAudit)
      .where(eq(globalAudit.entityId, 'spilled_2'));
    expect(audit).toEqual(
      expect.arrayContaining([
        { field: 'label', to: 'Spilled on the floor' },
        { field: 'is_active', to: 'false' },
      ]),
    );
  });

  it('keeps the reasons the services post with active, in the service and in the database', async () => {
    const res = await post(admin, paths.setActive, { code: 'transfer', isActive: false });
    expect(res.json()).toMatchObject({ isSuccessful: false, message: m.systemReason('transfer') });
    const rows = (await list(admin)).json().data as { code: string; isSystem: boolean; isActive: boolean }[];
    expect(rows.find((r) => r.code === 'transfer')).toMatchObject({ isSystem: true, isActive: true });
    await expect(
      ctx.db.execute(sql`update stock_reasons set is_active = false where code = 'received'`),
    ).rejects.toThrow();
    expect(
      (await post(admin, paths.rename, { code: 'transfer', label: 'Moved between sites' })).json()
        .isSuccessful,
    ).toBe(true);
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await reasonsState();
    const cases: Array<[string, object, number, string]> = [
      [paths.add, { code: '', label: 'X', direction: 'in' }, 400, m.codeRequired],
      [paths.add, { code: 'Has Caps', label: 'X', direction: 'in' }, 400, m.codePattern],
      [paths.add, { code: 'x'.repeat(31), label: 'X', direction: 'in' }, 400, m.codePattern],
      [paths.add, { code: 'ok_code', label: '', direction: 'in' }, 400, m.labelRequired],
      [paths.add, { code: 'ok_code', label: 'A\u0000B', direction: 'in' }, 400, fieldMessages.characters],
      [paths.add, { code: 'ok_code', label: 'x'.repeat(101), direction: 'in' }, 400, m.labelTooLong],
      [paths.add, { code: 'ok_code', label: 'X', direction: 'sideways' }, 400, m.directionRequired],
      [paths.rename, { code: 'no_such_reason', label: 'X' }, 404, m.notFound],
      [paths.setActive, { code: 'no_such_reason', isActive: false }, 404, m.notFound],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await post(admin, path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const duplicate = await post(admin, paths.add, { code: 'damaged', label: 'Again', direction: 'out' });
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: m.duplicateCode });
    expect(await reasonsState()).toBe(before);
  });
});
