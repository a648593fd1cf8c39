import { stockCountMessages as m, type StockCountAddLine } from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { stockCountLines } from '../../db/schema/stock-counts.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type CountRow, lockCount } from './count-row.ts';
import { lotWatermarks } from './lot-watermarks.ts';

type Lot = {
  id: number;
  siteId: number;
  productId: number;
  lotNumber: string;
  ndc: string;
  expiry: string | null;
};

const lotColumns = sql`l.id, l.inventory_site_id as "siteId", l.ndc_product_id as "productId",
  l.lot_number as "lotNumber", p.ndc, to_char(l.expiry_date, 'YYYY-MM-DD') as expiry`;

async function lotById(tx: Tx, lotId: number): Promise<Lot> {
  const { rows } = await tx.execute<Lot>(
    sql`select ${lotColumns} from stock_lots l join ndc_products p on p.id = l.ndc_product_id where l.id = ${lotId}`,
  );
  const lot = rows[0];
  if (!lot) throw new HttpError(404, `Lot #${lotId} does not exist.`);
  return lot;
}

/** The product's lot at the count's site, created empty when the shelf shows a lot the site never had. */
async function lotByNumber(
  tx: Tx,
  count: CountRow,
  input: { ndc: string; lotNumber: string; expiryDate: string },
): Promise<Lot> {
  const digits = input.ndc.replaceAll('-', '');
  const { rows: products } = await tx.execute<{ id: number }>(
    sql`select id from ndc_products where ndc_digits = ${digits}`,
  );
  const product = products[0];
  if (!product) throw new HttpError(400, `NDC ${input.ndc} is not in the formulary; add it there first.`);
  const expiry = input.expiryDate === '' ? null : input.expiryDate;
  await tx
    .insert(stockLots)
    .values({
      inventorySiteId: count.inventorySiteId,
      ndcProductId: product.id,
      lotNumber: input.lotNumber,
      expiryDate: expiry,
      sourceKind: 'opening',
      sourceName: `Found in stock count #${count.id}`,
    })
    .onConflictDoNothing();
  const { rows } = await tx.execute<Lot>(sql`
    select ${lotColumns} from stock_lots l join ndc_products p on p.id = l.ndc_product_id
    where l.inventory_site_id = ${count.inventorySiteId} and l.ndc_product_id = ${product.id}
      and l.lot_number = ${input.lotNumber}`);
  const lot = rows[0];
  if (!lot) throw new Error('the found lot was neither inserted nor found');
  if (expiry !== null && lot.expiry !== expiry)
    throw new HttpError(
      400,
      `Lot ${lot.lotNumber} (${lot.ndc}) is stocked here with expiry ${lot.expiry ?? 'none'}; check the lot and its expiry.`,
    );
  return lot;
}

async function requireInScope(tx: Tx, countId: number, lot: Lot) {
  const { rows } = await tx.execute(sql`
    select 1 from stock_counts where id = ${countId}
      and (scope = 'all' or ${lot.productId} = any(ndc_product_ids))`);
  if (rows.length === 0)
    throw new HttpError(400, `Lot ${lot.lotNumber} (${lot.ndc}) is of a product this count does not cover.`);
}

/**
 * Adds a lot found on the shelf that the snapshot did not hold: an existing lot of the site, or a new lot of a
 * formulary product, created with nothing on hand so that the count's variance posts it in. Its expected quantity
 * is what it holds now.
 */
export async function addCountLine(db: Db, actor: Actor, input: StockCountAddLine): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const count = await lockCount(tx, input.countId, 'share');
    if (count.status !== 'open') throw new HttpError(400, m.notCounting);
    const lot = 'lotId' in input ? await lotById(tx, input.lotId) : await lotByNumber(tx, count, input);
    if (lot.siteId !== count.inventorySiteId)
      throw new HttpError(400, `Lot ${lot.lotNumber} (${lot.ndc}) belongs to another inventory site.`);
    await requireInScope(tx, count.id, lot);
    const mark = (await lotWatermarks(tx, [lot.id])).get(lot.id);
    if (!mark) throw new Error('the found lot vanished');
    const added = await tx
      .insert(stockCountLines)
      .values({
        countId: count.id,
        lotId: lot.id,
        expectedQuantity: mark.onHand,
        snapshotMovementId: mark.lastMovementId,
        addedDuringCount: true,
      })
      .onConflictDoNothing()
      .returning({ id: stockCountLines.id });
    if (added.length === 0)
      throw new HttpError(400, `Lot ${lot.lotNumber} (${lot.ndc}) is already on this count.`);
  });
}
