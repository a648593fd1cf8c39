import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { inventorySites, inventoryStock } from '../../db/schema/pharmacy.ts';
import { ciWorkstations, inventoryWorkstations } from '../../db/schema/workstations.ts';
import type { Tx } from '../../db/tx.ts';

type DemoStock = { ndc: string; lotNumber: string; expirationDate: string; quantity: number };

/**
 * The demo inventories of the shared demo data (issue 15): three sites, their stock (one line already expired), two
 * shipping workstations at the main inventory and two repack workstations at Central Pharmacy. Facilities are
 * seed.ts's, in its order: [0] Central Pharmacy, [1] Orange County Health Department Pharmacy.
 */
async function seedInventorySitesDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const [central, orange] = demo.facilityIds;
  if (central === undefined || orange === undefined) throw new Error('demo facilities are missing');
  const sites = await tx
    .insert(inventorySites)
    .values([
      { facilityId: central, name: 'Central Pharmacy Main Inventory' },
      { facilityId: central, name: 'Central Pharmacy Satellite' },
      { facilityId: orange, name: 'Orange County Pharmacy Inventory' },
    ])
    .returning({ id: inventorySites.id });
  const [main, , orangeSite] = sites.map((s) => s.id);
  if (main === undefined || orangeSite === undefined)
    throw new Error('demo inventory insert returned nothing');
  const mainStock: DemoStock[] = [
    { ndc: '69547-353-02', lotNumber: 'NX24A17', expirationDate: '2027-03-31', quantity: 40 },
    { ndc: '0378-6150-01', lotNumber: 'BN2291', expirationDate: '2027-06-30', quantity: 12 },
    { ndc: '0591-0405-01', lotNumber: 'MF0512', expirationDate: '2026-10-31', quantity: 5 },
    { ndc: '0093-7180-01', lotNumber: 'AT7781', expirationDate: '2028-01-31', quantity: 60 },
  ];
  await tx.insert(inventoryStock).values([
    ...mainStock.map((line) => ({ ...line, inventorySiteId: main })),
    {
      inventorySiteId: orangeSite,
      ndc: '69547-353-02',
      lotNumber: 'NX24A17',
      expirationDate: '2027-03-31',
      quantity: 10,
    },
  ]);
  await tx.insert(inventoryWorkstations).values([
    { inventorySiteId: main, name: 'Shipping Station 1' },
    { inventorySiteId: main, name: 'Shipping Station 2' },
  ]);
  await tx.insert(ciWorkstations).values([
    { facilityId: central, name: 'Repack Station A' },
    { facilityId: central, name: 'Repack Station B' },
  ]);
}

// Its stock lines are the formulary's NDCs: the stock list shows their product names from it.
export const demoSeed: AreaDemoSeed = {
  area: 'inventory-sites',
  after: ['fda-recalls'],
  seed: seedInventorySitesDemo,
};
