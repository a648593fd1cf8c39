import type { Option } from '@homer/contracts/envelope';
import type { StockCount, StockCountLine } from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import type { Db } from '../../db/pool.ts';
import type { CountRow } from './count-row.ts';
import { lineVarianceSql } from './line-variance.ts';
import { scopeLabelSql } from './list-counts.ts';
import { verifyBlockedReason } from './verify-count.ts';

const iso = (column: string) => isoTime(sql.raw(column));
const nameOf = (alias: string) =>
  sql.raw(`(select first_name || ' ' || last_name from users where id = ${alias})`);

/** The count's lines by product and lot, with what moved in and out of each lot since its snapshot. */
async function countLines(db: Db, countId: number): Promise<StockCountLine[]> {
  const { rows } = await db.execute<StockCountLine>(sql`
    select l.id, l.lot_id as "lotId", sl.lot_number as "lotNumber",
      to_char(sl.expiry_date, 'YYYY-MM-DD') as "expiryDate", sl.status as "lotStatus",
      p.id as "ndcProductId", p.ndc, p.product_name as "productName", p.dispensing_unit as "dispensingUnit",
      p.pack_size as "packSize", l.expected_quantity as expected, sl.on_hand as "onHand",
      coalesce(since.received, 0)::int as "receivedSince", coalesce(since.shipped, 0)::int as "shippedSince",
      l.counted_quantity as counted, ${nameOf('l.counted_by')} as "countedByName",
      l.needs_recount as "needsRecount", l.recount_quantity as recounted,
      ${nameOf('l.recounted_by')} as "recountedByName", ${lineVarianceSql} as variance,
      l.added_during_count as "addedDuringCount"
    from stock_count_lines l
    join stock_lots sl on sl.id = l.lot_id
    join ndc_products p on p.id = sl.ndc_product_id
    left join lateral (
      select sum(m.quantity) filter (where m.quantity > 0) as received,
        -sum(m.quantity) filter (where m.quantity < 0) as shipped
      from stock_movements m
      where m.lot_id = l.lot_id and m.id > l.snapshot_movement_id
        -- The count's own variance is not a movement "since the count started".
        and m.document_id is distinct from (select c.document_id from stock_counts c where c.id = l.count_id)
    ) since on true
    where l.count_id = ${countId}
    order by p.product_name, p.id, sl.expiry_date nulls last, sl.lot_number`);
  return rows;
}

/** The count as its page shows it to `userId`; null when there is no such count. */
export async function findStockCount(db: Db, countId: number, userId: number): Promise<StockCount | null> {
  const { rows } = await db.execute<Omit<StockCount, 'lines' | 'verifyBlocked'> & CountRow>(sql`
    select c.id, c.inventory_site_id as "inventorySiteId", s.name as "siteName", c.status,
      ${scopeLabelSql('c')} as "scopeLabel", c.started_by as "startedBy", c.counted_by as "countedBy",
      ${nameOf('c.started_by')} as "startedByName", ${iso('c.started_at')} as "startedAt",
      ${nameOf('c.counted_by')} as "countedByName", ${iso('c.counted_at')} as "countedAt",
      ${nameOf('c.verified_by')} as "verifiedByName", ${iso('c.verified_at')} as "verifiedAt",
      ${iso('c.cancelled_at')} as "cancelledAt", c.document_id as "documentId"
    from stock_counts c join inventory_sites s on s.id = c.inventory_site_id
    where c.id = ${countId}`);
  const row = rows[0];
  if (!row) return null;
  const { startedBy: _s, countedBy: _c, ...count } = row;
  const verifyBlocked =
    row.status === 'pending_verification' ? await verifyBlockedReason(db, row, userId) : null;
  return { ...count, verifyBlocked, lines: await countLines(db, countId) };
}

/** Active inventory sites, by name. */
export async function siteOptions(db: Db): Promise<Option[]> {
  const { rows } = await db.execute<Option>(
    sql`select id as value, name as text from inventory_sites where is_active order by name, id`,
  );
  return rows;
}

/** The products with lots at the site, by name: what a count of chosen products can name. */
export async function productOptions(db: Db, siteId: number): Promise<Option[]> {
  const { rows } = await db.execute<Option>(sql`
    select p.id as value, p.product_name || ' (' || p.ndc || ')' as text from ndc_products p
    where exists (select 1 from stock_lots l where l.ndc_product_id = p.id and l.inventory_site_id = ${siteId})
    order by p.product_name, p.id`);
  return rows;
}
