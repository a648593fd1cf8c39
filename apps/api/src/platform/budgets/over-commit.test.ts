import { overCommitMessage } from '@homer/contracts/ba-over-commit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, invoices, purchaseOrders } from '../../db/schema/ba.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let manager: string;
let reader: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, manager, reader } = await signInBaUsers(ctx));
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload });
const savePo = (token: string, body: object) => send('POST', '/api/BA/SavePo', token, body);
const saveInvoice = (token: string, body: object) => send('POST', '/api/BA/SaveInvoice', token, body);
const saveBudget = (token: string, body: object) => send('PUT', '/api/BA/SaveBudget', token, body);

let budgetCount = 0;
/** A fresh budget of 250,000.00 (the figures) in its own fiscal year. */
async function budgetOf(allocatedAmt = '250000.00') {
  budgetCount += 1;
  const { budgetIds, fiscalYearId } = await insertBudgets(
    ctx.db,
    [{ name: `ADAP ${budgetCount}`, allocatedAmt }],
    { startDate: `${2040 + budgetCount}-07-01`, endDate: `${2041 + budgetCount}-06-30` },
  );
  return { budgetId: budgetIds[0] as number, fiscalYearId };
}
const po = (budgetId: number, fields: object = {}) => ({
  poId: 0,
  budgetId,
  poNumber: 'B4A1C2-2026-00017',
  lineNumber: 1,
  vendorName: 'McKesson Specialty Health',
  poValue: '180000.00',
  ...fields,
});
const available = async (budgetId: number) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/BA/GetBudget?id=${budgetId}`,
    headers: bearer(admin),
  });
  return res.json().availableBudget as string;
};
const posOf = (budgetId: number) =>
  ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.budgetId, budgetId));

describe('a purchase order that over-commits its budget', () => {
  it('is refused without the confirmation, with the figure it would leave, and nothing is stored', async () => {
    const { budgetId } = await budgetOf();
    expect((await savePo(manager, po(budgetId))).json().isSuccessful).toBe(true);
    const res = await savePo(manager, po(budgetId, { poNumber: 'B4A1C2-2026-00018', poValue: '100000.00' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccessful: false,
      message: overCommitMessage('-30000.00'),
      messageClass: 'warning',
      value: { overCommitted: true, availableBudget: '-30000.00' },
      model: null,
    });
    expect(res.json().message).toBe(
      'This save would over-commit the budget: its Available Budget would be -$30,000.00. Confirm to save it anyway.',
    );
    expect(await posOf(budgetId)).toHaveLength(1);
    expect(await available(budgetId)).toBe('70000.00');
  });

  it('is saved by a B&A manager who confirms, and the budget shows the overrun', async () => {
    const { budgetId } = await budgetOf();
    await savePo(manager, po(budgetId));
    const res = await savePo(
      manager,
      po(budgetId, { poNumber: 'B4A1C2-2026-00018', poValue: '100000.00', confirmOverCommit: true }),
    );
    expect(res.json()).toMatchObject({ isSuccessful: true, message: 'Purchase Order saved.' });
    expect(await posOf(budgetId)).toHaveLength(2);
    expect(await available(budgetId)).toBe('-30000.00');
  });

  it('an edit that raises the PO value over the allocation asks too; one that does not worsen it does not', async () => {
    const { budgetId } = await budgetOf();
    const saved = (await savePo(manager, po(budgetId))).json().model;
    const raise = await savePo(manager, po(budgetId, { poId: saved.poId, poValue: '260000.00' }));
    expect(raise.json().value).toEqual({ overCommitted: true, availableBudget: '-10000.00' });
    const [kept] = await posOf(budgetId);
    expect(kept?.poValue).toBe('180000.00');

    await savePo(manager, po(budgetId, { poId: saved.poId, poValue: '260000.00', confirmOverCommit: true }));
    // Already over: renaming the vendor, or lowering the value, changes nothing for the worse.
    const rename = await savePo(
      manager,
      po(budgetId, { poId: saved.poId, poValue: '260000.00', vendorName: 'X' }),
    );
    expect(rename.json().isSuccessful).toBe(true);
    const lower = await savePo(manager, po(budgetId, { poId: saved.poId, poValue: '255000.00' }));
    expect(lower.json().isSuccessful).toBe(true);
    expect(await available(budgetId)).toBe('-5000.00');
  });

  it('a PO that fits exactly (Available Budget 0.00) is not an over-commitment', async () => {
    const { budgetId } = await budgetOf();
    const res = await savePo(manager, po(budgetId, { poValue: '250000.00' }));
    expect(res.json().isSuccessful).toBe(true);
    expect(await available(budgetId)).toBe('0.00');
  });

  it('B&A users cannot save or confirm: the route is for B&A managers', async () => {
    const { budgetId } = await budgetOf();
    const res = await savePo(reader, po(budgetId, { poValue: '300000.00', confirmOverCommit: true }));
    expect(res.statusCode).toBe(403);
    expect(await posOf(budgetId)).toHaveLength(0);
  });

  it('a confirmation flag that is not a boolean is refused', async () => {
    const { budgetId } = await budgetOf();
    const res = await savePo(manager, po(budgetId, { poValue: '300000.00', confirmOverCommit: 'yes' }));
    expect(res.statusCode).toBe(400);
    expect(await posOf(budgetId)).toHaveLength(0);
  });
});

describe('an invoice that over-commits its budget', () => {
  it('is refused without the confirmation and saved with it', async () => {
    const { budgetId } = await budgetOf('1000.00');
    const invoice = {
      invoiceId: 0,
      budgetId,
      invoiceNumber: 'INV-1',
      statusId: 3,
      invoicedAmt: '1200.00',
      paidAmt: '1200.00',
    };
    const refused = await saveInvoice(admin, invoice);
    expect(refused.json()).toMatchObject({
      isSuccessful: false,
      message: overCommitMessage('-200.00'),
      value: { overCommitted: true, availableBudget: '-200.00' },
    });
    expect(await ctx.db.$count(invoices, eq(invoices.budgetId, budgetId))).toBe(0);

    const saved = await saveInvoice(admin, { ...invoice, confirmOverCommit: true });
    expect(saved.json()).toMatchObject({ isSuccessful: true });
    expect(await available(budgetId)).toBe('-200.00');
    // A pending invoice moves no money: no question.
    const pending = await saveInvoice(admin, {
      ...invoice,
      invoiceNumber: 'INV-2',
      statusId: 1,
      paidAmt: '0',
    });
    expect(pending.json().isSuccessful).toBe(true);
  });
});

describe('an allocation lowered below what is committed', () => {
  it('is refused without the confirmation and saved with it', async () => {
    const { budgetId, fiscalYearId } = await budgetOf();
    await savePo(manager, po(budgetId));
    const body = { budgetId, budgetName: 'ADAP', fiscalYearId, allocatedAmt: '150000.00' };
    const refused = await saveBudget(manager, body);
    expect(refused.json()).toMatchObject({
      isSuccessful: false,
      message: overCommitMessage('-30000.00'),
      value: { overCommitted: true, availableBudget: '-30000.00' },
    });
    const [kept] = await ctx.db.select().from(budgets).where(eq(budgets.id, budgetId));
    expect(kept?.allocatedAmt).toBe('250000.00');

    const saved = await saveBudget(manager, { ...body, confirmOverCommit: true });
    expect(saved.json()).toMatchObject({ isSuccessful: true, model: { availableBudget: '-30000.00' } });
  });
});
