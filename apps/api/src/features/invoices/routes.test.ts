import { invoiceMessages } from '@homer/contracts/ba-invoices';
import { messages } from '@homer/contracts/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { invoices, purchaseOrders } from '../../db/schema/ba.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let managerId: number;
let reader: string;
let budgetId: number;
let otherBudgetId: number;
let pagingBudgetId: number;
let poA: number;
let poB: number;
let foreignPo: number;
let facilityId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, adminId, manager, managerId, reader } = await signInBaUsers(ctx));
  [facilityId] = (await insertFacilities(ctx.db, [{ name: 'Central Pharmacy' }])).facilityIds as [number];
  const { budgetIds } = await insertBudgets(ctx.db, [
    { name: 'Naloxone', allocatedAmt: '1000.00' },
    { name: 'Other', allocatedAmt: '500.00' },
    { name: 'Paging', allocatedAmt: '0' },
  ]);
  [budgetId, otherBudgetId, pagingBudgetId] = budgetIds as [number, number, number];
  const pos = await ctx.db
    .insert(purchaseOrders)
    .values([
      { budgetId, poNumber: 'PO-A', vendorName: 'Vendor A', poValue: '300.00' },
      { budgetId, poNumber: 'PO-B', vendorName: 'Vendor B', poValue: '200.00' },
      { budgetId: otherBudgetId, poNumber: 'PO-X', vendorName: 'Vendor X', poValue: '100.00' },
    ])
    .returning();
  [poA, poB, foreignPo] = pos.map((p) => p.id) as [number, number, number];
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The budget's figures as the budget screens read them (GetBudget). */
const budgetFigures = async (id: number) => (await get(manager, `/api/BA/GetBudget?id=${id}`)).json();
const save = (token: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/BA/SaveInvoice', headers: bearer(token), payload: body });
const invoiceCount = async () => (await ctx.db.select({ id: invoices.id }).from(invoices)).length;
const form = (overrides: object = {}) => ({
  invoiceId: 0,
  budgetId,
  invoiceNumber: 'INV-100',
  statusId: 1,
  effectiveDate: '2026-08-01',
  requestNumber: 'REQ-1',
  confirmationNumber: 'CONF-1',
  poId: null,
  facilityId: null,
  invoicedAmt: '100.00',
  paidAmt: '0',
  paymentCrNum: '',
  reconciledAmt: '0',
  notes: '',
  ...overrides,
});
const listUrl = (query: string) => `/api/BA/GetBudgetInvoiceList?page=1&pageSize=100&${query}`;

describe('access', () => {
  it('B&A users are refused invoices but read the statuses; managers read; only the B&A admin creates', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: listUrl(`budgetId=${budgetId}`) })).statusCode).toBe(
      401,
    );
    for (const url of [
      listUrl(`budgetId=${budgetId}`),
      `/api/BA/GetBudgetInvoiceListExcel?budgetId=${budgetId}`,
      '/api/BA/GetInvoice?id=1',
      '/api/BA/GetInvoiceAuditHistory?id=1',
      '/api/Select/Facilities',
    ]) {
      const denied = await get(reader, url);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
    }
    expect((await save(reader, form())).statusCode).toBe(403);

    const statuses = await get(reader, '/api/BA/GetInvoiceStatuses');
    expect(statuses.json()).toEqual([
      { value: 1, text: 'Pending' },
      { value: 2, text: 'Approved' },
      { value: 3, text: 'Paid' },
      { value: 4, text: 'Reconciled' },
      { value: 5, text: 'Void' },
    ]);
    expect((await get(manager, listUrl(`budgetId=${budgetId}`))).json()).toEqual({
      data: [],
      totalRecords: 0,
    });
    expect((await get(manager, '/api/Select/Facilities')).json()).toEqual([
      { value: facilityId, text: 'Central Pharmacy' },
    ]);

    const create = await save(manager, form());
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(messages.accessDenied);
    expect(await invoiceCount()).toBe(0);
  });
});

describe('saving', () => {
  let invoiceId: number;

  it('the B&A admin creates an invoice, audited under their name', async () => {
    const res = await save(admin, form({ poId: poA, facilityId, notes: 'First one' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: invoiceMessages.saved,
      model: {
        budgetId,
        invoiceNumber: 'INV-100',
        statusId: 1,
        statusName: 'Pending',
        effectiveDate: '2026-08-01',
        poId: poA,
        poNumber: 'PO-A',
        facilityId,
        facilityName: 'Central Pharmacy',
        invoicedAmt: '100.00',
        paidAmt: '0.00',
        paymentCrNum: null,
        reconciledAmt: '0.00',
        notes: 'First one',
      },
    });
    invoiceId = res.json().model.invoiceId;
    expect((await get(manager, `/api/BA/GetInvoice?id=${invoiceId}`)).json()).toEqual(res.json().model);

    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'invoices'), eq(globalAudit.entityId, String(invoiceId))));
    expect(audit.length).toBeGreaterThan(5);
    expect(audit[0]).toMatchObject({
      businessArea: 9,
      module: 'BA',
      changedBy: adminId,
      recordAffected: `Invoice #${invoiceId}`,
    });
    const history = (await get(manager, `/api/BA/GetInvoiceAuditHistory?id=${invoiceId}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'Invoice Number',
        changedFrom: null,
        changedTo: 'INV-100',
        changedBy: 'Test ba-admin',
      }),
    );
  });

  it('rejects bad input with its message and stores nothing', async () => {
    const before = await invoiceCount();
    const cases: [object, string][] = [
      [{ invoiceNumber: '' }, invoiceMessages.invoiceNumberRequired],
      [{ invoiceNumber: 'x'.repeat(51) }, invoiceMessages.invoiceNumberTooLong],
      [{ statusId: 0 }, invoiceMessages.statusRequired],
      [{ invoicedAmt: '' }, invoiceMessages.invoicedAmtRequired],
      [{ invoicedAmt: '12.345' }, 'Enter an amount such as 1234.56 (up to 2 decimals).'],
      [{ effectiveDate: '2026-02-30' }, 'Enter a date as MM/DD/YYYY.'],
      [{ requestNumber: 'r'.repeat(31) }, invoiceMessages.requestNumberTooLong],
      [{ notes: 'n'.repeat(501) }, invoiceMessages.notesTooLong],
      [{ paidAmt: '100.01' }, invoiceMessages.paidExceedsInvoiced],
      [{ paidAmt: '50.00', reconciledAmt: '50.01' }, invoiceMessages.reconciledExceedsPaid],
      [{ statusId: 3, paidAmt: '0.00' }, invoiceMessages.paidAmountRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await save(admin, form(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const refusals: [object, string][] = [
      [{ poId: foreignPo }, invoiceMessages.poNotInBudget],
      [{ poId: 999999 }, invoiceMessages.poNotInBudget],
      [{ facilityId: 999999 }, invoiceMessages.facilityNotFound],
      [{ budgetId: 999999 }, invoiceMessages.budgetNotFound],
    ];
    for (const [overrides, message] of refusals) {
      const res = await save(admin, form(overrides));
      expect(res.statusCode, message).toBe(200);
      expect(res.json()).toMatchObject({ isSuccessful: false, message });
    }
    expect(await invoiceCount()).toBe(before);
  });

  it('a B&A manager edits; only changed fields are audited, under the manager; the budget cannot change', async () => {
    const res = await save(
      manager,
      form({ invoiceId, poId: poA, facilityId, notes: 'First one', statusId: 2 }),
    );
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      model: { invoiceId, statusId: 2, statusName: 'Approved' },
    });
    const byManager = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'invoices'),
          eq(globalAudit.entityId, String(invoiceId)),
          eq(globalAudit.changedBy, managerId),
        ),
      );
    expect(byManager.map((a) => [a.field, a.changedFrom, a.changedTo])).toEqual([['status_id', '1', '2']]);

    const foreign = await save(manager, form({ invoiceId, poId: foreignPo }));
    expect(foreign.json()).toMatchObject({ isSuccessful: false, message: invoiceMessages.poNotInBudget });
    const moved = await save(manager, form({ invoiceId, budgetId: otherBudgetId }));
    expect(moved.json()).toMatchObject({ isSuccessful: false, message: invoiceMessages.budgetChanged });
    const [stored] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(stored).toMatchObject({ budgetId, poId: poA, statusId: 2 });

    const missing = await save(manager, form({ invoiceId: 999999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(invoiceMessages.notFound);
    expect((await get(manager, '/api/BA/GetInvoice?id=999999')).statusCode).toBe(404);
  });

  it("paying an invoice changes the budget's figures exactly", async () => {
    const before = await budgetFigures(budgetId);
    expect(before).toMatchObject({
      expenditures: '0.00',
      pOsRemainingBalance: '500.00',
      availableBudget: '500.00',
    });

    // Without a PO the payment comes straight off the available budget.
    const direct = await save(
      admin,
      form({ invoiceNumber: 'INV-101', statusId: 3, invoicedAmt: '40.10', paidAmt: '40.05' }),
    );
    expect(direct.json().isSuccessful).toBe(true);
    expect(await budgetFigures(budgetId)).toMatchObject({
      expenditures: '40.05',
      pOsRemainingBalance: '500.00',
      availableBudget: '459.95',
    });

    // Paid against a PO it was already reserved: the PO balance falls and the available budget stays.
    const paid = await save(
      manager,
      form({ invoiceId, poId: poA, statusId: 3, invoicedAmt: '100.00', paidAmt: '99.99' }),
    );
    expect(paid.json().isSuccessful).toBe(true);
    expect(await budgetFigures(budgetId)).toMatchObject({
      expenditures: '140.04',
      pOsRemainingBalance: '400.01',
      availableBudget: '459.95',
    });

    // Void no longer counts.
    await save(
      manager,
      form({
        invoiceId: direct.json().model.invoiceId,
        invoiceNumber: 'INV-101',
        statusId: 5,
        invoicedAmt: '40.10',
        paidAmt: '40.05',
      }),
    );
    expect(await budgetFigures(budgetId)).toMatchObject({
      expenditures: '99.99',
      availableBudget: '500.00',
    });
  });
});

describe('the list', () => {
  beforeAll(async () => {
    // 120 invoices on two POs, a facility on every third, statuses in turn.
    await ctx.db.insert(invoices).values(
      Array.from({ length: 120 }, (_, i) => ({
        budgetId: pagingBudgetId,
        invoiceNumber: `P-${String(i + 1).padStart(3, '0')}`,
        statusId: (i % 5) + 1,
        invoicedAmt: `${1000 - i}.00`,
        paidAmt: (i % 5) + 1 === 3 || (i % 5) + 1 === 4 ? '1.00' : '0',
        poId: null,
        facilityId: i % 3 === 0 ? facilityId : null,
      })),
    );
  });

  const page = (query: string) =>
    get(manager, `/api/BA/GetBudgetInvoiceList?budgetId=${pagingBudgetId}&${query}`);

  it('pages by 100 in invoice order by default', async () => {
    const first = (await page('page=1&pageSize=100')).json();
    expect(first.totalRecords).toBe(120);
    expect(first.data).toHaveLength(100);
    expect(first.data[0]).toMatchObject({
      invoiceNumber: 'P-001',
      statusName: 'Pending',
      budgetId: pagingBudgetId,
    });
    const ids = first.data.map((r: { invoiceId: number }) => r.invoiceId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = (await page('page=2&pageSize=100')).json();
    expect(second.data.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => `P-${String(i + 101).padStart(3, '0')}`),
    );
  });

  it('sorts by a column with the id as tie-breaker', async () => {
    const byAmount = (await page('page=1&pageSize=10&sortField=invoicedAmt&sortOrder=asc')).json();
    expect(byAmount.data[0]).toMatchObject({ invoiceNumber: 'P-120', invoicedAmt: '881.00' });
    const byIdDesc = (await page('page=1&pageSize=10&sortField=invoiceId&sortOrder=desc')).json();
    expect(byIdDesc.data[0].invoiceNumber).toBe('P-120');
    const unknownField = (await page('page=1&pageSize=10&sortField=dropTable')).json();
    expect(unknownField.data[0].invoiceNumber).toBe('P-001');
  });

  it('filters by status, PO and search; 0 means All', async () => {
    expect((await page('page=1&pageSize=100&baInvoiceStatus=3')).json().totalRecords).toBe(24);
    expect((await page('page=1&pageSize=100&baInvoiceStatus=0&poId=0')).json().totalRecords).toBe(120);
    expect((await page('page=1&pageSize=100&search=Central')).json().totalRecords).toBe(40);
    expect((await page('page=1&pageSize=100&search=p-11')).json().totalRecords).toBe(10);

    const ours = (await get(manager, listUrl(`budgetId=${budgetId}&poId=${poA}`))).json();
    expect(
      ours.data.map((r: { invoiceNumber: string; poNumber: string }) => [r.invoiceNumber, r.poNumber]),
    ).toEqual([['INV-100', 'PO-A']]);
    expect((await get(manager, listUrl(`budgetId=${budgetId}&poId=${poB}`))).json().totalRecords).toBe(0);
    expect((await get(manager, listUrl(`budgetId=${budgetId}&search=PO-A`))).json().totalRecords).toBe(1);
  });

  it('rejects a missing budget, an unknown status and a page size off the list', async () => {
    const noBudget = await get(manager, '/api/BA/GetBudgetInvoiceList?page=1&pageSize=100');
    expect(noBudget.statusCode).toBe(400);
    expect(noBudget.json().message).toBe(invoiceMessages.budgetRequired);
    expect((await page('page=1&pageSize=100&baInvoiceStatus=9')).json().message).toBe(
      'Unknown invoice status.',
    );
    expect((await page('page=1&pageSize=7')).json().message).toBe(
      'Page size must be one of 10, 25, 50, 100, 200.',
    );
  });
});

describe('Excel export', () => {
  async function exported(token: string, query: string) {
    const link = await get(token, `/api/BA/GetBudgetInvoiceListExcel?${query}`);
    expect(link.json()).toMatchObject({ isSuccessful: true });
    const file = await ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return (workbook.worksheets[0]?.getSheetValues() ?? [])
      .slice(1)
      .map((r) => (Array.isArray(r) ? r.slice(1) : r)) as unknown[][];
  }

  it('honours the budget, PO and status filters', async () => {
    const all = await exported(manager, `budgetId=${pagingBudgetId}`);
    expect(all[0]).toEqual([
      'Invoice #',
      'Status',
      'Effective Dt',
      'Request #',
      'Confirm #',
      'PO #',
      'Invoice $',
      'Paid $',
      'Paid CR #',
      'Reconciled $',
      'Facility',
    ]);
    expect(all).toHaveLength(121);
    const paid = await exported(manager, `budgetId=${pagingBudgetId}&baInvoiceStatus=3&poId=`);
    expect(paid).toHaveLength(25);
    expect(paid.slice(1).every((r) => r[1] === 'Paid')).toBe(true);

    const byPo = await exported(admin, `budgetId=${budgetId}&poId=${poA}`);
    expect(byPo.slice(1).map((r) => [r[0], r[5], r[6], r[7]])).toEqual([['INV-100', 'PO-A', 100, 99.99]]);
    expect((await get(reader, `/api/BA/GetBudgetInvoiceListExcel?budgetId=${budgetId}`)).statusCode).toBe(
      403,
    );
  });
});
