import { Module, Role } from '@homer/contracts/access';
import { purchaseOrderMessages as m } from '@homer/contracts/ba-purchase-orders';
import { messages } from '@homer/contracts/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { invoices, purchaseOrders } from '../../db/schema/ba.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let managerId: number;
let reader: string;
let outsider: string;
let budgetId: number;
let inactiveBudgetId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, adminId, manager, managerId, reader } = await signInBaUsers(ctx));
  outsider = (
    await createSignedInUser(ctx, {
      userName: 'helpdesk',
      access: [{ module: Module.HelpDesk, role: Role.SystemAdmin }],
    })
  ).token;
  const { budgetIds } = await insertBudgets(
    ctx.db,
    [
      { name: 'Naloxone', allocatedAmt: '1000.00' },
      { name: 'Closed', allocatedAmt: '10.00', isActive: false },
    ],
    { isCurrent: true },
  );
  [budgetId, inactiveBudgetId] = budgetIds as [number, number];
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const save = (token: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/BA/SavePo', headers: bearer(token), payload: body });
const remove = (token: string, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/BA/PurchaseOrder/DeletePO/${id}`, headers: bearer(token) });
const poRows = () => ctx.db.select().from(purchaseOrders);
const newPo = (fields: object = {}) => ({
  poId: 0,
  budgetId,
  poNumber: 'PO-100',
  lineNumber: 1,
  vendorName: 'Acme Pharma',
  poValue: '500.00',
  purchaseReqNumber: '',
  purchaseReqPeriod: '',
  ...fields,
});
async function insertPo(fields: Partial<typeof purchaseOrders.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(purchaseOrders)
    .values({ budgetId, poNumber: 'PO-X', vendorName: 'Vendor', poValue: '100.00', ...fields })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('access', () => {
  it('B&A managers and admins use the PO calls; B&A users and other modules are refused', async () => {
    const urls = [
      `/api/BA/GetPoList?budgetId=${budgetId}`,
      `/api/BA/GetPoListExcel?budgetId=${budgetId}`,
      `/api/BA/GetBudgetPos?budgetId=${budgetId}`,
      '/api/BA/GetPo?id=1',
      '/api/BA/GetPoAuditHistory?id=1',
    ];
    for (const url of urls) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const denied = await get(reader, url);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
      expect((await get(outsider, url)).statusCode, url).toBe(403);
    }
    expect((await get(manager, urls[0] ?? '')).statusCode).toBe(200);
    expect((await get(admin, urls[0] ?? '')).statusCode).toBe(200);
    expect((await save(reader, newPo())).statusCode).toBe(403);
    expect(await poRows()).toEqual([]);
  });

  it('every signed-in user reads the feature flags; power mode is off by default', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/BA/GetFeatureFlags' })).statusCode).toBe(401);
    expect((await get(outsider, '/api/BA/GetFeatureFlags')).json()).toEqual({ powerMode: false });
  });
});

describe('PO list', () => {
  it('lists a budget’s POs sorted by PO number, with the po_figures figures and canDelete', async () => {
    const withInvoices = await insertPo({ poNumber: 'PO-200', poValue: '300.00' });
    await insertPo({
      poNumber: 'PO-050',
      poValue: '80.00',
      purchaseReqNumber: 'REQ-1',
      purchaseReqPeriod: '2026-07',
    });
    await insertPo({ poNumber: 'PO-200', lineNumber: 2, poValue: '10.00', isActive: false });
    await ctx.db.insert(invoices).values([
      {
        budgetId,
        poId: withInvoices,
        invoiceNumber: 'I-1',
        statusId: 3,
        invoicedAmt: '250.00',
        paidAmt: '250.00',
      },
      { budgetId, poId: withInvoices, invoiceNumber: 'I-2', statusId: 1, invoicedAmt: '40.00', paidAmt: '0' },
    ]);
    const res = await get(manager, `/api/BA/GetPoList?budgetId=${budgetId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(
      rows.map((r: { poNumber: string; lineNumber: number }) => `${r.poNumber}/${r.lineNumber}`),
    ).toEqual(['PO-050/1', 'PO-200/1', 'PO-200/2']);
    expect(rows[0]).toMatchObject({
      poValue: '80.00',
      expendituresYtd: '0.00',
      remainingPoBalance: '80.00',
      remainingPoPercent: '8.00',
      belowPOLevelThreshold: false,
      purchaseReqNumber: 'REQ-1',
      purchaseReqPeriod: '2026-07',
      canDelete: true,
      isActive: true,
      budgetId,
    });
    // Paid invoices only count as expenditures; 50.00 left of 300.00 is not below 10 %.
    expect(rows[1]).toMatchObject({
      poId: withInvoices,
      expendituresYtd: '250.00',
      remainingPoBalance: '50.00',
      remainingPoPercent: '5.00',
      belowPOLevelThreshold: false,
      canDelete: false,
    });
    await ctx.db.insert(invoices).values({
      budgetId,
      poId: withInvoices,
      invoiceNumber: 'I-3',
      statusId: 4,
      invoicedAmt: '30.00',
      paidAmt: '30.00',
    });
    const after = (await get(manager, `/api/BA/GetPoList?budgetId=${budgetId}&poId=${withInvoices}`)).json();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ remainingPoBalance: '20.00', belowPOLevelThreshold: true });
  });

  it('filters by Is Active and budget, and asks for a budget id', async () => {
    expect((await get(manager, `/api/BA/GetPoList?budgetId=${budgetId}&isActive=true`)).json()).toHaveLength(
      2,
    );
    expect((await get(manager, `/api/BA/GetPoList?budgetId=${budgetId}&isActive=false`)).json()).toHaveLength(
      1,
    );
    expect((await get(manager, `/api/BA/GetPoList?budgetId=${budgetId}&isActive=`)).json()).toHaveLength(3);
    expect((await get(manager, `/api/BA/GetPoList?budgetId=${inactiveBudgetId}`)).json()).toEqual([]);
    for (const query of ['', '?budgetId=', '?budgetId=0', '?budgetId=-3', '?budgetId=abc']) {
      const bad = await get(manager, `/api/BA/GetPoList${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toBe(m.budgetRequired);
    }
  });

  it('power mode off: the test inputs are ignored', async () => {
    const plain = (await get(manager, `/api/BA/GetPoList?budgetId=${budgetId}`)).json();
    const tested = await get(
      manager,
      `/api/BA/GetPoList?budgetId=${budgetId}&useTestData=true&testAllocation=5.00&testMultiplier=3&testRandomize=true`,
    );
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual(plain);
  });

  it('offers the budget’s POs as options for the invoice filter', async () => {
    const options = (await get(manager, `/api/BA/GetBudgetPos?budgetId=${budgetId}`)).json();
    expect(options.map((o: { text: string }) => o.text)).toEqual(['PO-050', 'PO-200', 'PO-200 (Line 2)']);
    expect(options[0]).toMatchObject({ value: expect.any(Number), additionalData: 'Vendor' });
    expect((await get(manager, '/api/BA/GetBudgetPos?budgetId=0')).json().message).toBe(m.budgetRequired);
  });
});

describe('saving a PO', () => {
  it('creates and edits a PO, audited with the actor', async () => {
    const created = await save(manager, newPo({ purchaseReqNumber: ' REQ-9 ', purchaseReqPeriod: '' }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      isSuccessful: true,
      message: m.saved,
      model: {
        poNumber: 'PO-100',
        vendorName: 'Acme Pharma',
        poValue: '500.00',
        expendituresYtd: '0.00',
        remainingPoBalance: '500.00',
        purchaseReqNumber: 'REQ-9',
        purchaseReqPeriod: null,
        isActive: true,
        canDelete: true,
      },
    });
    const id = created.json().model.poId;
    const edited = await save(
      manager,
      newPo({ poId: id, vendorName: 'Acme Pharma Inc', poValue: '650.5', isActive: false }),
    );
    expect(edited.json()).toMatchObject({
      isSuccessful: true,
      model: { poId: id, vendorName: 'Acme Pharma Inc', poValue: '650.50', isActive: false },
    });
    expect((await get(manager, `/api/BA/GetPo?id=${id}`)).json()).toMatchObject({
      poId: id,
      poValue: '650.50',
    });
    expect((await get(manager, '/api/BA/GetPo?id=99999')).json().message).toBe(m.notFound);

    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'purchase_orders'), eq(globalAudit.entityId, String(id))));
    expect(audit.every((a) => a.changedBy === managerId)).toBe(true);
    expect(audit[0]).toMatchObject({
      businessArea: 9,
      module: 'BA',
      recordAffected: `Purchase Order #${id}`,
    });
    const history = (await get(manager, `/api/BA/GetPoAuditHistory?id=${id}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'Vendor Name',
        changedFrom: 'Acme Pharma',
        changedTo: 'Acme Pharma Inc',
        changedBy: 'Test ba-manager',
      }),
    );
  });

  it('rejects bad input with its message and stores nothing', async () => {
    const before = (await poRows()).length;
    const cases: [object, string][] = [
      [{ poNumber: '' }, m.poNumberRequired],
      [{ poNumber: '   ' }, m.poNumberRequired],
      [{ poNumber: 'P'.repeat(31) }, m.poNumberTooLong],
      [{ lineNumber: 0 }, m.lineNumberInvalid],
      [{ lineNumber: 1.5 }, m.lineNumberInvalid],
      [{ lineNumber: null }, m.lineNumberInvalid],
      [{ vendorName: '' }, m.vendorNameRequired],
      [{ vendorName: 'V'.repeat(151) }, m.vendorNameTooLong],
      [{ poValue: '' }, m.poValueRequired],
      [{ poValue: '-5' }, 'Enter an amount such as 1234.56 (up to 2 decimals).'],
      [{ poValue: '1.234' }, 'Enter an amount such as 1234.56 (up to 2 decimals).'],
      [{ purchaseReqNumber: 'R'.repeat(31) }, m.purchaseReqNumberTooLong],
      [{ purchaseReqPeriod: 'P'.repeat(21) }, m.purchaseReqPeriodTooLong],
      [{ budgetId: 0 }, m.budgetRequired],
    ];
    for (const [fields, message] of cases) {
      const res = await save(admin, newPo({ poNumber: 'PO-NEW', ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toBe(message);
    }
    const missingBudget = await save(admin, newPo({ poNumber: 'PO-NEW', budgetId: 99999 }));
    expect(missingBudget.statusCode).toBe(404);
    expect(missingBudget.json().message).toBe(m.budgetNotFound);
    const inactive = await save(admin, newPo({ poNumber: 'PO-NEW', budgetId: inactiveBudgetId }));
    expect(inactive.json()).toMatchObject({ isSuccessful: false, message: m.budgetInactive });
    expect((await save(admin, newPo({ poId: 99999 }))).statusCode).toBe(404);
    expect((await poRows()).length).toBe(before);
  });

  it('refuses a duplicate PO number and line on the same budget, and moving a PO to another budget', async () => {
    const before = (await poRows()).length;
    const duplicate = await save(manager, newPo({ poNumber: 'PO-050' }));
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: m.duplicateNumber });
    expect((await poRows()).length).toBe(before);
    const otherLine = await save(manager, newPo({ poNumber: 'PO-050', lineNumber: 2 }));
    expect(otherLine.json().isSuccessful).toBe(true);
    const id = otherLine.json().model.poId;
    const renumbered = await save(manager, newPo({ poId: id, poNumber: 'PO-050', lineNumber: 1 }));
    expect(renumbered.json()).toMatchObject({ isSuccessful: false, message: m.duplicateNumber });
    const moved = await save(
      manager,
      newPo({ poId: id, poNumber: 'PO-050', lineNumber: 2, budgetId: inactiveBudgetId }),
    );
    expect(moved.json()).toMatchObject({ isSuccessful: false, message: m.budgetChanged });
    const [row] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(row).toMatchObject({ budgetId, lineNumber: 2 });
  });
});

describe('deleting a PO', () => {
  it('a PO with invoices is refused with a message and kept', async () => {
    const [po] = await ctx.db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.poNumber, 'PO-200'), eq(purchaseOrders.lineNumber, 1)));
    const res = await remove(admin, po?.id ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: false, message: m.hasInvoices });
    expect(
      await ctx.db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, po?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('a B&A manager is refused (403) and nothing is deleted; a B&A admin deletes a PO without invoices', async () => {
    const id = await insertPo({ poNumber: 'PO-DEL' });
    const denied = await remove(manager, id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect(await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))).toHaveLength(1);
    // The spec leaves the method open; a GET must not delete (decision 005).
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/BA/PurchaseOrder/DeletePO/${id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);

    const res = await remove(admin, id);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.deleted });
    expect(await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))).toHaveLength(0);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'purchase_orders'),
          eq(globalAudit.entityId, String(id)),
          eq(globalAudit.changedBy, adminId),
        ),
      );
    expect(audit.map((a) => a.field)).toContain('po_number');
    expect((await remove(admin, id)).statusCode).toBe(404);
  });
});

describe('Excel export', () => {
  async function sheetRows(token: string, query: string) {
    const link = await get(token, `/api/BA/GetPoListExcel${query}`);
    expect(link.json()).toMatchObject({ isSuccessful: true });
    const file = await ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename="Budget POs-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return (workbook.worksheets[0]?.getSheetValues() ?? [])
      .slice(1)
      .map((r) => (Array.isArray(r) ? r.slice(1) : r)) as unknown[][];
  }

  it('exports the list with the filters on screen', async () => {
    const all = await sheetRows(manager, `?budgetId=${budgetId}&isActive=`);
    expect(all[0]?.slice(0, 6)).toEqual([
      'PO #',
      'Line #',
      'Vendor',
      'PO Value',
      'Expenditures YTD',
      'Remaining PO Balance',
    ]);
    const listed = (await get(manager, `/api/BA/GetPoList?budgetId=${budgetId}&isActive=`)).json();
    expect(all.length).toBe(1 + listed.length);
    const active = await sheetRows(manager, `?budgetId=${budgetId}&isActive=true`);
    expect(active.slice(1).every((r) => r[10] === 'Yes')).toBe(true);
    expect(active.length).toBeLessThan(all.length);
    const withInvoices = listed.find((r: { canDelete: boolean }) => !r.canDelete);
    const one = await sheetRows(manager, `?budgetId=${budgetId}&poId=${withInvoices.poId}`);
    expect(one.slice(1)).toEqual([
      [withInvoices.poNumber, 1, 'Vendor', 300, 280, 20, 2, 'Yes', undefined, undefined, 'Yes'],
    ]);
  });
});

describe('power mode on', () => {
  let powered: TestContext;
  let token: string;
  let poId: number;
  let poweredBudget: number;
  beforeAll(async () => {
    powered = await createTestContext(undefined, { POWER_MODE: 'true' });
    token = (
      await createSignedInUser(powered, {
        userName: 'ba-manager',
        access: [{ module: Module.BA, role: Role.Manager }],
      })
    ).token;
    [poweredBudget] = (await insertBudgets(powered.db, [{ name: 'Test', allocatedAmt: '1000.00' }]))
      .budgetIds as [number];
    const [po] = await powered.db
      .insert(purchaseOrders)
      .values({ budgetId: poweredBudget, poNumber: 'PO-1', vendorName: 'V', poValue: '200.00' })
      .returning();
    poId = po?.id ?? 0;
    await powered.db.insert(invoices).values({
      budgetId: poweredBudget,
      poId,
      invoiceNumber: 'I',
      statusId: 3,
      invoicedAmt: '50.00',
      paidAmt: '50.00',
    });
  });
  afterAll(() => powered.close());
  const list = (query: string) =>
    powered.app.inject({
      method: 'GET',
      url: `/api/BA/GetPoList?budgetId=${poweredBudget}${query}`,
      headers: bearer(token),
    });

  it('says so in the feature flags and scales the figures without writing them', async () => {
    expect(
      (
        await powered.app.inject({ method: 'GET', url: '/api/BA/GetFeatureFlags', headers: bearer(token) })
      ).json(),
    ).toEqual({ powerMode: true });
    expect((await list('&testMultiplier=3')).json()[0]).toMatchObject({
      poValue: '200.00',
      remainingPoBalance: '150.00',
    });
    const scaled = (await list('&useTestData=true&testMultiplier=3')).json()[0];
    // 600.00 value, 150.00 spent, 450.00 left of a 3000.00 allocation.
    expect(scaled).toMatchObject({
      poValue: '600.00',
      expendituresYtd: '150.00',
      remainingPoBalance: '450.00',
      remainingPoPercent: '15.00',
    });
    const allocated = (await list('&useTestData=true&testAllocation=300')).json()[0];
    expect(allocated).toMatchObject({
      poValue: '200.00',
      remainingPoBalance: '150.00',
      remainingPoPercent: '50.00',
    });
    const random = (await list('&useTestData=true&testRandomize=true')).json()[0];
    const spent = Number(random.expendituresYtd);
    expect(spent).toBeGreaterThanOrEqual(0);
    expect(spent).toBeLessThanOrEqual(220);
    const [stored] = await powered.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId));
    expect(stored?.poValue).toBe('200.00');
  });

  it('rejects a malformed test multiplier or allocation with a message', async () => {
    const bad = await list('&useTestData=true&testMultiplier=lots');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.testMultiplierInvalid);
    expect((await list('&useTestData=true&testAllocation=-1')).json().message).toBe(
      'Enter an amount such as 1234.56 (up to 2 decimals).',
    );
  });
});
