import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type {
  StockSiteLot,
  StockTransfer,
  StockTransferLine,
  StockTransferListQuery,
  StockTransferRow,
} from '@homer/contracts/stock-transfers';
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isoTime } from '../../db/iso-time.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { stockTransfers } from '../../db/schema/stock-transfers.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

const t = stockTransfers;
const fromSite = alias(inventorySites, 'from_site');
const toSite = alias(inventorySites, 'to_site');
const lineCount = sql<number>`(select count(*)::int from stock_transfer_lines tl where tl.transfer_id = "stock_transfers"."id")`;

/** GET …/GetList: newest first by id (the primary key's index, or status + id), one keyset page per cursor. */
export async function listStockTransfers(
  db: Queryable,
  query: StockTransferListQuery,
): Promise<Paged<StockTransferRow>> {
  const where = and(
    query.status ? eq(t.status, query.status) : undefined,
    query.siteId ? or(eq(t.fromSiteId, query.siteId), eq(t.toSiteId, query.siteId)) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'stock-transfers',
      key: t.id,
      kind: 'integer',
      id: t.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [query.status, query.siteId],
    },
    query,
  );
  const page = await readKeysetPage(db, { table: t, filters: where, searching: false }, keyset, () =>
    keyset.apply(
      db
        .select({
          id: t.id,
          fromSiteName: fromSite.name,
          toSiteName: toSite.name,
          status: t.status,
          lineCount,
          createdAt: isoTime(t.createdAt),
          dispatchedAt: sql<string | null>`${isoTime(t.dispatchedAt)}`,
          receivedAt: sql<string | null>`${isoTime(t.receivedAt)}`,
          ...keyset.columns,
        })
        .from(t)
        .innerJoin(fromSite, eq(fromSite.id, t.fromSiteId))
        .innerJoin(toSite, eq(toSite.id, t.toSiteId))
        .$dynamic(),
      where,
    ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}

const step = (by: string, at: string) =>
  sql.raw(`case when t.${at} is null then null else json_build_object(
  'by', (select u.first_name || ' ' || u.last_name from users u where u.id = t.${by}),
  'at', to_char(t.${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) end`);

/** One transfer with its lines in the order they were added; null when there is none. */
export async function findStockTransfer(db: Queryable, id: number): Promise<StockTransfer | null> {
  const { rows } = await db.execute<Omit<StockTransfer, 'lines'>>(sql`
    select t.id, t.from_site_id as "fromSiteId", fs.name as "fromSiteName", t.to_site_id as "toSiteId",
      ts.name as "toSiteName", t.status, t.note, ${step('created_by', 'created_at')} as created,
      ${step('dispatched_by', 'dispatched_at')} as dispatched, ${step('received_by', 'received_at')} as received,
      ${step('cancelled_by', 'cancelled_at')} as cancelled, t.dispatch_document_id as "dispatchDocumentId",
      t.receipt_document_id as "receiptDocumentId", t.return_document_id as "returnDocumentId"
    from stock_transfers t
    join inventory_sites fs on fs.id = t.from_site_id
    join inventory_sites ts on ts.id = t.to_site_id
    where t.id = ${id}`);
  const transfer = rows[0];
  if (!transfer) return null;
  const lines = await db.execute<StockTransferLine>(sql`
    select tl.id, tl.source_lot_id as "sourceLotId", l.lot_number as "lotNumber",
      to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", p.ndc, p.product_name as "productName",
      p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize", tl.quantity,
      case when l.status = 'available' then l.on_hand - l.allocated else 0 end as available,
      l.status as "sourceStatus", tl.received_quantity as "receivedQuantity",
      tl.rejected_quantity as "rejectedQuantity", tl.destination_lot_id as "destinationLotId"
    from stock_transfer_lines tl
    join stock_lots l on l.id = tl.source_lot_id
    join ndc_products p on p.id = l.ndc_product_id
    where tl.transfer_id = ${id}
    order by tl.id`);
  return { ...transfer, lines: lines.rows };
}

/**
 * Lots of a site that can be sent: available, unexpired, with units not set aside; by NDC, product name or lot
 * number, earliest expiry first (the lots to move on first), 50 at most.
 */
export async function stockSiteLots(db: Queryable, siteId: number, search: string): Promise<StockSiteLot[]> {
  const term = search.trim();
  const match = term
    ? sql`and (p.ndc ilike ${containsPattern(term)} or p.ndc_digits ilike ${containsPattern(term)}
        or p.product_name ilike ${containsPattern(term)} or l.lot_number ilike ${containsPattern(term)})`
    : sql``;
  const { rows } = await db.execute<StockSiteLot>(sql`
    select l.id as "lotId", l.lot_number as "lotNumber", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
      p.ndc, p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
      l.on_hand - l.allocated as available
    from stock_lots l join ndc_products p on p.id = l.ndc_product_id
    where l.inventory_site_id = ${siteId} and l.status = 'available' and l.on_hand > l.allocated
      and (l.expiry_date is null or l.expiry_date >= current_date) ${match}
    order by l.expiry_date nulls last, l.id
    limit 50`);
  return rows;
}
