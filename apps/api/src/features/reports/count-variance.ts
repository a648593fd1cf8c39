import { attainment } from '@homer/contracts/programme-reports';
import type {
  CountVarianceFilters,
  CountVarianceQuery,
  CountVarianceResponse,
  CountVarianceRow,
} from '@homer/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { cents, pageOffset, withinDays } from './report-sql.ts';

/** Lots counted without a variance over lots counted, in percent to one decimal (null when none were counted). */
const accuracyOf = (counted: string, varied: string) =>
  sql.raw(
    `case when ${counted} > 0 then round((${counted} - ${varied}) * 100.0 / ${counted}, 1)::float8 end`,
  );

/**
 * Stock counts posted over [from, to] (UTC days, as the ledger counts them): the lots each counted and recounted,
 * and the variances it posted (its document's lines, which the ledger carries as `count_variance`): units over and
 * under, their value at each lot's unit cost, and the share of lots counted without a variance. The search keeps the
 * counts that counted a matching lot (product name, NDC or lot number).
 */
function countRows(f: CountVarianceFilters): SQL {
  const term = f.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  return sql`
    with counts as (
      select c.id, c.inventory_site_id, c.scope, c.verified_at, c.document_id
      from stock_counts c
      where c.status = 'posted'
        and ${withinDays('c.verified_at', f)}
        ${f.siteId ? sql`and c.inventory_site_id = ${f.siteId}` : sql``}
        ${
          term
            ? sql`and exists (select 1 from stock_count_lines x join stock_lots l on l.id = x.lot_id
                join ndc_products p on p.id = l.ndc_product_id
                where x.count_id = c.id
                  and (p.ndc ilike ${pattern} or p.product_name ilike ${pattern} or l.lot_number ilike ${pattern}))`
            : sql``
        }),
    counted as (
      select x.count_id, count(*) as lots, count(*) filter (where x.recount_quantity is not null) as recounts
      from stock_count_lines x join counts c on c.id = x.count_id group by 1),
    varied as (
      select c.id as count_id, count(*) as lines,
        coalesce(sum(mv.quantity) filter (where mv.quantity > 0), 0) as over,
        coalesce(-sum(mv.quantity) filter (where mv.quantity < 0), 0) as under,
        coalesce(sum(mv.quantity * l.unit_cost), 0) as value,
        coalesce(sum(abs(mv.quantity)) filter (where l.unit_cost is null), 0) as uncosted
      from counts c
      join stock_movements mv on mv.document_id = c.document_id
      join stock_lots l on l.id = mv.lot_id
      group by 1)
    select c.id as "countId", c.inventory_site_id as "siteId", s.name as "siteName", c.scope,
      to_char(c.verified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "postedAt",
      coalesce(n.lots, 0)::int as "linesCounted", coalesce(v.lines, 0)::int as "linesWithVariance",
      coalesce(n.recounts, 0)::int as recounts, coalesce(v.over, 0)::int as "unitsOver",
      coalesce(v.under, 0)::int as "unitsUnder", coalesce(v.value, 0) as value,
      coalesce(v.uncosted, 0)::int as "uncostedUnits",
      ${accuracyOf('coalesce(n.lots, 0)', 'coalesce(v.lines, 0)')} as "accuracyPercent"
    from counts c
    join inventory_sites s on s.id = c.inventory_site_id
    left join counted n on n.count_id = c.id
    left join varied v on v.count_id = c.id`;
}

const orderBy = (row: string) => sql.raw(`${row}"postedAt" desc, ${row}"countId" desc`);

type Raw = Omit<CountVarianceRow, 'value'> & { value: string | number };
const withCents = (r: Raw): CountVarianceRow => ({ ...r, value: cents(r.value) });

type SiteTotal = Omit<CountVarianceResponse['totals']['bySite'][number], 'value'> & {
  value: string | number;
  counts: number;
};

/**
 * GET …/CountVariance/GetList: newest posting first, with each site's figures (the chart) summed for the totals, in
 * one query that computes the report once.
 */
export async function countVarianceReport(
  db: Queryable,
  q: CountVarianceQuery,
): Promise<CountVarianceResponse> {
  const { rows } = await db.execute<{ page: Raw[]; sites: SiteTotal[] }>(sql`
    with rows as materialized (${countRows(q)}),
    by_site as (
      select "siteName", count(*)::int as counts, sum("linesCounted")::int as "linesCounted",
        sum("linesWithVariance")::int as "linesWithVariance", sum(recounts)::int as recounts,
        sum("unitsOver")::int as "unitsOver", sum("unitsUnder")::int as "unitsUnder", sum(value) as value,
        ${accuracyOf('sum("linesCounted")', 'sum("linesWithVariance")')} as "accuracyPercent"
      from rows group by 1),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)})
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select coalesce(json_agg(b order by b."siteName"), '[]') from by_site b) as sites`);
  const answer = rows[0] ?? { page: [], sites: [] };
  const bySite = answer.sites.map(({ counts: _, ...r }) => ({ ...r, value: cents(r.value) }));
  const sum = (pick: (r: SiteTotal) => number) => answer.sites.reduce((total, r) => total + pick(r), 0);
  const linesCounted = sum((r) => r.linesCounted);
  const linesWithVariance = sum((r) => r.linesWithVariance);
  return {
    data: answer.page.map(withCents),
    totalRecords: sum((r) => r.counts),
    totals: {
      counts: sum((r) => r.counts),
      linesCounted,
      linesWithVariance,
      recounts: sum((r) => r.recounts),
      unitsOver: sum((r) => r.unitsOver),
      unitsUnder: sum((r) => r.unitsUnder),
      value: cents(sum((r) => Number(r.value))),
      accuracyPercent: attainment(linesCounted - linesWithVariance, linesCounted),
      bySite,
    },
  };
}

/** The export's rows: the whole report in its order. */
export async function countVarianceExportRows(
  db: Queryable,
  f: CountVarianceFilters,
): Promise<CountVarianceRow[]> {
  const { rows } = await db.execute<Raw>(sql`select * from (${countRows(f)}) r order by ${orderBy('')}`);
  return rows.map(withCents);
}
