import { stockCountMessages as m, type StockCountStart } from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import { pgConstraint, pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { stockCountLines, stockCounts } from '../../db/schema/stock-counts.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lotWatermarks } from './lot-watermarks.ts';

/** Names the count in progress at the site, for the refusal of a second one. */
async function activeCountMessage(tx: Tx | Db, siteId: number): Promise<string | null> {
  const { rows } = await tx.execute<{ id: number; site: string; by: string | null }>(sql`
    select c.id, s.name as site, u.first_name || ' ' || u.last_name as by
    from stock_counts c join inventory_sites s on s.id = c.inventory_site_id
    left join users u on u.id = c.started_by
    where c.inventory_site_id = ${siteId} and c.status in ('open', 'recount', 'pending_verification')`);
  const open = rows[0];
  if (!open) return null;
  return `Stock count #${open.id}${open.by ? ` started by ${open.by}` : ''} is still in progress at ${open.site}: finish or cancel it before starting another.`;
}

async function snapshotLotIds(tx: Tx, input: StockCountStart): Promise<number[]> {
  const products =
    input.scope === 'products' ? sql`and l.ndc_product_id = any(${idArray(input.ndcProductIds)})` : sql``;
  // Lots holding stock, and any lot with units set aside (which always hold stock, but say so for the reader).
  const { rows } = await tx.execute<{ id: number }>(sql`
    select l.id from stock_lots l
    where l.inventory_site_id = ${input.inventorySiteId} ${products}
      and (l.on_hand > 0 or exists (select 1 from stock_allocations a where a.lot_id = l.id))
    order by l.id`);
  return rows.map((r) => r.id);
}

async function requireScope(tx: Tx, input: StockCountStart) {
  const { rows: site } = await tx.execute(
    sql`select 1 from inventory_sites where id = ${input.inventorySiteId} and is_active`,
  );
  if (site.length === 0) throw new HttpError(400, m.siteNotFound);
  if (input.scope === 'all') return;
  const wanted = [...new Set(input.ndcProductIds)];
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ndc_products where id = any(${idArray(wanted)})`,
  );
  if (rows[0]?.n !== wanted.length) throw new HttpError(400, m.productNotFound);
}

/**
 * Starts a count: every lot in scope with stock (or allocations) gets a line expecting its on hand now, with its
 * last movement as the watermark that later movements are measured from.
 */
export async function startCount(db: Db, actor: Actor, input: StockCountStart): Promise<number> {
  try {
    return await withTx(db, actor, async (tx) => {
      await requireScope(tx, input);
      const open = await activeCountMessage(tx, input.inventorySiteId);
      if (open) throw new HttpError(400, open);
      const lotIds = await snapshotLotIds(tx, input);
      if (lotIds.length === 0) throw new HttpError(400, m.nothingToCount);
      const [count] = await tx
        .insert(stockCounts)
        .values({
          inventorySiteId: input.inventorySiteId,
          scope: input.scope,
          ndcProductIds: input.scope === 'products' ? [...new Set(input.ndcProductIds)] : null,
          startedBy: actor.userId,
        })
        .returning({ id: stockCounts.id });
      if (!count) throw new Error('stock count insert returned nothing');
      const marks = await lotWatermarks(tx, lotIds);
      await tx.insert(stockCountLines).values(
        [...marks.values()].map((lot) => ({
          countId: count.id,
          lotId: lot.lotId,
          expectedQuantity: lot.onHand,
          snapshotMovementId: lot.lastMovementId,
        })),
      );
      return count.id;
    });
  } catch (error) {
    // Two technicians starting at once: the partial unique index lets one through; tell the other which.
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'stock_counts_one_active_per_site')
      throw new HttpError(400, (await activeCountMessage(db, input.inventorySiteId)) ?? m.notCounting);
    throw error;
  }
}
