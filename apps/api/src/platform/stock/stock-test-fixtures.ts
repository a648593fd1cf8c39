import { lineClearanceItems } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/pool.ts';
import { inventorySites, ndcProducts } from '../../db/schema/pharmacy.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { ciWorkstations } from '../../db/schema/workstations.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { type PostingRules, StockRefusal } from './post-stock-document.ts';
import { type Receipt, receiveStock } from './receive-stock.ts';

export const rules: PostingRules = { backdateDays: 7 };
export const actor: Actor = { userId: null };

/** Two inventory sites and two formulary products to move stock between. */
async function stockFixtures(db: Db) {
  const { facilityIds } = await insertFacilities(db, [{ name: 'Central Pharmacy' }]);
  const facilityId = facilityIds[0] as number;
  const sites = await db
    .insert(inventorySites)
    .values([
      { facilityId, name: 'Main stock' },
      { facilityId, name: 'Satellite' },
    ])
    .returning({ id: inventorySites.id });
  const products = await db
    .insert(ndcProducts)
    .values([
      { ndc: '0409-4888-02', productName: 'Naloxone 0.4 mg/mL', dispensingUnit: 'vial', packSize: 10 },
      { ndc: '0093-0058-01', productName: 'Amoxicillin 500 mg', dispensingUnit: 'capsule', packSize: 100 },
    ])
    .returning({ id: ndcProducts.id });
  const [main, satellite] = sites.map((s) => s.id) as [number, number];
  const [naloxone, amoxicillin] = products.map((p) => p.id) as [number, number];
  return { main, satellite, naloxone, amoxicillin };
}

/** A bulk product (bottles of 1,000 metformin tablets) and the unit-dose card of 30 repackaged from it. */
export async function repackProducts(db: Db): Promise<{ bulk: number; card: number }> {
  const [bulk] = await db
    .insert(ndcProducts)
    .values({
      ndc: '0591-0405-10',
      productName: 'Metformin 500 mg',
      dispensingUnit: 'tablet',
      packSize: 1000,
    })
    .returning({ id: ndcProducts.id });
  const [card] = await db
    .insert(ndcProducts)
    .values({
      ndc: '50090-0405-3',
      productName: 'Metformin 500 mg unit dose',
      dispensingUnit: 'tablet',
      packSize: 30,
      repackSourceProductId: bulk?.id ?? 0,
    })
    .returning({ id: ndcProducts.id });
  return { bulk: bulk?.id ?? 0, card: card?.id ?? 0 };
}

/** A repack workstation of the facility, where its CI staff run jobs. */
export async function repackWorkstation(db: Db, facilityId: number): Promise<number> {
  const [station] = await db
    .insert(ciWorkstations)
    .values({ facilityId, name: 'Repack bench 1' })
    .returning({ id: ciWorkstations.id });
  return station?.id ?? 0;
}

/** Every line clearance item ticked, as a job's start needs. */
export const allLineClearance = lineClearanceItems.map((item) => item.key);

type StockTest = { ctx: TestContext; f: Awaited<ReturnType<typeof stockFixtures>> };

/** A test file's own database with the stock fixtures in it, made before its tests and dropped after them. */
export function stockTestContext(): StockTest {
  const test = {} as StockTest;
  beforeAll(async () => {
    test.ctx = await createTestContext();
    test.f = await stockFixtures(test.ctx.db);
  });
  afterAll(() => test.ctx.close());
  return test;
}

export function receive(
  db: Db,
  receipt: Partial<Receipt> & Pick<Receipt, 'inventorySiteId' | 'ndcProductId'>,
) {
  return withTx(db, actor, (tx) =>
    receiveStock(
      tx,
      actor,
      { lotNumber: 'L1', expiryDate: '2030-01-31', quantity: 10, sourceKind: 'supplier', ...receipt },
      rules,
    ),
  );
}

/** The refusal's message, or null when `work` succeeded. */
export async function refusalOf(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof StockRefusal) return error.message;
    throw error;
  }
}

/** Everything the ledger holds, to show a refusal stored nothing. */
export async function ledgerState(db: Db) {
  const { rows } = await db.execute<{ documents: number; lines: number; onHand: string }>(sql`
    select (select count(*)::int from stock_documents) as documents,
      (select count(*)::int from stock_movements) as lines,
      (select coalesce(string_agg(id || ':' || on_hand || '/' || allocated, ',' order by id), '') from stock_lots)
        as "onHand"`);
  return rows[0];
}

/**
 * A lot holding `quantity` units of the product with this package NDC (added to the formulary when missing): the
 * stock other features' tests need, received through the ledger like any other.
 */
export async function stockOfNdc(
  db: Db,
  lot: {
    inventorySiteId: number;
    ndc: string;
    lotNumber: string;
    expiryDate?: string | null;
    quantity: number;
  },
): Promise<number> {
  await db
    .insert(ndcProducts)
    .values({ ndc: lot.ndc, productName: `Product ${lot.ndc}` })
    .onConflictDoNothing();
  const [product] = await db
    .select({ id: ndcProducts.id })
    .from(ndcProducts)
    .where(sql`${ndcProducts.ndcDigits} = ${lot.ndc.replaceAll('-', '')}`);
  const ndcProductId = product?.id ?? 0;
  const expiryDate = lot.expiryDate ?? null;
  if (lot.quantity > 0) return (await receive(db, { ...lot, ndcProductId, expiryDate })).lotId;
  const [empty] = await db
    .insert(stockLots)
    .values({ ...lot, ndcProductId, expiryDate, sourceKind: 'supplier' })
    .returning({ id: stockLots.id });
  return empty?.id ?? 0;
}
