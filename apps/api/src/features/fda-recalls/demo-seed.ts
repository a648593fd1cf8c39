import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';
import { importRecalls } from './import-recalls.ts';
import { snapshotRecalls } from './run-recall-import.ts';

/** The demo formulary (shared demo data: the stock and prescriptions of other features use these NDCs). */
export const demoFormulary = [
  {
    ndc: '69547-353-02',
    productName: 'Naloxone HCl Nasal Spray 4 mg',
    packageDescription: '2 x 0.1 mL nasal spray devices',
  },
  {
    ndc: '0378-6150-01',
    productName: 'Buprenorphine and Naloxone Sublingual Tablets 8 mg/2 mg',
    packageDescription: '30 tablets in 1 bottle',
  },
  {
    ndc: '0591-0405-01',
    productName: 'Metformin HCl Tablets 500 mg',
    packageDescription: '100 tablets in 1 bottle',
  },
  {
    ndc: '0093-7180-01',
    productName: 'Atorvastatin Calcium Tablets 20 mg',
    packageDescription: '90 tablets in 1 bottle',
  },
] as const;

/** The formulary above and the bundled openFDA snapshot, so the widget and the recalls page have rows. */
async function seedFdaRecallsDemo(tx: Tx, _demo: DemoBasis): Promise<void> {
  await tx
    .insert(ndcProducts)
    .values([...demoFormulary])
    .onConflictDoNothing();
  await importRecalls(tx, snapshotRecalls(), 'snapshot', 'bundled snapshot (demo seed)', null, null);
}

export const demoSeed: AreaDemoSeed = { area: 'fda-recalls', after: [], seed: seedFdaRecallsDemo };
