import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, invoices, poFigures, purchaseOrders } from '../../db/schema/ba.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { getBudget, listBudgets } from './queries.ts';

let ctx: TestContext;
let budgetId: number;
let po1: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [budgetId] = (await insertBudgets(ctx.db, [{ name: 'Naloxone', allocatedAmt: '1000.10' }])).budgetIds as [
    number,
  ];
  const pos = await ctx.db
    .insert(purchaseOrders)
    .values([
      { budgetId, poNumber: 'PO-1', vendorName: 'Vendor A', poValue: '300.20' },
      { budgetId, poNumber: 'PO-2', vendorName: 'Vendor B', poValue: '100.00', isActive: false },
    ])
    .returning();
  po1 = pos[0]?.id ?? 0;
  await ctx.db.insert(invoices).values([
    { budgetId, poId: po1, invoiceNumber: 'I-1', statusId: 3, invoicedAmt: '100.10', paidAmt: '100.10' },
    { budgetId, poId: po1, invoiceNumber: 'I-2', statusId: 4, invoicedAmt: '0.20', paidAmt: '0.20' },
    { budgetId, poId: po1, invoiceNumber: 'I-3', statusId: 1, invoicedAmt: '50.00', paidAmt: '0' },
    { budgetId, invoiceNumber: 'I-4', statusId: 3, invoicedAmt: '200.30', paidAmt: '200.30' },
    { budgetId, invoiceNumber: 'I-5', statusId: 5, invoicedAmt: '999.00', paidAmt: '999.00' },
  ]);
});
afterAll(() => ctx.close());

describe('derived budget figures (stored sums and views, migration 0016)', () => {
  it('expenditures, PO balance, PO percent and available budget, exactly', async () => {
    const budget = await getBudget(ctx.db, budgetId);
    expect(budget).toMatchObject({
      allocatedAmt: '1000.10',
      expenditures: '300.60', // paid and reconciled only: 100.10 + 0.20 + 200.30
      currentPOsValue: '300.20', // active POs only
      pOsRemainingBalance: '199.90', // 300.20 - 100.30
      availableBudget: '499.60', // 1000.10 - 300.60 - 199.90
      remainingPoPercent: '19.99', // 199.90 / 1000.10
      isBudgetBelowNotificationLvl: false,
      isPOBelowNotificationLvl: false,
      fiscalYearStr: 'FY26/27',
      funds: [],
    });
    const [po] = await ctx.db.select().from(poFigures).where(eq(poFigures.poId, po1));
    expect(po).toMatchObject({
      expendituresYtd: '100.30',
      remainingPoBalance: '199.90',
      invoiceCount: 3,
      belowPoLevelThreshold: false,
    });
  });

  it('flags a budget and its POs below their notification levels', async () => {
    await ctx.db.update(budgets).set({ allocatedAmt: '450.00' }).where(eq(budgets.id, budgetId));
    await ctx.db.insert(invoices).values({
      budgetId,
      poId: po1,
      invoiceNumber: 'I-6',
      statusId: 3,
      invoicedAmt: '180.00',
      paidAmt: '180.00',
    });
    const budget = await getBudget(ctx.db, budgetId);
    // available = 450.00 - 480.60 - 19.90 = -50.50, below 10 % of 450; PO balance 19.90 below 10 % of 300.20
    expect(budget).toMatchObject({
      availableBudget: '-50.50',
      isBudgetBelowNotificationLvl: true,
      isPOBelowNotificationLvl: true,
    });
    const [po] = await ctx.db.select().from(poFigures).where(eq(poFigures.poId, po1));
    expect(po?.belowPoLevelThreshold).toBe(true);
  });

  it('lists by fiscal year and activity with the same figures', async () => {
    const [row] = await listBudgets(ctx.db, { isActive: true, fiscalYearId: undefined });
    expect(row?.availableBudget).toBe((await getBudget(ctx.db, budgetId))?.availableBudget);
    expect(await listBudgets(ctx.db, { isActive: false })).toEqual([]);
    expect(await listBudgets(ctx.db, { isActive: null, fiscalYearId: 999 })).toEqual([]);
  });
});
