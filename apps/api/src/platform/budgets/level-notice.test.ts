import { Module, Role } from '@homer/contracts/access';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { budgets } from '../../db/schema/ba.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

// Issue 25: 'Budget over its notification level' once per crossing of the Available Budget below the level, to
// the B&A managers (B&A at Manager or above), whichever write moves it.

let ctx: TestContext;
let admin: string;
let managerIds: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  const ba = await signInBaUsers(ctx);
  admin = ba.admin;
  managerIds = [ba.adminId, ba.managerId].sort((a, b) => a - b);
  // A manager of another module: not a budget manager.
  await createUser(ctx.db, {
    userName: 'hd-manager',
    access: [{ module: Module.HelpDesk, role: Role.Manager }],
  });
});
afterAll(() => ctx.close());

const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await ctx.app.inject({ method, url, headers: bearer(admin), payload });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().isSuccessful, res.body).toBe(true);
  return res.json();
};

let budgetCount = 0;
const budgetForms = new Map<number, { budgetName: string; fiscalYearId: number }>();
/** 1,000.00 allocated at the default level of 10 percent: below it under an Available Budget of 100.00. */
async function newBudget(): Promise<number> {
  budgetCount += 1;
  const budgetName = `Level ${budgetCount}`;
  const { budgetIds, fiscalYearId } = await insertBudgets(
    ctx.db,
    [{ name: budgetName, allocatedAmt: '1000.00' }],
    {
      startDate: `${2050 + budgetCount}-07-01`,
      endDate: `${2051 + budgetCount}-06-30`,
    },
  );
  const budgetId = budgetIds[0] as number;
  budgetForms.set(budgetId, { budgetName, fiscalYearId });
  return budgetId;
}
const saveBudget = (budgetId: number, changes: object) =>
  send('PUT', '/api/BA/SaveBudget', {
    budgetId,
    ...budgetForms.get(budgetId),
    ...changes,
    confirmOverCommit: true,
  });

let invoiceCount = 0;
const paidInvoice = (budgetId: number, paidAmt: string) => {
  invoiceCount += 1;
  return send('POST', '/api/BA/SaveInvoice', {
    invoiceId: 0,
    budgetId,
    invoiceNumber: `LVL-${invoiceCount}`,
    statusId: 3,
    invoicedAmt: paidAmt,
    paidAmt,
    confirmOverCommit: true,
  });
};

/** Who was told about this budget, one entry per notification, by user id. */
async function noticesOf(budgetId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ userId: userNotifications.userId })
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.typeKey, 'ba.budget-over-notification-level'),
        eq(userNotifications.link, `ba/budgets/details/${budgetId}`),
      ),
    );
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

describe('Budget over its notification level', () => {
  // Exactly the managers: the B&A user ('ba-user') and the other module's manager are left out.
  it('tells each budget manager once per crossing, and no one else', async () => {
    const budgetId = await newBudget();
    await paidInvoice(budgetId, '850.00');
    expect(await noticesOf(budgetId), 'Available 150.00 is above the level').toEqual([]);

    await paidInvoice(budgetId, '100.00');
    expect(await noticesOf(budgetId), 'crossed to 50.00').toEqual(managerIds);
    const [notice] = await ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.link, `ba/budgets/details/${budgetId}`))
      .limit(1);
    expect(notice).toMatchObject({
      businessArea: 9,
      title: `Budget Level ${budgetCount} is below its notification level`,
      message: 'Available Budget $50.00 is below the notification level of 10% of the allocation.',
      subscription: `budget:${budgetId}`,
    });

    await paidInvoice(budgetId, '10.00');
    expect(await noticesOf(budgetId), 'still below at 40.00').toEqual(managerIds);

    // The allocation change takes it back above (2,000.00 − 960.00 ≥ 200.00) ...
    await saveBudget(budgetId, { allocatedAmt: '2000.00' });
    expect(await noticesOf(budgetId)).toEqual(managerIds);
    // ... and a PO's remaining balance takes it below again (2,000.00 − 960.00 − 900.00 = 140.00 < 200.00).
    await send('POST', '/api/BA/SavePo', {
      poId: 0,
      budgetId,
      poNumber: 'LVL-PO-1',
      lineNumber: 1,
      vendorName: 'McKesson Specialty Health',
      poValue: '900.00',
    });
    expect(await noticesOf(budgetId), 'the second crossing').toEqual([...managerIds, ...managerIds].sort());
  });

  it('is not sent again by a change that keeps a budget below, however it got there', async () => {
    const budgetId = await newBudget();
    await paidInvoice(budgetId, '950.00');
    await saveBudget(budgetId, { oca: 'OCA-1' });
    expect(await noticesOf(budgetId)).toEqual(managerIds);
  });

  it('is sent once when two changes cross together', async () => {
    const budgetId = await newBudget();
    await paidInvoice(budgetId, '850.00');
    await Promise.all([paidInvoice(budgetId, '60.00'), paidInvoice(budgetId, '60.00')]);
    expect(await noticesOf(budgetId)).toEqual(managerIds);
  });

  it('is sent when raising the level puts the budget below it, and a rolled-back save tells no one', async () => {
    const budgetId = await newBudget();
    await paidInvoice(budgetId, '850.00');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/BA/SaveInvoice',
      headers: bearer(admin),
      payload: {
        invoiceId: 0,
        budgetId,
        invoiceNumber: 'LVL-X',
        statusId: 3,
        invoicedAmt: '500.00',
        paidAmt: '500.00',
      },
    });
    expect(refused.json().value, 'over-committing without confirmation rolls back').toMatchObject({
      overCommitted: true,
    });
    expect(await noticesOf(budgetId)).toEqual([]);

    await saveBudget(budgetId, { lowBudgetLevel: '200.00', isLowBudgetLevelPercent: false });
    expect(await noticesOf(budgetId)).toEqual(managerIds);
    const [row] = await ctx.db
      .select({ notified: budgets.notifiedBelowLevel })
      .from(budgets)
      .where(eq(budgets.id, budgetId));
    expect(row?.notified).toBe(true);
    // Bookkeeping, like the stored figures: the global audit shows the level change, not the flag.
    const audited = await ctx.db
      .select({ field: globalAudit.field })
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'budgets'), eq(globalAudit.entityId, String(budgetId))));
    expect(audited.map((a) => a.field)).toContain('low_budget_level');
    expect(audited.map((a) => a.field)).not.toContain('notified_below_level');
  });
});
