import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { ciOrderLines, ciOrders } from '../../db/schema/ci-orders.ts';
import type { Tx } from '../../db/tx.ts';

const metformin = {
  ndc: '0591-0405-01',
  productName: 'Metformin HCl Tablets 500 mg',
  size: 100,
  countPerCard: 30,
};
const atorvastatin = {
  ndc: '0093-7180-01',
  productName: 'Atorvastatin Calcium Tablets 20 mg',
  size: 90,
  countPerCard: 30,
};
const buprenorphine = {
  ndc: '0378-6150-01',
  productName: 'Buprenorphine and Naloxone Sublingual Tablets 8 mg/2 mg',
  size: 30,
  countPerCard: 7,
};

/**
 * Two CI orders (decision 061): CI-2026-0001 at Central Pharmacy with a balanced line, a short one (a bottle
 * missing from the delivery) and an over one (a bottle more invoiced and delivered than ordered); CI-2026-0002
 * balanced, so its report shows the empty text.
 */
async function seedCiOrdersDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const [central, orange] = demo.facilityIds;
  if (central === undefined) return;
  const [withLines, balanced] = await tx
    .insert(ciOrders)
    .values([
      {
        orderNumber: 'CI-2026-0001',
        facilityId: central,
        orderDate: '2026-11-02',
        receivedDate: '2026-11-06',
        status: 'Repacked',
      },
      {
        orderNumber: 'CI-2026-0002',
        facilityId: orange ?? central,
        orderDate: '2026-11-09',
        receivedDate: '2026-11-13',
        status: 'Closed',
      },
    ])
    .returning({ id: ciOrders.id });
  if (!withLines || !balanced) return;
  const quantities = (bottles: { ordered: number; invoiced: number; received: number }, cards: number) => ({
    bottlesOrdered: bottles.ordered,
    bottlesInvoiced: bottles.invoiced,
    bottlesReceived: bottles.received,
    cardsOrdered: cards,
  });
  await tx.insert(ciOrderLines).values([
    {
      orderId: withLines.id,
      invoiceNumber: 'INV-88120',
      ...metformin,
      ...quantities({ ordered: 3, invoiced: 3, received: 3 }, 10),
      productRepacked: 300,
      repackedCards: 10,
    },
    {
      orderId: withLines.id,
      invoiceNumber: 'INV-88120',
      ...atorvastatin,
      ...quantities({ ordered: 4, invoiced: 4, received: 3 }, 12),
      productRepacked: 270,
      repackedCards: 9,
    },
    {
      orderId: withLines.id,
      invoiceNumber: 'INV-88157',
      ...buprenorphine,
      ...quantities({ ordered: 2, invoiced: 3, received: 3 }, 12),
      productRepacked: 84,
      repackedCards: 12,
    },
    {
      orderId: balanced.id,
      invoiceNumber: 'INV-88301',
      ...metformin,
      ...quantities({ ordered: 2, invoiced: 2, received: 2 }, 6),
      productRepacked: 180,
      repackedCards: 6,
      productReturned: 20,
    },
  ]);
}

export const demoSeed: AreaDemoSeed = { area: 'ci-orders', after: [], seed: seedCiOrdersDemo };
