import type {
  StockLedgerFilters,
  StockLedgerQuery,
  StockLedgerResponse,
  StockLedgerRow,
} from '@homer/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { lotScope, pageOffset } from './report-sql.ts';

const figures = [
  'opening',
  'received',
  'transfersIn',
  'shipped',
  'transfersOut',
  'repacked',
  'adjusted',
  'reversed',
  'closing',
] as const;
type Figures = Record<(typeof figures)[number], number>;
type Totals = { totalRecords: string } & Record<`t_${(typeof figures)[number]}`, string>;

/**
 * Each lot's opening, movements by type and closing over [from, to], days as the ledger counts them (UTC,
 * decision 098). Opening and closing come back from the lot's on_hand (kept equal to its ledger's sum), less the
 * lines after each bound, so only the lines since `from` are read (stock_movements_occurred_at_brin), not a
 * lot's whole history. A lot is a row when it held stock at either bound or moved within the period.
 */
function ledgerRows(f: StockLedgerFilters) {
  // A site or a search narrows the lines read, not only the rows shown.
  const scoped = f.siteId !== 0 || !!f.search?.trim();
  return sql`
    with bounds as (
      select (${f.from}::date)::timestamp at time zone 'UTC' as s,
        (${f.to}::date + 1)::timestamp at time zone 'UTC' as e),
    moved as (
      select mv.lot_id,
        sum(mv.quantity) as after_start,
        coalesce(sum(mv.quantity) filter (where mv.occurred_at >= b.e), 0) as after_end,
        count(*) filter (where mv.occurred_at < b.e) as lines,
        ${inPeriod(sql`d.kind in ('receipt', 'donation', 'opening')`)} as received,
        ${inPeriod(sql`d.kind = 'transfer_in'`)} as transfers_in,
        -${inPeriod(sql`d.kind = 'shipment'`)} as shipped,
        -${inPeriod(sql`d.kind = 'transfer_out'`)} as transfers_out,
        ${inPeriod(sql`d.kind = 'repack'`)} as repacked,
        ${inPeriod(sql`d.kind in ('adjustment', 'count')`)} as adjusted,
        ${inPeriod(sql`d.kind = 'reversal'`)} as reversed
      from stock_movements mv cross join bounds b
      join stock_documents d on d.id = mv.document_id
      ${scoped ? sql`join stock_lots l on l.id = mv.lot_id join ndc_products p on p.id = l.ndc_product_id` : sql``}
      where mv.occurred_at >= b.s ${scoped ? sql`and ${lotScope(f.siteId, f.search)}` : sql``}
      group by mv.lot_id)
    select l.id as "lotId", l.inventory_site_id as "siteId", s.name as "siteName", p.id as "productId", p.ndc,
      p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
      l.lot_number as "lotNumber", l.expiry_date::text as "expiryDate",
      l.on_hand - coalesce(m.after_start, 0) as opening,
      coalesce(m.received, 0) as received, coalesce(m.transfers_in, 0) as "transfersIn",
      coalesce(m.shipped, 0) as shipped, coalesce(m.transfers_out, 0) as "transfersOut",
      coalesce(m.repacked, 0) as repacked, coalesce(m.adjusted, 0) as adjusted,
      coalesce(m.reversed, 0) as reversed,
      l.on_hand - coalesce(m.after_end, 0) as closing
    from stock_lots l
    left join moved m on m.lot_id = l.id
    join ndc_products p on p.id = l.ndc_product_id
    join inventory_sites s on s.id = l.inventory_site_id
    where (l.on_hand <> 0 or m.lot_id is not null) and ${lotScope(f.siteId, f.search)}
      and (coalesce(m.lines, 0) > 0 or l.on_hand - coalesce(m.after_start, 0) <> 0
        or l.on_hand - coalesce(m.after_end, 0) <> 0)`;
}

const inPeriod = (kind: ReturnType<typeof sql>) =>
  sql`coalesce(sum(mv.quantity) filter (where mv.occurred_at < b.e and ${kind}), 0)`;

const order = sql`order by "productName", "productId", "siteName", "siteId", "lotNumber", "lotId"`;

type Raw = Omit<StockLedgerRow, (typeof figures)[number]> & Record<(typeof figures)[number], string>;
const numbers = (r: Raw): StockLedgerRow => {
  const row = { ...r } as unknown as StockLedgerRow;
  for (const key of figures) row[key] = Number(r[key]);
  return row;
};

/**
 * GET …/StockLedger/GetList: one page of rows, with every row's figures summed for the chart and totals line. The
 * report is computed once: the sums ride on the page's rows as window aggregates (taken before LIMIT), and are
 * computed on their own only for a page past the last row.
 */
export async function stockLedgerReport(db: Queryable, q: StockLedgerQuery): Promise<StockLedgerResponse> {
  const rows = ledgerRows(q);
  const sums = (window: SQL) =>
    sql.join(
      [
        sql`count(*) ${window} as "totalRecords"`,
        ...figures.map(
          (key) => sql`coalesce(sum(${sql.identifier(key)}) ${window}, 0) as ${sql.identifier(`t_${key}`)}`,
        ),
      ],
      sql`, `,
    );
  const page = await db.execute<Raw & Totals>(
    sql`select r.*, ${sums(sql`over ()`)} from (${rows}) r ${order} limit ${q.pageSize} offset ${pageOffset(q)}`,
  );
  const t = page.rows[0] ?? (await db.execute<Totals>(sql`select ${sums(sql``)} from (${rows}) r`)).rows[0];
  const totals = Object.fromEntries(figures.map((key) => [key, Number(t?.[`t_${key}`] ?? 0)])) as Figures;
  return { data: page.rows.map(numbers), totalRecords: Number(t?.totalRecords ?? 0), totals };
}

/** The export's rows: the whole report in its order (computed as a whole; paging it would compute it per page). */
export async function stockLedgerExportRows(db: Queryable, f: StockLedgerFilters): Promise<StockLedgerRow[]> {
  const { rows } = await db.execute<Raw>(sql`select * from (${ledgerRows(f)}) r ${order}`);
  return rows.map(numbers);
}
