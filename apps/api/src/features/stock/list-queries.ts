import { type Paged, pageCursorMessages } from '@homer/contracts/envelope';
import type { StockListQuery, StockLotRow, StockLotsQuery, StockRow } from '@homer/contracts/stock';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { countCap } from '../../platform/paging/keyset-paging.ts';
import { availableUnits } from '../../platform/stock/available-units.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lotFilters, searchedProducts } from './lot-filters.ts';
import { decodeListCursor, encodeListCursor, type StockListKey } from './stock-cursor.ts';

type Row = Omit<StockRow, 'onHand' | 'available'> & { onHand: string; available: string };

/**
 * GET …/Stock/GetList: one row per product and site. Products are walked in name order
 * (ndc_products_name_id_idx), each grouping its lots at the site (stock_lots_fefo_idx), until the page is full;
 * so a page costs about what its rows do, however many lots there are.
 */
export async function listStock(
  db: Queryable,
  query: StockListQuery,
  { counted = true } = {},
): Promise<Paged<StockRow>> {
  if (query.after && query.before) throw new HttpError(400, pageCursorMessages.both);
  const binding = [query.siteId, query.status ?? '', query.expiring ?? '', query.search?.trim() ?? ''];
  const cursorText = query.after ?? query.before;
  const cursor = cursorText ? decodeListCursor(binding, cursorText) : null;
  const backwards = !!query.before;
  const filters = siteAnd(query.siteId, lotFilters(query));
  const direction = sql.raw(backwards ? 'desc' : 'asc');
  const past = cursor
    ? sql`and (p.product_name, p.id, g.site_id) ${sql.raw(backwards ? '<' : '>')}
        (${cursor.productName}::text, ${cursor.productId}::int, ${cursor.siteId}::int)`
    : sql``;
  const offset = cursor ? 0 : Math.min((query.page - 1) * query.pageSize, countCap);
  const [{ rows }, total] = await Promise.all([
    db.execute<Row>(sql`
      select g.site_id as "siteId", s.name as "siteName", p.id as "productId", p.ndc,
        p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
        g.on_hand as "onHand", g.available, g.lot_count as "lotCount", g.earliest_expiry as "earliestExpiry"
      from ndc_products p
      cross join lateral (
        select l.inventory_site_id as site_id, sum(l.on_hand) as on_hand, sum(${availableUnits}) as available,
          count(*)::int as lot_count, min(l.expiry_date)::text as earliest_expiry
        from stock_lots l where l.ndc_product_id = p.id and ${filters}
        group by l.inventory_site_id) g
      join inventory_sites s on s.id = g.site_id
      where ${searchedProducts(query, sql`p.id`)} ${past}
      order by p.product_name ${direction}, p.id ${direction}, g.site_id ${direction}
      limit ${query.pageSize + 1} offset ${offset}`),
    counted
      ? countRows(
          db,
          sql`${filters} and ${searchedProducts(query, sql`l.ndc_product_id`)}`,
          !!query.search?.trim(),
        )
      : { totalRecords: 0 },
  ]);
  const more = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize).map((r) => ({
    ...r,
    onHand: Number(r.onHand),
    available: Number(r.available),
  }));
  if (backwards) page.reverse();
  const keyOf = (r: StockRow): StockListKey => ({
    productName: r.productName,
    productId: r.productId,
    siteId: r.siteId,
  });
  const first = page[0];
  const last = page.at(-1);
  const hasPrev = backwards ? more : !!cursor || offset > 0;
  const hasNext = backwards ? !!cursor : more;
  return {
    data: page,
    ...total,
    ...(hasNext && last ? { nextCursor: encodeListCursor(binding, keyOf(last)) } : {}),
    ...(hasPrev && first ? { prevCursor: encodeListCursor(binding, keyOf(first)) } : {}),
  };
}

const siteAnd = (siteId: number, filters: ReturnType<typeof lotFilters>) =>
  siteId ? sql`l.inventory_site_id = ${siteId} and ${filters}` : filters;

/**
 * How many rows the list has, counted up to the cap like every large list. Only a search reads the product;
 * otherwise the groups come from an index-only scan of stock_lots_site_product_idx in (site, product) order
 * (measured at 200k lots on the shared 2-core machine: 16 ms for every site, 2 ms for one, once vacuumed).
 */
async function countRows(db: Queryable, filters: SQL, searching: boolean) {
  const from = searching
    ? sql`stock_lots l join ndc_products p on p.id = l.ndc_product_id`
    : sql`stock_lots l`;
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from ${from}
      where ${filters} group by l.inventory_site_id, l.ndc_product_id limit ${countCap + 1}) g`);
  const n = rows[0]?.n ?? 0;
  return n > countCap ? { totalRecords: countCap, totalCapped: true } : { totalRecords: n };
}

/** The most lots one row shows: a product at one site rarely has more than a handful. */
const maxLots = 500;

/** GET …/Stock/GetLots: a list row's lots, earliest expiry first (as they are handed out). */
export async function listRowLots(db: Queryable, query: StockLotsQuery): Promise<StockLotRow[]> {
  const { rows } = await db.execute<StockLotRow>(sql`
    select l.id, l.lot_number as "lotNumber", l.expiry_date::text as "expiryDate", l.bin, l.status,
      l.on_hand as "onHand", l.allocated, (${availableUnits})::int as available,
      l.source_kind as "sourceKind", l.source_name as "sourceName"
    from stock_lots l join ndc_products p on p.id = l.ndc_product_id
    where l.inventory_site_id = ${query.siteId} and l.ndc_product_id = ${query.productId} and ${lotFilters(query)}
    order by l.expiry_date nulls last, l.id
    limit ${maxLots}`);
  return rows;
}
