import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fdaRecalls, inventorySites } from '../../db/schema/pharmacy.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { stockOfNdc } from '../stock/stock-test-fixtures.ts';
import { findRecallHoldings } from './recall-holdings.ts';

let ctx: TestContext;
let recall: Record<'byPackage' | 'byProduct' | 'unheld', number>;
let site: Record<'bMain' | 'bClosed' | 'aEast', number>;
const lotIds: number[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  const { facilityIds } = await insertFacilities(ctx.db, [{ name: 'B Facility' }, { name: 'A Facility' }]);
  const [b = 0, a = 0] = facilityIds;
  const sites = await ctx.db
    .insert(inventorySites)
    .values([
      { facilityId: b, name: 'Main' },
      { facilityId: b, name: 'Closed', isActive: false },
      { facilityId: a, name: 'East' },
    ])
    .returning({ id: inventorySites.id });
  const [bMain = 0, bClosed = 0, aEast = 0] = sites.map((row) => row.id);
  site = { bMain, bClosed, aEast };
  const recalled = '69547-353-02';
  const lots = [
    { inventorySiteId: bMain, ndc: recalled, lotNumber: 'NX24A17', expiryDate: '2027-03-31', quantity: 40 },
    { inventorySiteId: aEast, ndc: recalled, lotNumber: 'nx-7', quantity: 5 },
    { inventorySiteId: aEast, ndc: recalled, lotNumber: 'NX24A', quantity: 2 },
    { inventorySiteId: bMain, ndc: recalled, lotNumber: 'ZZ1', quantity: 0 },
    { inventorySiteId: bClosed, ndc: recalled, lotNumber: 'NX24A17', quantity: 9 },
    { inventorySiteId: bMain, ndc: '0093-7180-01', lotNumber: 'AT0', quantity: 7 },
    { inventorySiteId: bMain, ndc: '0093-7181-01', lotNumber: 'AT1', quantity: 7 },
  ];
  for (const lot of lots) lotIds.push(await stockOfNdc(ctx.db, lot));
  const recalls = await ctx.db
    .insert(fdaRecalls)
    .values([
      {
        recallNumber: 'D-0001-2026',
        status: 'Ongoing',
        packageNdcs: [recalled],
        codeInfo: 'Lot #: NX24A17, nx-7; Exp 03/2027',
      },
      // Some reports list only the product (labeler-product), not its packages.
      { recallNumber: 'D-0002-2026', status: 'Ongoing', productNdcs: ['0093-7180'] },
      { recallNumber: 'D-0003-2026', status: 'Ongoing', packageNdcs: ['11111-222-33'] },
    ])
    .returning({ id: fdaRecalls.id });
  const [byPackage = 0, byProduct = 0, unheld = 0] = recalls.map((row) => row.id);
  recall = { byPackage, byProduct, unheld };
});
afterAll(() => ctx.close());

describe('findRecallHoldings', () => {
  it('lists the active sites holding a recalled package, named lots first, then by facility, site and lot', async () => {
    const holdings = await findRecallHoldings(ctx.db, [recall.byPackage]);
    expect(holdings.get(recall.byPackage)).toEqual([
      {
        lotId: lotIds[1],
        inventorySiteId: site.aEast,
        inventoryName: 'East',
        facilityName: 'A Facility',
        ndc: '69547-353-02',
        lotNumber: 'nx-7',
        quantity: 5,
        dispensingUnit: 'each',
        packSize: 1,
        status: 'available',
        expirationDate: null,
        lotNamed: true,
      },
      {
        lotId: lotIds[0],
        inventorySiteId: site.bMain,
        inventoryName: 'Main',
        facilityName: 'B Facility',
        ndc: '69547-353-02',
        lotNumber: 'NX24A17',
        quantity: 40,
        dispensingUnit: 'each',
        packSize: 1,
        status: 'available',
        expirationDate: '2027-03-31',
        lotNamed: true,
      },
      // A lot that is only the start of a named one is not named.
      expect.objectContaining({ inventorySiteId: site.aEast, lotNumber: 'NX24A', lotNamed: false }),
    ]);
  });

  it('matches a recall that lists only products by the labeler-product part of the NDC', async () => {
    const holdings = await findRecallHoldings(ctx.db, [recall.byProduct]);
    expect(holdings.get(recall.byProduct)?.map((h) => [h.ndc, h.lotNumber, h.lotNamed])).toEqual([
      ['0093-7180-01', 'AT0', false],
    ]);
  });

  it('answers each recall asked for under its id, and leaves out those nobody holds', async () => {
    const holdings = await findRecallHoldings(ctx.db, [recall.byPackage, recall.byProduct, recall.unheld]);
    expect([...holdings.keys()].sort()).toEqual([recall.byPackage, recall.byProduct].sort());
    expect(holdings.get(recall.byPackage)).toHaveLength(3);
    expect(await findRecallHoldings(ctx.db, [])).toEqual(new Map());
  });
});
