import { eq, inArray } from 'drizzle-orm';
import type { DemoBasis } from '../../db/area-demo-seed.ts';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import { stockLots } from '../../db/schema/stock.ts';
import type { Tx } from '../../db/tx.ts';
import { recallMatchedLots } from '../../platform/recalls/recall-stock.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';

type Sites = { main: number; satellite: number; orange: number };

// The seed writes months of history at once: its backdating is not a technician's.
const seedRules = { backdateDays: 400 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Units and packs of the demo formulary (decision 098): what its stock is counted in. */
const demoUnits: Record<string, { dispensingUnit: string; packSize: number }> = {
  '69547-353-02': { dispensingUnit: 'device', packSize: 2 },
  '0378-6150-01': { dispensingUnit: 'tablet', packSize: 30 },
  '0591-0405-01': { dispensingUnit: 'tablet', packSize: 100 },
  '0093-7180-01': { dispensingUnit: 'tablet', packSize: 90 },
};

const receipts = [
  {
    site: 'main',
    ndc: '69547-353-02',
    lot: 'NX24A17',
    expiry: '2027-03-31',
    units: 400,
    days: 150,
    cost: '37.5000',
  },
  {
    site: 'main',
    ndc: '0378-6150-01',
    lot: 'BN2412',
    expiry: '2027-06-30',
    units: 600,
    days: 150,
    cost: '1.9800',
  },
  {
    site: 'main',
    ndc: '0591-0405-01',
    lot: 'MF0512',
    expiry: '2026-10-31',
    units: 500,
    days: 140,
    cost: '0.0400',
  },
  {
    site: 'main',
    ndc: '0093-7180-01',
    lot: 'AT7781',
    expiry: '2028-01-31',
    units: 900,
    days: 120,
    cost: '0.0900',
  },
  {
    site: 'main',
    ndc: '69547-353-02',
    lot: 'NX25B03',
    expiry: '2027-09-30',
    units: 200,
    days: 90,
    cost: '36.9000',
  },
  {
    site: 'main',
    ndc: '0591-0405-01',
    lot: 'MF0719',
    expiry: '2027-05-31',
    units: 1000,
    days: 75,
    cost: '0.0400',
  },
  {
    site: 'satellite',
    ndc: '0093-7180-01',
    lot: 'AT7802',
    expiry: '2028-03-31',
    units: 180,
    days: 60,
    cost: '0.0900',
  },
  {
    site: 'orange',
    ndc: '69547-353-02',
    lot: 'NX24A17',
    expiry: '2027-03-31',
    units: 10,
    days: 100,
    cost: '37.5000',
  },
] as const;

/**
 * The demo sites' stock with months of history (issue 29): receipts from the supplier, dispensing every two weeks,
 * damage, a found box, one lot on hold and, through the recall the demo imported, one recalled lot, so every stock
 * screen has something true to show. All of it is posted through the ledger's own services.
 */
export async function seedDemoStock(tx: Tx, demo: DemoBasis, sites: Sites): Promise<void> {
  const actor = { userId: demo.userIds.technician ?? null };
  for (const [ndc, units] of Object.entries(demoUnits))
    await tx.update(ndcProducts).set(units).where(eq(ndcProducts.ndc, ndc));
  const products = await tx
    .select({ id: ndcProducts.id, ndc: ndcProducts.ndc })
    .from(ndcProducts)
    .where(inArray(ndcProducts.ndc, Object.keys(demoUnits)));
  const productOf = new Map(products.map((p) => [p.ndc, p.id]));
  const lots = new Map<string, number>();
  for (const r of receipts) {
    const { lotId } = await receiveStock(
      tx,
      actor,
      {
        inventorySiteId: sites[r.site],
        ndcProductId: productOf.get(r.ndc) ?? 0,
        lotNumber: r.lot,
        expiryDate: r.expiry,
        quantity: r.units,
        sourceKind: 'supplier',
        sourceName: 'Cardinal Health',
        unitCost: r.cost,
        reference: `PS-${r.lot}`,
        occurredAt: daysAgo(r.days),
      },
      seedRules,
    );
    lots.set(`${r.site}:${r.lot}`, lotId);
  }
  const lot = (key: string) => lots.get(key) ?? 0;
  // Dispensing from the main inventory every two weeks, earliest expiry first as the pick list would.
  for (let days = 140; days >= 14; days -= 14) {
    const lines = [
      { lotId: lot('main:NX24A17'), quantity: -24, reasonCode: 'dispensed' },
      { lotId: lot('main:BN2412'), quantity: -30, reasonCode: 'dispensed' },
      ...(days <= 120 ? [{ lotId: lot('main:AT7781'), quantity: -90, reasonCode: 'dispensed' }] : []),
      // MF0512 expired on the shelf (the stock page flags it); its successor is dispensed once it arrived.
      ...(days <= 70 ? [{ lotId: lot('main:MF0719'), quantity: -90, reasonCode: 'dispensed' }] : []),
    ];
    await postStockDocument(
      tx,
      actor,
      {
        kind: 'shipment',
        inventorySiteId: sites.main,
        reference: 'County clinic restock',
        lines,
        occurredAt: daysAgo(days),
      },
      seedRules,
    );
  }
  const adjust = (
    site: number,
    lotId: number,
    quantity: number,
    reasonCode: string,
    days: number,
    note: string,
  ) =>
    postStockDocument(
      tx,
      actor,
      {
        kind: 'adjustment',
        inventorySiteId: site,
        lines: [{ lotId, quantity, reasonCode }],
        note,
        occurredAt: daysAgo(days),
      },
      seedRules,
    );
  await adjust(
    sites.main,
    lot('main:NX25B03'),
    -2,
    'damaged',
    45,
    'Two devices crushed in the delivery tote.',
  );
  await adjust(
    sites.main,
    lot('main:AT7781'),
    5,
    'found',
    20,
    'A bottle of 5 found behind the shelf at count.',
  );
  await adjust(
    sites.satellite,
    lot('satellite:AT7802'),
    -3,
    'missing',
    10,
    'Not on the shelf at the weekly check.',
  );
  // A pharmacist holds a lot whose packaging looked wrong. The recalls the demo imported name NX24A17 and every
  // lot of metformin 500 mg (D-0160-2026): those lots become Recalled.
  await tx
    .update(stockLots)
    .set({ status: 'on_hold' })
    .where(eq(stockLots.id, lot('main:BN2412')));
  await recallMatchedLots(tx);
}
