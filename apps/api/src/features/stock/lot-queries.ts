import type { Option } from '@homer/contracts/envelope';
import {
  type StockLedgerPage,
  type StockLedgerQuery,
  type StockLedgerRow,
  type StockLot,
  type StockReasonOption,
  systemStockReasons,
} from '@homer/contracts/stock';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { availableUnits } from '../../platform/stock/available-units.ts';
import { decodeLedgerCursor, encodeLedgerCursor } from './stock-cursor.ts';

/** GET …/Stock/GetLot: the lot with its site and product; null when there is no such lot. */
export async function findStockLot(db: Queryable, id: number): Promise<StockLot | null> {
  const { rows } = await db.execute<StockLot>(sql`
    select l.id, l.lot_number as "lotNumber", l.expiry_date::text as "expiryDate", l.bin, l.status,
      l.status_note as "statusNote", l.on_hand as "onHand", l.allocated, (${availableUnits})::int as available,
      l.source_kind as "sourceKind", l.source_name as "sourceName", l.unit_cost::text as "unitCost",
      l.inventory_site_id as "siteId", s.name as "siteName", p.id as "productId", p.ndc,
      p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize"
    from stock_lots l
    join ndc_products p on p.id = l.ndc_product_id
    join inventory_sites s on s.id = l.inventory_site_id
    where l.id = ${id}`);
  return rows[0] ?? null;
}

type LedgerLine = Omit<StockLedgerRow, 'balance'> & { balance: string; cursorKey: string };

/**
 * GET …/Stock/GetLedger: newest first by (occurred_at, id) on stock_movements_lot_idx. The balance after a line
 * is the lot's on hand less every line dated after it: the lines after this page are summed from the index
 * (it carries the quantity), the ones above it on the page by a window, all in one statement, so one snapshot.
 */
export async function ledgerPage(db: Queryable, query: StockLedgerQuery): Promise<StockLedgerPage | null> {
  const cursor = query.after ? decodeLedgerCursor(query.id, query.after) : null;
  const cursorKey = cursor ? sql`(${cursor.occurredAt}::timestamp at time zone 'UTC')` : null;
  const before = cursorKey ? sql`and (m.occurred_at, m.id) < (${cursorKey}, ${cursor?.id}::bigint)` : sql``;
  const laterLines = cursorKey
    ? sql`(select coalesce(sum(x.quantity), 0) from stock_movements x
        where x.lot_id = ${query.id} and (x.occurred_at, x.id) >= (${cursorKey}, ${cursor?.id}::bigint))`
    : sql`0`;
  const { rows } = await db.execute<LedgerLine>(sql`
    with lot as (select on_hand from stock_lots where id = ${query.id}),
    page as (
      select m.id, m.document_id, m.quantity, m.reason_code, m.posted_by, m.occurred_at, m.recorded_at
      from stock_movements m where m.lot_id = ${query.id} ${before}
      order by m.occurred_at desc, m.id desc limit ${query.pageSize + 1})
    select m.id::int as id, m.document_id as "documentId", d.kind as "documentKind", d.reference, d.note,
      r.label as "reasonLabel", m.quantity,
      (lot.on_hand - ${laterLines} - coalesce(sum(m.quantity) over (order by m.occurred_at desc, m.id desc
        rows between unbounded preceding and 1 preceding), 0))::text as balance,
      to_char(m.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "occurredAt",
      to_char(m.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "recordedAt",
      (m.occurred_at at time zone 'UTC')::text as "cursorKey",
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "postedBy",
      (d.kind <> 'reversal' and not exists (select 1 from stock_documents v where v.reverses_document_id = d.id))
        as reversible
    from lot cross join page m
    join stock_documents d on d.id = m.document_id
    join stock_reasons r on r.code = m.reason_code
    left join users u on u.id = m.posted_by
    order by m.occurred_at desc, m.id desc`);
  if (rows.length === 0 && !(await lotExists(db, query.id))) return null;
  const more = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    data: page.map(({ cursorKey: _key, balance, ...row }) => ({ ...row, balance: Number(balance) })),
    ...(more && last
      ? { nextCursor: encodeLedgerCursor(query.id, { occurredAt: last.cursorKey, id: last.id }) }
      : {}),
  };
}

async function lotExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from stock_lots where id = ${id}`);
  return rows.length > 0;
}

/** GET …/Stock/GetSites: active inventory sites by name, for the list's site filter. */
export async function stockSiteOptions(db: Queryable): Promise<Option[]> {
  const { rows } = await db.execute<Option>(
    sql`select id as value, name as text from inventory_sites where is_active order by name, id`,
  );
  return rows;
}

/** GET …/Stock/GetAdjustmentReasons: active reasons a person may give; the system's own are left out. */
export async function adjustmentReasons(db: Queryable): Promise<StockReasonOption[]> {
  const { rows } = await db.execute<StockReasonOption>(sql`
    select code, label, direction from stock_reasons
    where is_active and not (code = any(${systemReasonArray()})) order by label`);
  return rows;
}

const systemReasonArray = () => sql`${`{${systemStockReasons.join(',')}}`}::text[]`;
