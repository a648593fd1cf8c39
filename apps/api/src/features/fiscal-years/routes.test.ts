import { Module, Role } from '@homer/contracts/access';
import { fiscalYearMessages } from '@homer/contracts/fiscal-years';
import { messages } from '@homer/contracts/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { fiscalYears } from '../../db/schema/ba.ts';
import { moduleAccess } from '../../db/schema/core.ts';
import { expiredLink } from '../../platform/exports/download-token.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let reader: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, adminId, manager, reader } = await signInBaUsers(ctx));
});
afterAll(() => ctx.close());

const save = (token: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/BA/SaveFiscalYear', headers: bearer(token), payload: body });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const rowCount = async () => (await ctx.db.select().from(fiscalYears)).length;

describe('fiscal years', () => {
  it('only B&A admins manage fiscal years; B&A users read the lookup', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/BA/GetFiscalYearList' })).statusCode).toBe(401);
    const denied = await get(manager, '/api/BA/GetFiscalYearList');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect(
      (
        await save(manager, {
          fiscalYearId: 0,
          startDate: '2020-07-01',
          endDate: '2021-06-30',
          isCurrent: false,
        })
      ).statusCode,
    ).toBe(403);
    expect(await rowCount()).toBe(0);
    expect((await get(admin, '/api/BA/GetFiscalYearList')).statusCode).toBe(200);
    expect((await get(reader, '/api/Select/BA_FiscalYears')).statusCode).toBe(200);
  });

  it('creates a fiscal year named FYyy/yy and audits it under B&A', async () => {
    const res = await save(admin, {
      fiscalYearId: 0,
      startDate: '2025-07-01',
      endDate: '2026-06-30',
      isCurrent: true,
    });
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: fiscalYearMessages.saved,
      model: {
        fiscalYearName: 'FY25/26',
        isCurrent: true,
        isCurrentStr: 'Yes',
        isActive: true,
        isActiveStr: 'Yes',
      },
    });
    const id = res.json().model.fiscalYearId;
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'fiscal_years'), eq(globalAudit.entityId, String(id))));
    expect(audit.map((a) => a.field).sort()).toEqual([
      'end_date',
      'id',
      'is_active',
      'is_current',
      'start_date',
    ]);
    expect(audit[0]).toMatchObject({
      businessArea: 9,
      module: 'BA',
      changedBy: adminId,
      recordAffected: `Fiscal Year #${id}`,
    });
    const history = (await get(admin, `/api/BA/GetFiscalYearAuditHistory?id=${id}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'Start Date',
        changedFrom: null,
        changedTo: '2025-07-01',
        changedBy: 'Test ba-admin',
      }),
    );
    expect((await get(manager, `/api/BA/GetFiscalYearAuditHistory?id=${id}`)).statusCode).toBe(403);
  });

  it('a new current year takes over from the previous one', async () => {
    const res = await save(admin, {
      fiscalYearId: 0,
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      isCurrent: true,
    });
    expect(res.json().isSuccessful).toBe(true);
    const current = await ctx.db.select().from(fiscalYears).where(eq(fiscalYears.isCurrent, true));
    expect(current.map((r) => r.startDate)).toEqual(['2026-07-01']);
    const options = (await get(reader, '/api/Select/BA_FiscalYears')).json();
    expect(options).toEqual([
      { value: expect.any(Number), text: 'FY26/27', isCurrent: true },
      { value: expect.any(Number), text: 'FY25/26', isCurrent: false },
    ]);
  });

  it('rejects missing and inverted dates with their messages and stores nothing', async () => {
    const before = await rowCount();
    const missing = await save(admin, {
      fiscalYearId: 0,
      startDate: '',
      endDate: '2027-06-30',
      isCurrent: false,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(fiscalYearMessages.startRequired);
    const noEnd = await save(admin, { fiscalYearId: 0, startDate: '2030-07-01', isCurrent: false });
    expect(noEnd.json().message).toBe(fiscalYearMessages.endRequired);
    const inverted = await save(admin, {
      fiscalYearId: 0,
      startDate: '2030-07-01',
      endDate: '2030-01-01',
      isCurrent: false,
    });
    expect(inverted.json().message).toBe(fiscalYearMessages.endAfterStart);
    const malformed = await save(admin, {
      fiscalYearId: 0,
      startDate: '07/01/2030',
      endDate: '2031-06-30',
      isCurrent: false,
    });
    expect(malformed.json().message).toBe('Enter a date as MM/DD/YYYY.');
    const overlap = await save(admin, {
      fiscalYearId: 0,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      isCurrent: false,
    });
    expect(overlap.statusCode).toBe(200);
    expect(overlap.json()).toMatchObject({ isSuccessful: false, message: fiscalYearMessages.overlaps });
    expect(await rowCount()).toBe(before);
  });

  it('deactivates (losing current) and reactivates; the list filters by Is Active', async () => {
    const [current] = await ctx.db.select().from(fiscalYears).where(eq(fiscalYears.isCurrent, true));
    const url = `/api/BA/ActivateDeactivateFiscalYear?id=${current?.id}`;
    const off = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin) });
    expect(off.json()).toMatchObject({
      isSuccessful: true,
      message: fiscalYearMessages.deactivated,
      model: { isActive: false },
    });
    const [after] = await ctx.db
      .select()
      .from(fiscalYears)
      .where(eq(fiscalYears.id, current?.id ?? 0));
    expect(after).toMatchObject({ isActive: false, isCurrent: false });
    const refused = await save(admin, {
      fiscalYearId: current?.id,
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      isCurrent: true,
    });
    expect(refused.json()).toMatchObject({
      isSuccessful: false,
      message: fiscalYearMessages.currentMustBeActive,
    });

    expect((await get(admin, '/api/BA/GetFiscalYearList?isActive=true')).json()).toHaveLength(1);
    expect((await get(admin, '/api/BA/GetFiscalYearList?isActive=false')).json()).toHaveLength(1);
    expect((await get(admin, '/api/BA/GetFiscalYearList?isActive=')).json()).toHaveLength(2);
    expect((await get(admin, '/api/BA/GetFiscalYearList?isActive=maybe')).json().message).toBe(
      'Is Active must be true, false or empty.',
    );

    const on = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin) });
    expect(on.json()).toMatchObject({
      isSuccessful: true,
      message: fiscalYearMessages.activated,
      model: { isActive: true },
    });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/BA/ActivateDeactivateFiscalYear?id=99999',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('Excel export', () => {
  async function download(token: string, query: string) {
    const link = await get(token, `/api/BA/GetFiscalYearListExcel${query}`);
    expect(link.json()).toMatchObject({ isSuccessful: true });
    return ctx.app.inject({ method: 'GET', url: link.json().value });
  }

  it('serves an .xlsx of the list with the filters on screen', async () => {
    const file = await download(admin, '?isActive=true');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = sheet
      ?.getSheetValues()
      .slice(1)
      .map((r) => (Array.isArray(r) ? r.slice(1) : r));
    expect(values?.[0]).toEqual(['Fiscal Year', 'Start Date', 'End Date', 'Is Current', 'Is Active']);
    expect(values?.length).toBe(
      1 + (await get(admin, '/api/BA/GetFiscalYearList?isActive=true')).json().length,
    );
  });

  it('a forged or foreign link is refused; a signed-out or demoted user gets nothing', async () => {
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/Export/Download?token=abc' });
    expect(forged.statusCode).toBe(410);
    expect(forged.json().message).toBe(expiredLink);
    // A session token is not a download link.
    const session = await ctx.app.inject({ method: 'GET', url: `/api/Export/Download?token=${admin}` });
    expect(session.statusCode).toBe(410);

    const second = await signIn(ctx.app, 'ba-admin');
    const link = (await get(second, '/api/BA/GetFiscalYearListExcel')).json().value;
    await ctx.db
      .update(moduleAccess)
      .set({ role: Role.Manager })
      .where(and(eq(moduleAccess.userId, adminId), eq(moduleAccess.module, Module.BA)));
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
    await ctx.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(second) });
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
  });
});
