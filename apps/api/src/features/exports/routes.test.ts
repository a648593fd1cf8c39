import { get as httpGet } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices } from '../../db/schema/ba.ts';
import { exportBatchSize } from '../../platform/exports/keyset-batches.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { exportSlots, exportsBusy } from './routes.ts';

let ctx: TestContext;
let manager: string;
let budgetId: number;
// More than two keyset batches, so a complete file proves the batches join up.
const invoiceCount = exportBatchSize * 2 + 234;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ manager } = await signInBaUsers(ctx));
  [budgetId] = (await insertBudgets(ctx.db, [{ name: 'Exported', allocatedAmt: '0' }])).budgetIds as [number];
  await ctx.db.insert(invoices).values(
    Array.from({ length: invoiceCount }, (_, i) => ({
      budgetId,
      invoiceNumber: `E-${String(i + 1).padStart(5, '0')}`,
      invoicedAmt: `${i + 1}.25`,
    })),
  );
});
afterAll(() => ctx.close());

async function link(): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/BA/GetBudgetInvoiceListExcel?budgetId=${budgetId}`,
    headers: bearer(manager),
  });
  return res.json().value;
}

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return (workbook.worksheets[0]?.getSheetValues() ?? [])
    .slice(1)
    .map((r) => (Array.isArray(r) ? r.slice(1) : r)) as unknown[][];
}

/** Holds an exclusive lock on the invoices table: every export waits on its first batch until unlocked. */
async function lockInvoices(): Promise<() => Promise<void>> {
  let unlock = () => {};
  const unlocked = new Promise<void>((resolve) => {
    unlock = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = ctx.ownerDb.transaction(async (tx) => {
    await tx.execute(sql`lock table invoices in access exclusive mode`);
    locked();
    await unlocked;
  });
  await isLocked;
  return async () => {
    unlock();
    await held;
  };
}

describe('GET api/Export/Download', () => {
  it('streams every row in batches, in invoice order, with the list header', async () => {
    const file = await ctx.app.inject({ method: 'GET', url: await link() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Budget Invoices-/);
    const rows = await sheetRows(file.rawPayload);
    expect(rows[0]?.[0]).toBe('Invoice #');
    expect(rows).toHaveLength(invoiceCount + 1);
    const numbers = rows.slice(1).map((r) => r[0]);
    expect(numbers).toEqual(
      Array.from({ length: invoiceCount }, (_, i) => `E-${String(i + 1).padStart(5, '0')}`),
    );
    expect(rows.at(-1)?.[6]).toBe(invoiceCount + 0.25);
  });

  it('writes two at once and answers a third at once with the queue message, starting nothing for it', async () => {
    const links = await Promise.all(Array.from({ length: 3 }, link));
    const unlock = await lockInvoices();
    try {
      const started = links.slice(0, 2).map((url) => ctx.app.inject({ method: 'GET', url }));
      await vi.waitFor(() => expect(exportSlots.running).toBe(2));
      // Both running exports wait on the lock with their first batch: any query an export starts would show here.
      const waitingQueries = async () =>
        (
          await ctx.ownerDb.execute<{ n: number }>(sql`
            select count(*)::int as n from pg_locks where not granted and relation = 'invoices'::regclass`)
        ).rows[0]?.n;
      await vi.waitFor(async () => expect(await waitingQueries()).toBe(2));

      // Answered while the table is still locked: the third read nothing and waited for nothing.
      const refused = await ctx.app.inject({ method: 'GET', url: links[2] });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toMatchObject({ isSuccessful: false, message: exportsBusy });
      expect([exportSlots.running, exportSlots.waiting]).toEqual([2, 0]);
      expect(await waitingQueries()).toBe(2);

      await unlock();
      const files = await Promise.all(started);
      expect(files.map((f) => f.statusCode)).toEqual([200, 200]);
      expect(await sheetRows(files[1]?.rawPayload ?? Buffer.alloc(0))).toHaveLength(invoiceCount + 1);
      expect(exportSlots.running).toBe(0);
    } finally {
      await unlock();
    }
  });

  it('frees the slot when the reader leaves mid-export', async () => {
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${base}${await link()}`;
    const unlock = await lockInvoices();
    try {
      const request = httpGet(url);
      request.on('error', () => {});
      await vi.waitFor(() => expect(exportSlots.running).toBe(1));
      request.destroy();
      // Let the server see the closed connection before the first batch comes back.
      await sleep(100);
      await unlock();
      await vi.waitFor(() => expect(exportSlots.running).toBe(0));

      // Both slots are free again: two more exports run straight away.
      const files = await Promise.all(
        [link(), link()].map(async (l) => ctx.app.inject({ method: 'GET', url: await l })),
      );
      expect(files.map((f) => f.statusCode)).toEqual([200, 200]);
    } finally {
      await unlock();
    }
  });
});
