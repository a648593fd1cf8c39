import { Module, Role } from '@homer/contracts/access';
import { budgetMessages, budgetSchema } from '@homer/contracts/ba-budgets';
import { yesNo } from '@homer/contracts/filters';
import { fiscalYearMessages, fiscalYearName } from '@homer/contracts/fiscal-years';
import { messages } from '@homer/contracts/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { globalAudit } from '../../db/schema/audit.ts';
import {
  baPrograms,
  budgetFunds,
  budgets,
  fiscalYears,
  invoices,
  purchaseOrders,
} from '../../db/schema/ba.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let manager: string;
let managerId: number;
let reader: string;
let outsider: string;
let fy26: number;
let fy25: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, manager, managerId, reader } = await signInBaUsers(ctx));
  outsider = (
    await createSignedInUser(ctx, {
      userName: 'admin-only',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    })
  ).token;
  const years = await ctx.db
    .insert(fiscalYears)
    .values([
      { startDate: '2026-07-01', endDate: '2027-06-30', isCurrent: true },
      { startDate: '2025-07-01', endDate: '2026-06-30' },
    ])
    .returning();
  fy26 = years[0]?.id ?? 0;
  fy25 = years[1]?.id ?? 0;
});
afterAll(() => ctx.close());

const save = (token: string, body: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/BA/SaveBudget', headers: bearer(token), payload: body });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const budgetCount = async () => (await ctx.db.select().from(budgets)).length;
const stored = async (id: number) => (await ctx.db.select().from(budgets).where(eq(budgets.id, id)))[0];

async function create(name: string, fiscalYearId = fy26): Promise<number> {
  const res = await save(admin, { budgetId: 0, budgetName: name, fiscalYearId });
  expect(res.json().isSuccessful).toBe(true);
  return res.json().model.budgetId;
}

describe('budget access', () => {
  it('B&A users read budgets; others are refused; anonymous callers must sign in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/BA/GetBudgetList' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/BA/SaveBudget', payload: {} })).statusCode).toBe(
      401,
    );
    const denied = await get(outsider, '/api/BA/GetBudgetList');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    for (const token of [reader, manager, admin]) {
      expect((await get(token, '/api/BA/GetBudgetList')).statusCode).toBe(200);
      expect((await get(token, '/api/Select/BA_Programs')).statusCode).toBe(200);
    }
  });

  it('only the B&A admin creates budgets; a B&A user cannot save at all', async () => {
    const body = { budgetId: 0, budgetName: 'Refused', fiscalYearId: fy26 };
    const byManager = await save(manager, body);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(messages.accessDenied);
    expect((await save(reader, body)).statusCode).toBe(403);
    expect(await budgetCount()).toBe(0);
  });
});

describe('creating a budget', () => {
  it('creates it active with a low-budget level of 10 percent, audited with the actor', async () => {
    const res = await save(admin, { budgetId: 0, budgetName: '  Naloxone  ', fiscalYearId: fy26 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: budgetMessages.created,
      model: {
        budgetName: 'Naloxone',
        fiscalYearId: fy26,
        fiscalYearStr: 'FY26/27',
        allocatedAmt: '0.00',
        isActive: true,
        isActiveStr: 'Yes',
        lowBudgetLevel: '10.00',
        isLowBudgetLevelPercent: true,
        funds: [],
      },
    });
    const id = res.json().model.budgetId;
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'budgets'), eq(globalAudit.entityId, String(id))));
    expect(audit.map((a) => a.field)).toContain('name');
    expect(audit[0]).toMatchObject({ module: 'BA', operation: 'INSERT', recordAffected: `Budget #${id}` });
    expect((await get(reader, `/api/BA/GetBudget?id=${id}`)).json().budgetName).toBe('Naloxone');
  });

  it('refuses a missing fiscal year, a duplicate name and bad names, storing nothing', async () => {
    const before = await budgetCount();
    const noYear = await save(admin, { budgetId: 0, budgetName: 'Vaccines', fiscalYearId: 0 });
    expect(noYear.statusCode).toBe(200);
    expect(noYear.json()).toMatchObject({
      isSuccessful: false,
      message: budgetMessages.fiscalYearMissing,
      model: null,
    });
    const unknownYear = await save(admin, { budgetId: 0, budgetName: 'Vaccines', fiscalYearId: 99999 });
    expect(unknownYear.json()).toMatchObject({ isSuccessful: false, message: fiscalYearMessages.notFound });
    const duplicate = await save(admin, { budgetId: 0, budgetName: 'NALOXONE', fiscalYearId: fy26 });
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: budgetMessages.duplicateName });
    const empty = await save(admin, { budgetId: 0, budgetName: '   ', fiscalYearId: fy26 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(budgetMessages.nameRequired);
    const long = await save(admin, { budgetId: 0, budgetName: 'x'.repeat(151), fiscalYearId: fy26 });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(budgetMessages.nameTooLong);
    expect(await budgetCount()).toBe(before);
    // The same name in another fiscal year is a different budget.
    expect(
      (await save(admin, { budgetId: 0, budgetName: 'Naloxone', fiscalYearId: fy25 })).json().isSuccessful,
    ).toBe(true);
  });

  it('answers 404 for a budget that does not exist', async () => {
    const missing = await get(reader, '/api/BA/GetBudget?id=99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(budgetMessages.notFound);
    const update = await save(manager, {
      budgetId: 99999,
      budgetName: 'x',
      fiscalYearId: fy26,
      allocatedAmt: '1.00',
    });
    expect(update.statusCode).toBe(404);
  });
});

describe('updating a budget', () => {
  it('a B&A manager sets the allocation exactly and the figures follow; a B&A user is refused', async () => {
    const id = await create('Allocation test');
    const res = await save(manager, {
      budgetId: id,
      budgetName: 'Allocation test',
      fiscalYearId: fy26,
      allocatedAmt: '1000.10',
    });
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: budgetMessages.saved,
      model: { allocatedAmt: '1000.10', availableBudget: '1000.10', expenditures: '0.00' },
    });
    const [po] = await ctx.db
      .insert(purchaseOrders)
      .values({ budgetId: id, poNumber: 'PO-1', vendorName: 'Vendor', poValue: '300.20' })
      .returning();
    await ctx.db.insert(invoices).values({
      budgetId: id,
      poId: po?.id,
      invoiceNumber: 'I-1',
      statusId: 3,
      invoicedAmt: '100.10',
      paidAmt: '100.10',
    });
    expect((await get(reader, `/api/BA/GetBudget?id=${id}`)).json()).toMatchObject({
      allocatedAmt: '1000.10',
      expenditures: '100.10',
      currentPOsValue: '300.20',
      pOsRemainingBalance: '200.10',
      availableBudget: '699.90', // 1000.10 - 100.10 - 200.10
    });

    const refused = await save(reader, {
      budgetId: id,
      budgetName: 'Allocation test',
      fiscalYearId: fy26,
      allocatedAmt: '1.00',
    });
    expect(refused.statusCode).toBe(403);
    expect((await stored(id))?.allocatedAmt).toBe('1000.10');
    const malformed = await save(manager, {
      budgetId: id,
      budgetName: 'Allocation test',
      fiscalYearId: fy26,
      allocatedAmt: '12.345',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Enter an amount such as 1234.56 (up to 2 decimals).');
    expect((await stored(id))?.allocatedAmt).toBe('1000.10');

    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'budgets'),
          eq(globalAudit.entityId, String(id)),
          eq(globalAudit.field, 'allocated_amt'),
          eq(globalAudit.operation, 'UPDATE'),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({ changedFrom: '0.00', changedTo: '1000.10', changedBy: managerId }),
    ]);
    const history = (await get(reader, `/api/BA/GetBudgetAuditHistory?id=${id}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'Allocated Amt',
        changedFrom: '0.00',
        changedTo: '1000.10',
        changedBy: 'Test ba-manager',
      }),
    );
  });

  it('updates OCA, programme, notification level and activity, keeping name and fiscal year', async () => {
    const id = await create('Details test');
    const [program] = await ctx.db.insert(baPrograms).values({ name: 'Opioid Response' }).returning();
    const res = await save(manager, {
      budgetId: id,
      budgetName: 'Renamed',
      fiscalYearId: fy25,
      oca: 'OCA-12',
      programId: program?.id,
      lowBudgetLevel: '250.00',
      isLowBudgetLevelPercent: false,
      isActive: false,
    });
    expect(res.json().model).toMatchObject({
      budgetName: 'Details test',
      fiscalYearId: fy26,
      oca: 'OCA-12',
      programId: program?.id,
      programName: 'Opioid Response',
      lowBudgetLevel: '250.00',
      isLowBudgetLevelPercent: false,
      isActive: false,
      isActiveStr: 'No',
      // No allocation: available 0.00 is below the 250.00 notification amount.
      isBudgetBelowNotificationLvl: true,
    });
    const cleared = await save(manager, {
      budgetId: id,
      budgetName: 'Details test',
      fiscalYearId: fy26,
      oca: '',
      programId: null,
    });
    expect(cleared.json().model).toMatchObject({
      oca: null,
      programId: null,
      programName: null,
      isActive: false,
    });
    const badProgram = await save(manager, {
      budgetId: id,
      budgetName: 'Details test',
      fiscalYearId: fy26,
      programId: 99999,
    });
    expect(badProgram.json()).toMatchObject({
      isSuccessful: false,
      message: 'That B&A Program does not exist.',
    });
    const longOca = await save(manager, {
      budgetId: id,
      budgetName: 'Details test',
      fiscalYearId: fy26,
      oca: 'x'.repeat(21),
    });
    expect(longOca.statusCode).toBe(400);
    expect((await stored(id))?.oca).toBeNull();
  });

  it('replaces the funds in one transaction: kept ones updated, missing ones deleted, new ones added', async () => {
    const id = await create('Funds test');
    const base = { budgetId: id, budgetName: 'Funds test', fiscalYearId: fy26 };
    const first = await save(manager, {
      ...base,
      funds: [
        { fundId: 0, fundNumber: '1001', fundName: 'General Revenue' },
        { fundId: 0, fundNumber: '2002', fundName: 'Federal Grant' },
        { fundId: 0, fundNumber: '3003', fundName: 'Trust' },
      ],
    });
    const funds = first.json().model.funds as { fundId: number; fundNumber: string }[];
    expect(funds.map((f) => f.fundNumber)).toEqual(['1001', '2002', '3003']);

    const second = await save(manager, {
      ...base,
      funds: [
        { fundId: funds[0]?.fundId, fundNumber: '1001', fundName: 'General Revenue (renamed)' },
        { fundId: 0, fundNumber: '4004', fundName: 'Settlement' },
      ],
    });
    expect(second.json().model.funds).toEqual([
      { fundId: funds[0]?.fundId, fundNumber: '1001', fundName: 'General Revenue (renamed)' },
      { fundId: expect.any(Number), fundNumber: '4004', fundName: 'Settlement' },
    ]);
    // Leaving funds out keeps them; an empty list removes them all.
    await save(manager, { ...base, allocatedAmt: '5.00' });
    expect((await ctx.db.select().from(budgetFunds).where(eq(budgetFunds.budgetId, id))).length).toBe(2);

    // A rejected fund rolls back the whole save.
    const bad = await save(manager, {
      ...base,
      allocatedAmt: '9.00',
      funds: [{ fundId: 0, fundNumber: '', fundName: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Fund number is required.');
    expect((await stored(id))?.allocatedAmt).toBe('5.00');

    await save(manager, { ...base, funds: [] });
    expect((await ctx.db.select().from(budgetFunds).where(eq(budgetFunds.budgetId, id))).length).toBe(0);
    const history = (await get(reader, `/api/BA/GetBudgetAuditHistory?id=${id}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'Fund Name',
        changedFrom: 'General Revenue',
        changedTo: 'General Revenue (renamed)',
      }),
    );
  });
});

describe('budget list and export', () => {
  it('filters by fiscal year and activity', async () => {
    const list = async (query: string) =>
      ((await get(reader, `/api/BA/GetBudgetList${query}`)).json() as { budgetName: string }[]).map(
        (b) => b.budgetName,
      );
    expect(await list(`?fiscalYearId=${fy25}&isActive=`)).toEqual(['Naloxone']);
    const active26 = await list(`?fiscalYearId=${fy26}&isActive=true`);
    expect(active26).toContain('Naloxone');
    expect(active26).not.toContain('Details test');
    expect(await list(`?fiscalYearId=${fy26}&isActive=false`)).toEqual(['Details test']);
    expect((await get(reader, '/api/BA/GetBudgetList?fiscalYearId=abc')).statusCode).toBe(400);
  });

  it('downloads the filtered rows with money as currency numbers', async () => {
    const link = await get(reader, `/api/BA/GetBudgetListExcel?fiscalYearId=${fy26}&isActive=true`);
    expect(link.json()).toMatchObject({ isSuccessful: true });
    const file = await ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename="Budgets-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = sheet?.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual([
      'Budget Name',
      'Fiscal Year',
      'Program',
      'OCA',
      'Allocations',
      'Expenditures',
      'Available Budget',
      'PO Value',
      'PO Balance',
      'Funds',
      'Is Active',
    ]);
    const expected = (
      await get(reader, `/api/BA/GetBudgetList?fiscalYearId=${fy26}&isActive=true`)
    ).json() as {
      budgetName: string;
    }[];
    const names = sheet?.getColumn(1).values.slice(2);
    expect(names).toEqual(expected.map((b) => b.budgetName));
    const allocation = sheet?.getRow((names ?? []).indexOf('Allocation test') + 2);
    expect(allocation?.getCell(5).value).toBe(1000.1);
    expect(allocation?.getCell(5).numFmt).toContain('#,##0.00');
    expect(allocation?.getCell(7).value).toBe(699.9);
  });

  it('writes each budget as the contract says, the same in the list and by id', async () => {
    const id = await create('Contract test');
    await ctx.db.insert(budgetFunds).values([
      { budgetId: id, fundNumber: 'F-2', fundName: 'Second' },
      { budgetId: id, fundNumber: 'F-1', fundName: 'First' },
    ]);
    const response = await get(reader, `/api/BA/GetBudgetList?fiscalYearId=${fy26}`);
    const list = z.array(budgetSchema.strict()).parse(response.json());
    expect(list.map((b) => b.budgetName)).toEqual(list.map((b) => b.budgetName).sort());
    for (const budget of list) {
      expect(budget.fiscalYearStr).toBe(fiscalYearName(budget.fiscalYearStart, budget.fiscalYearEnd));
      expect(budget.isActiveStr).toBe(yesNo(budget.isActive));
      const row = await stored(budget.budgetId);
      expect(budget.dateCreated).toBe(row?.createdAt.toISOString());
      expect(budget.lowBudgetLevel).toBe(row?.lowBudgetLevel);
      expect(budget.allocatedAmt).toBe(row?.allocatedAmt);
      const byId = await get(reader, `/api/BA/GetBudget?id=${budget.budgetId}`);
      expect(byId.json()).toEqual(budget);
    }
    const withFunds = list.find((b) => b.budgetId === id);
    expect(withFunds?.funds.map((f) => f.fundName)).toEqual(['Second', 'First']);
    expect(withFunds).toMatchObject({
      fiscalYearStr: 'FY26/27',
      fiscalYearStart: '2026-07-01',
      programId: null,
    });
    expect(withFunds?.remainingPoPercent).toBe(null);
  });

  it('answers an empty list as an empty array', async () => {
    const response = await get(reader, '/api/BA/GetBudgetList?fiscalYearId=999999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('the export link is refused to those who may not read budgets', async () => {
    expect((await get(outsider, '/api/BA/GetBudgetListExcel')).statusCode).toBe(403);
  });
});
