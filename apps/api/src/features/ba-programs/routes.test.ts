import { Module, Role } from '@homer/contracts/access';
import { baProgramMessages } from '@homer/contracts/ba-programs';
import { messages } from '@homer/contracts/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { baPrograms, budgets, fiscalYears } from '../../db/schema/ba.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let reader: string;
let otherSysAdmin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, adminId, manager, reader } = await signInBaUsers(ctx));
  otherSysAdmin = (
    await createSignedInUser(ctx, {
      userName: 'admin-sys',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    })
  ).token;
});
afterAll(() => ctx.close());

const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const save = (token: string, body: object) => post(token, '/api/BA/BA_Program/Save', body);
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const programCount = async () => (await ctx.db.select().from(baPrograms)).length;

async function create(name: string): Promise<number> {
  const res = await save(admin, { id: 0, name });
  expect(res.json().isSuccessful).toBe(true);
  return res.json().model.id;
}

describe('programme access', () => {
  it('the list is for system administrators in any module; changes are the B&A admin’s', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/BA/BA_Program/GetList' })).statusCode).toBe(401);
    for (const token of [reader, manager]) {
      const denied = await get(token, '/api/BA/BA_Program/GetList');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
    }
    expect((await get(otherSysAdmin, '/api/BA/BA_Program/GetList')).statusCode).toBe(200);
    expect((await get(admin, '/api/BA/BA_Program/GetList')).statusCode).toBe(200);
    expect((await save(otherSysAdmin, { id: 0, name: 'Refused' })).statusCode).toBe(403);
    expect((await save(manager, { id: 0, name: 'Refused' })).statusCode).toBe(403);
    expect(await programCount()).toBe(0);
  });
});

describe('saving a programme', () => {
  it('creates and renames, audited with the actor', async () => {
    const res = await save(admin, { id: 0, name: ' Opioid Response ' });
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: baProgramMessages.saved,
      model: { name: 'Opioid Response', isActive: true, isActiveStr: 'Yes', canDelete: true },
    });
    const id = res.json().model.id;
    expect(res.json().model.friendlyId).toBe(`BAP-${id}`);
    const renamed = await save(admin, { id, name: 'Opioid Settlement' });
    expect(renamed.json().model).toMatchObject({ id, name: 'Opioid Settlement' });
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'ba_programs'),
          eq(globalAudit.entityId, String(id)),
          eq(globalAudit.field, 'name'),
        ),
      );
    expect(audit.map((a) => [a.changedFrom, a.changedTo, a.changedBy])).toEqual([
      [null, 'Opioid Response', adminId],
      ['Opioid Response', 'Opioid Settlement', adminId],
    ]);
  });

  it('refuses a missing, too long or duplicate name and stores nothing', async () => {
    const before = await programCount();
    const empty = await save(admin, { id: 0, name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Name is required.');
    const absent = await save(admin, { id: 0 });
    expect(absent.json().message).toBe('Name is required.');
    const long = await save(admin, { id: 0, name: 'x'.repeat(151) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(baProgramMessages.nameTooLong);
    const duplicate = await save(admin, { id: 0, name: 'opioid settlement' });
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: baProgramMessages.duplicateName });
    expect(await programCount()).toBe(before);
    expect((await save(admin, { id: 99999, name: 'Ghost' })).statusCode).toBe(404);
    // 150 characters is allowed.
    expect((await save(admin, { id: 0, name: 'y'.repeat(150) })).json().isSuccessful).toBe(true);
  });
});

describe('deleting and (de)activating', () => {
  it('a programme a budget uses cannot be deleted; an unused one can', async () => {
    const used = await create('Used programme');
    const unused = await create('Unused programme');
    const [fy] = await ctx.db
      .insert(fiscalYears)
      .values({ startDate: '2026-07-01', endDate: '2027-06-30' })
      .returning();
    await ctx.db.insert(budgets).values({ name: 'Budget', fiscalYearId: fy?.id ?? 0, programId: used });
    const list = (await get(admin, '/api/BA/BA_Program/GetList')).json() as {
      id: number;
      canDelete: boolean;
    }[];
    expect(list.find((p) => p.id === used)?.canDelete).toBe(false);
    expect(list.find((p) => p.id === unused)?.canDelete).toBe(true);

    const refused = await post(admin, `/api/BA/BA_Program/Delete/${used}`);
    expect(refused.json()).toMatchObject({ isSuccessful: false, message: baProgramMessages.inUse });
    expect((await ctx.db.select().from(baPrograms).where(eq(baPrograms.id, used))).length).toBe(1);
    expect((await post(manager, `/api/BA/BA_Program/Delete/${unused}`)).statusCode).toBe(403);
    const deleted = await post(admin, `/api/BA/BA_Program/Delete/${unused}`);
    expect(deleted.json()).toMatchObject({ isSuccessful: true, message: baProgramMessages.deleted });
    expect((await ctx.db.select().from(baPrograms).where(eq(baPrograms.id, unused))).length).toBe(0);
    expect((await post(admin, `/api/BA/BA_Program/Delete/${unused}`)).statusCode).toBe(404);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'ba_programs'),
          eq(globalAudit.entityId, String(unused)),
          eq(globalAudit.operation, 'DELETE'),
        ),
      );
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0]?.changedBy).toBe(adminId);
  });

  it('deactivates and reactivates; the list and the budget select follow', async () => {
    const id = await create('Seasonal');
    const url = `/api/BA/BA_Program/ActivateDeactivate/${id}`;
    expect((await post(manager, url)).statusCode).toBe(403);
    const off = await post(admin, url);
    expect(off.json()).toMatchObject({
      isSuccessful: true,
      message: baProgramMessages.deactivated,
      model: { isActive: false },
    });
    const names = async (query: string) =>
      ((await get(admin, `/api/BA/BA_Program/GetList${query}`)).json() as { name: string }[]).map(
        (p) => p.name,
      );
    expect(await names('?isActive=false')).toEqual(['Seasonal']);
    expect(await names('?isActive=true')).not.toContain('Seasonal');
    expect(await names('?isActive=')).toContain('Seasonal');
    const options = (await get(reader, '/api/Select/BA_Programs')).json() as {
      value: number;
      text: string;
    }[];
    expect(options.map((o) => o.text)).not.toContain('Seasonal');
    expect(options.map((o) => o.text)).toContain('Opioid Settlement');

    const on = await post(admin, url);
    expect(on.json()).toMatchObject({
      isSuccessful: true,
      message: baProgramMessages.activated,
      model: { isActive: true },
    });
    expect((await post(admin, '/api/BA/BA_Program/ActivateDeactivate/99999')).statusCode).toBe(404);
  });
});

describe('programme export', () => {
  it('downloads the list with the Is Active filter', async () => {
    await post(admin, `/api/BA/BA_Program/ActivateDeactivate/${await create('Retired')}`);
    const link = await get(otherSysAdmin, '/api/BA/BA_Program/GetListExcel?isActive=true');
    expect(link.json()).toMatchObject({ isSuccessful: true });
    const file = await ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets[0]?.getColumn(1).values.slice(1);
    expect(names?.[0]).toBe('Name');
    expect(names).toContain('Seasonal');
    expect(names).not.toContain('Retired');
    expect(names?.length).toBe(
      1 + (await get(admin, '/api/BA/BA_Program/GetList?isActive=true')).json().length,
    );
  });
});
