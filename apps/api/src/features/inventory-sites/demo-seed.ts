import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { ciWorkstations, inventoryWorkstations } from '../../db/schema/workstations.ts';
import type { Tx } from '../../db/tx.ts';
import { seedDemoStock } from './demo-stock.ts';

/**
 * The demo inventories of the shared demo data (issue 15): three sites, their stock with its history
 * (demo-stock.ts), two shipping workstations at the main inventory and two repack workstations at Central Pharmacy. Facilities are
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
  const [main, satellite, orangeSite] = sites.map((s) => s.id);
  if (main === undefined || satellite === undefined || orangeSite === undefined)
    throw new Error('demo inventory insert returned nothing');
  await seedDemoStock(tx, demo, { main, satellite, orange: orangeSite });
  await tx.insert(inventoryWorkstations).values([
    { inventorySiteId: main, name: 'Shipping Station 1' },
    { inventorySiteId: main, name: 'Shipping Station 2' },
  ]);
  await tx.insert(ciWorkstations).values([
    { facilityId: central, name: 'Repack Station A' },
    { facilityId: central, name: 'Repack Station B' },
  ]);
}

// Its stock is of the formulary's NDCs, and the recall the fda-recalls seed imported names one of its lots.
export const demoSeed: AreaDemoSeed = {
  area: 'inventory-sites',
  after: ['fda-recalls'],
  seed: seedInventorySitesDemo,
};
