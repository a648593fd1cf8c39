import {
  daysPerMonth,
  type ExpiringStockFilters,
  type ExpiringStockQuery,
  type ExpiringStockResponse,
  type ExpiringStockRow,
} from '@homer/contracts/reports';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { cents, lotScope, monthlyUsage, pageOffset } from './report-sql.ts';

/**
 * Lots with stock expiring from today to `within` days ahead (UTC days, as the ledger's), and how much of each
 * the site's usage will not reach in time: usage takes the earliest-expiring available lots first (as the
 * allocator hands them out), so a lot's expected use is what monthly usage leaves by its expiry after the
 * lots before it. Lots that are not available (held, recalled, damaged) are expected to be used not at all.
 */
function expiringRows(f: ExpiringStockFilters) {
  // The search picks rows at the end: the lots before a searched one still take usage first.
  const window = sql`l.on_hand > 0 and l.expiry_date >= current_date
    and l.expiry_date < current_date + ${Number(f.within)}::int and ${lotScope(f.siteId, undefined)}`;
  return sql`
    with ${monthlyUsage(sql`(c.inventory_site_id, c.ndc_product_id) in (
      select l.inventory_site_id, l.ndc_product_id from stock_lots l join ndc_products p on p.id = l.ndc_product_id
      where ${window})`)},
    lots as (
      select l.id, l.inventory_site_id, l.ndc_product_id, l.lot_number, l.expiry_date, l.status, l.on_hand,
        l.unit_cost, coalesce(u.monthly, 0) as monthly,
        -- Usage expected by this lot's expiry, and the usable units of the lots that expire before it.
        coalesce(u.monthly, 0) * (l.expiry_date - current_date) / ${daysPerMonth}::float8 as reach,
        coalesce(sum(l.on_hand) filter (where l.status = 'available') over (
          partition by l.inventory_site_id, l.ndc_product_id order by l.expiry_date, l.id
          rows between unbounded preceding and 1 preceding), 0) as before
      from stock_lots l join ndc_products p on p.id = l.ndc_product_id
      left join usage u on u.site_id = l.inventory_site_id and u.product_id = l.ndc_product_id
      where ${window}),
    judged as (
      select x.*, case when x.status = 'available'
        then least(x.on_hand, greatest(0, floor(x.reach - x.before)))::int else 0 end as expected_use
      from lots x)
    select l.id as "lotId", l.inventory_site_id as "siteId", s.name as "siteName", p.id as "productId", p.ndc,
      p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
      l.lot_number as "lotNumber", l.expiry_date::text as "expiryDate",
      (l.expiry_date - current_date) as "daysLeft", l.status, l.on_hand as "onHand",
      round(l.monthly::numeric, 1)::float8 as "monthlyUsage", l.expected_use as "expectedUse",
      l.on_hand - l.expected_use as "atRiskUnits", l.unit_cost::float8 as "unitCost",
      round((l.on_hand - l.expected_use) * coalesce(l.unit_cost, 0), 2)::float8 as "atRiskValue"
    from judged l
    join ndc_products p on p.id = l.ndc_product_id
    join inventory_sites s on s.id = l.inventory_site_id
    where ${lotScope(0, f.search)}`;
}

const order = sql`order by "expiryDate", "productName", "siteName", "lotId"`;

/** GET …/ExpiringStock/GetList: soonest expiry first, with totals and the at-risk value by month for the chart. */
export async function expiringStockReport(
  db: Queryable,
  q: ExpiringStockQuery,
): Promise<ExpiringStockResponse> {
  const rows = expiringRows(q);
  const [page, months] = await Promise.all([
    db.execute<ExpiringStockRow>(sql`select * from (${rows}) r ${order}
      limit ${q.pageSize} offset ${pageOffset(q)}`),
    db.execute<{ month: string; lots: number; onHand: string; atRiskUnits: string; atRiskValue: string }>(sql`
      select left("expiryDate", 7) as month, count(*)::int as lots, sum("onHand") as "onHand",
        sum("atRiskUnits") as "atRiskUnits", sum("atRiskValue") as "atRiskValue"
      from (${rows}) r group by 1 order by 1`),
  ]);
  const sum = (key: 'lots' | 'onHand' | 'atRiskUnits' | 'atRiskValue') =>
    months.rows.reduce((total, m) => total + Number(m[key]), 0);
  return {
    data: page.rows,
    totalRecords: sum('lots'),
    totals: {
      lots: sum('lots'),
      onHand: sum('onHand'),
      atRiskUnits: sum('atRiskUnits'),
      atRiskValue: cents(sum('atRiskValue')),
      byMonth: months.rows.map((m) => ({
        month: m.month,
        atRiskUnits: Number(m.atRiskUnits),
        atRiskValue: cents(m.atRiskValue),
      })),
    },
  };
}

export async function expiringStockExportRows(db: Queryable, f: ExpiringStockFilters) {
  const { rows } = await db.execute<ExpiringStockRow>(sql`select * from (${expiringRows(f)}) r ${order}`);
  return rows;
}
