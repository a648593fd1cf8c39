import { type InvoiceListRow, invoiceSortFields } from '@homer/contracts/ba-invoices';
import { pageCursorMessages } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, purchaseOrders } from '../../db/schema/ba.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { expectCursorWalkMatchesOffset, forgedCursors, pagedListClient } from '../../test/walk-pages.ts';

/** Keyset paging of api/BA/GetBudgetInvoiceList (decision 027); the rest of the list is in routes.test.ts. */
let ctx: TestContext;
let manager: string;
let budgetId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ manager } = await signInBaUsers(ctx));
  const facilityIds = (
    await insertFacilities(ctx.db, [{ name: 'Central Pharmacy' }, { name: 'East Clinic' }])
  ).facilityIds;
  [budgetId] = (await insertBudgets(ctx.db, [{ name: 'Paged', allocatedAmt: '100000.00' }])).budgetIds as [
    number,
  ];
  const pos = await ctx.db
    .insert(purchaseOrders)
    .values([
      { budgetId, poNumber: 'PO-A', vendorName: 'Vendor A', poValue: '30000.00' },
      { budgetId, poNumber: 'PO-B', vendorName: 'Vendor B', poValue: '20000.00' },
    ])
    .returning({ id: purchaseOrders.id });
  // Repeated values and NULLs in every sortable column, so ties and NULL placement are walked across pages.
  await ctx.db.insert(invoices).values(
    Array.from({ length: 33 }, (_, i) => ({
      budgetId,
      poId: i % 3 === 0 ? null : (pos[i % 2]?.id ?? null),
      invoiceNumber: `INV-${i % 7}`,
      statusId: 1 + (i % 3),
      effectiveDate: i % 4 === 0 ? null : `2026-08-0${1 + (i % 5)}`,
      requestNumber: i % 5 === 0 ? null : `REQ-${i % 6}`,
      confirmationNumber: i % 2 === 0 ? null : `CONF-${i % 4}`,
      invoicedAmt: `${(i % 6) * 10}.50`,
      paidAmt: `${i % 3}.00`,
      paymentCrNum: i % 6 === 0 ? null : `CR-${i % 3}`,
      reconciledAmt: '0',
      facilityId: i % 4 === 1 ? null : (facilityIds[i % 2] ?? null),
    })),
  );
});
afterAll(() => ctx.close());

const { get, list } = pagedListClient<InvoiceListRow>(() => ({
  app: ctx.app,
  url: `/api/BA/GetBudgetInvoiceList?budgetId=${budgetId}`,
  headers: bearer(manager),
}));
const key = (r: InvoiceListRow) => r.invoiceId;

describe('GetBudgetInvoiceList keyset paging', () => {
  it.each(invoiceSortFields.flatMap((f) => [`${f}:asc`, `${f}:desc`]))(
    'walks every page of sort %s by cursor, both ways, as by page number',
    async (sort) => {
      const [field, order] = sort.split(':');
      const rows = await expectCursorWalkMatchesOffset(
        list,
        key,
        `sortField=${field}&sortOrder=${order}`,
        10,
      );
      expect(new Set(rows).size).toBe(33);
    },
  );

  it('walks a search and a filter by cursor', async () => {
    const found = await expectCursorWalkMatchesOffset(list, key, 'search=conf-1&sortField=poNumber', 10);
    expect(found.length).toBeGreaterThan(0);
    await expectCursorWalkMatchesOffset(
      list,
      key,
      'baInvoiceStatus=2&sortField=facilityName&sortOrder=desc',
      10,
    );
  });

  it('refuses forged cursors and cursors of another sort, filter or budget with 400', async () => {
    const cursor = (await list('pageSize=10')).nextCursor ?? '';
    for (const [name, forged] of forgedCursors(cursor, { key: '12abc', idMax: maxId })) {
      const res = await get(`pageSize=10&page=2&after=${forged}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(/page cursor/);
    }
    for (const other of ['sortField=poNumber', 'baInvoiceStatus=1', 'search=INV']) {
      const res = await get(`pageSize=10&page=2&${other}&after=${cursor}`);
      expect(res.json().message, other).toBe(pageCursorMessages.otherQuery);
    }
    const dated = (await list('pageSize=10&sortField=effectiveDate')).nextCursor ?? '';
    const badDate = forgedCursors(dated, { key: '2026-02-30', idMax: maxId }).find(
      ([n]) => n === 'key of another type',
    );
    const res = await get(`pageSize=10&page=2&sortField=effectiveDate&after=${badDate?.[1]}`);
    expect(res.statusCode).toBe(400);
  });
});
