import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskCategories, helpDeskPriorities } from '../../db/schema/help-desk.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { categoryOptions, facilityOptions, priorityOptions } from './ticket-options.ts';

let ctx: TestContext;
let ids: Record<'zeta' | 'alpha' | 'pfsOnly' | 'closed', number>;
beforeAll(async () => {
  ctx = await createTestContext();
  const { facilityIds } = await insertFacilities(ctx.db, [
    { name: 'Zeta Clinic', longName: 'Zeta County Clinic', usesPfs: true },
    { name: 'Alpha Clinic', longName: null, usesPfs: false },
    { name: 'Beta Pharmacy', longName: 'Beta', usesPfs: true, isPharmacy: true },
    { name: 'Aardvark Clinic', usesPfs: true, isActive: false },
  ]);
  const [zeta = 0, alpha = 0, pfsOnly = 0, closed = 0] = facilityIds;
  ids = { zeta, alpha, pfsOnly, closed };
  await ctx.ownerDb.insert(helpDeskCategories).values([
    // Sorted with Bug Report (2): the id breaks the tie.
    { id: 20, name: 'Second Look', inHomerList: true, inPfsList: true, sortOrder: 2 },
    { id: 21, name: 'Retired', inHomerList: true, inPfsList: true, sortOrder: 0, isActive: false },
  ]);
  await ctx.ownerDb.insert(helpDeskPriorities).values({ id: 9, name: 'Urgent', sortOrder: 0 });
});
afterAll(() => ctx.close());

describe('facilityOptions', () => {
  const ours = (rows: { value: number }[]) => rows.filter((row) => Object.values(ids).includes(row.value));

  it('offers the active facilities by name, with their long name', async () => {
    expect(ours(await facilityOptions(ctx.db, 'homer'))).toEqual([
      { value: ids.alpha, text: 'Alpha Clinic', additionalData: null },
      { value: ids.pfsOnly, text: 'Beta Pharmacy', additionalData: 'Beta' },
      { value: ids.zeta, text: 'Zeta Clinic', additionalData: 'Zeta County Clinic' },
    ]);
  });

  it('offers PFS users only the active facilities that use PFS', async () => {
    expect(ours(await facilityOptions(ctx.db, 'pfs')).map((row) => row.value)).toEqual([
      ids.pfsOnly,
      ids.zeta,
    ]);
  });
});

describe('categoryOptions', () => {
  it("offers HOMER's active categories in their order, the id breaking ties", async () => {
    expect((await categoryOptions(ctx.db, 'homer')).map((row) => row.value)).toEqual([1, 2, 20, 3, 4, 5, 7]);
  });

  it("offers the PFS list's active categories: no account registration, with PFS Forms", async () => {
    const rows = await categoryOptions(ctx.db, 'pfs');
    expect(rows.map((row) => row.value)).toEqual([1, 2, 20, 3, 4, 6, 7]);
    expect(rows[0]).toEqual({ value: 1, text: 'General Support' });
  });
});

describe('priorityOptions', () => {
  it('offers every priority in its order', async () => {
    expect(await priorityOptions(ctx.db)).toEqual([
      { value: 9, text: 'Urgent' },
      { value: 1, text: 'High' },
      { value: 2, text: 'Normal' },
      { value: 3, text: 'Low' },
    ]);
  });
});
