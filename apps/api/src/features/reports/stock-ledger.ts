import type {
  StockLedgerFilters,
  StockLedgerQuery,
  StockLedgerResponse,
  StockLedgerRow,
} from '@homer/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { lotScope, pageOffset } from './report-sql.ts';

/** The movement types a row splits its lines into, by the kind of their document; outs are shown positive. */
const movements = [
  { key: 'received', kinds: ['receipt', 'donation', 'opening'], sign: 1 },
  { key: 'transfersIn', kinds: ['transfer_in'], sign: 1 },
  { key: 'shipped', kinds: ['shipment'], sign: -1 },
  { key: 'transfersOut', kinds: ['transfer_out'], sign: -1 },
  { key: 'repacked', kinds: ['repack'], sign: 1 },
  { key: 'adjusted', kinds: ['adjustment', 'count'], sign: 1 },
  { key: 'reversed', kinds: ['reversal'], sign: 1 },
] as const;
const figures = ['opening', ...movements.map((m) => m.key), 'closing'] as const;
type Figure = (typeof figures)[number];
type Figures = Record<Figure, number>;

/** The period's bounds as instants: `s` its first day's start, `e` the day after its last (UTC, decision 098). */
const bounds = (f: StockLedgerFilters) => sql`bounds as (
  select (${f.from}::date)::timestamp at time zone 'UTC' as s, (${f.to}::date + 1)::timestamp at time zone 'UTC' as e)`;

/**
 * Each figure over `lines` (`kind`, `quantity`, and `after_end`: the line is after the period), whose lines all fall
 * on or after the period's start: opening and closing come back from `held` (the lots' on_hand, kept equal to
 * their ledger's sum) less the lines after each bound, so no line before the period is read.
 */
const figureSums = (held: SQL) =>
  sql.join(
    [
      sql`${held} - coalesce(sum(quantity), 0) as opening`,
      ...movements.map(
        (m) =>
          sql`${m.sign < 0 ? sql`-` : sql``}coalesce(sum(quantity) filter (where not after_end and kind in ${sql.raw(`(${m.kinds.map((k) => `'${k}'`).join(', ')})`)}), 0) as ${sql.identifier(m.key)}`,
      ),
      sql`${held} - coalesce(sum(quantity) filter (where after_end), 0) as closing`,
    ],
    sql`, `,
  );

/**
 * Lot `l` is a row of the period (`b`) when it held stock at either bound or moved within it. Its first and last
 * line's times (kept with on_hand, decision 118) decide that from the lot row for every lot but one that moved
 * both before and after the period, which alone reads its lines.
 */
const rowOfPeriod = sql`case
  when l.first_moved_at is null or l.first_moved_at >= b.e then false
  when l.last_moved_at < b.s then l.on_hand <> 0
  when l.last_moved_at < b.e or l.first_moved_at >= b.s then true
  else exists (select from stock_movements mv where mv.lot_id = l.id and mv.occurred_at >= b.s and mv.occurred_at < b.e)
    or l.on_hand <> (select coalesce(sum(mv.quantity), 0) from stock_movements mv
      where mv.lot_id = l.id and mv.occurred_at >= b.e)
  end`;

const lotsOfPeriod = (f: StockLedgerFilters) => sql`
  from stock_lots l cross join bounds b
  join ndc_products p on p.id = l.ndc_product_id
  join inventory_sites s on s.id = l.inventory_site_id
  where ${lotScope(f.siteId, f.search)} and ${rowOfPeriod}`;

const order = sql`order by "productName", "productId", "siteName", "siteId", "lotNumber", "lotId"`;

/** The period's rows, a page of them (`window`: limit and offset) or all, each lot's figures from its own lines. */
const ledgerRows = (f: StockLedgerFilters, window: SQL) => sql`
  with ${bounds(f)},
  lots as (
    select l.id as "lotId", l.inventory_site_id as "siteId", s.name as "siteName", p.id as "productId", p.ndc,
      p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
      l.lot_number as "lotNumber", l.expiry_date::text as "expiryDate", l.on_hand
    ${lotsOfPeriod(f)}
    ${order} ${window})
  select r.*, m.* from lots r cross join bounds b
  cross join lateral (
    select ${figureSums(sql`r.on_hand`)}
    from (select d.kind, mv.quantity, mv.occurred_at >= b.e as after_end
      from stock_movements mv join stock_documents d on d.id = mv.document_id
      where mv.lot_id = r."lotId" and mv.occurred_at >= b.s) lines) m
  ${order}`;

/**
 * Every row's figures summed, without reading the rows: a lot that is not a row adds nothing to any figure, so the
 * sums are those of every lot in scope. Whole products are read from the ledger's day summaries
 * (stock_ledger_days); the lines are read only of lots a search matches by lot number alone.
 */
function ledgerTotals(f: StockLedgerFilters): SQL {
  const site = (alias: string) =>
    f.siteId ? sql`and ${sql.raw(alias)}.inventory_site_id = ${f.siteId}` : sql``;
  const term = f.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  const productMatches = sql`(p.ndc ilike ${pattern} or p.product_name ilike ${pattern})`;
  const products = term ? sql`join ndc_products p on p.id = sd.ndc_product_id and ${productMatches}` : sql``;
  const byLotNumber = term
    ? sql`union all
      select d.kind, mv.quantity, mv.occurred_at >= b.e
      from stock_lots l cross join bounds b
      join ndc_products p on p.id = l.ndc_product_id and not ${productMatches}
      join stock_movements mv on mv.lot_id = l.id and mv.occurred_at >= b.s
      join stock_documents d on d.id = mv.document_id
      where l.lot_number ilike ${pattern} ${site('l')}`
    : sql``;
  return sql`
    with ${bounds(f)},
    held as (
      select coalesce(sum(l.on_hand), 0) as units from stock_lots l join ndc_products p on p.id = l.ndc_product_id
      where ${lotScope(f.siteId, f.search)}),
    lines as (
      select sd.kind, sd.quantity, sd.day > ${f.to}::date as after_end
      from stock_ledger_days sd ${products}
      where sd.day >= ${f.from}::date ${site('sd')}
      ${byLotNumber})
    select ${figureSums(sql`(select units from held)`)} from lines`;
}

const countRows = (f: StockLedgerFilters) => sql`with ${bounds(f)} select count(*) as n ${lotsOfPeriod(f)}`;

type Raw = Omit<StockLedgerRow, Figure> & Record<Figure, string> & { on_hand: number };
const numbers = ({ on_hand: _, ...r }: Raw): StockLedgerRow => {
  const row = { ...r } as unknown as StockLedgerRow;
  for (const key of figures) row[key] = Number(r[key]);
  return row;
};

/**
 * GET …/StockLedger/GetList: one page of rows (only its lots' lines are read), how many rows the report has, and
 * every row's figures summed for the chart and totals line (from the day summaries).
 */
export async function stockLedgerReport(db: Queryable, q: StockLedgerQuery): Promise<StockLedgerResponse> {
  const [page, count, sums] = await Promise.all([
    db.execute<Raw>(ledgerRows(q, sql`limit ${q.pageSize} offset ${pageOffset(q)}`)),
    db.execute<{ n: string }>(countRows(q)),
    db.execute<Record<Figure, string>>(ledgerTotals(q)),
  ]);
  const t = sums.rows[0];
  const totals = Object.fromEntries(figures.map((key) => [key, Number(t?.[key] ?? 0)])) as Figures;
  return { data: page.rows.map(numbers), totalRecords: Number(count.rows[0]?.n ?? 0), totals };
}

/** The export's rows: the whole report in its order. */
export async function stockLedgerExportRows(db: Queryable, f: StockLedgerFilters): Promise<StockLedgerRow[]> {
  const { rows } = await db.execute<Raw>(ledgerRows(f, sql``));
  return rows.map(numbers);
}
