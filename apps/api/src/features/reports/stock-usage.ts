import type {
  StockUsageFilters,
  StockUsageQuery,
  StockUsageResponse,
  StockUsageRow,
} from '@homer/contracts/reports';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { availableUnits } from '../../platform/stock/available-units.ts';
import { cents, lotScope, monthlyUsage, pageOffset } from './report-sql.ts';

/**
 * Each product at each site that holds stock or used some lately: on hand, available, average monthly usage,
 * months of stock (available over usage) and its value at each lot's unit cost. A product is low when its months
 * of stock fall below `lowBelow`, or when it is used and none is available.
 */
function usageRows(f: StockUsageFilters) {
  const scope = lotScope(f.siteId, f.search);
  return sql`
    with ${monthlyUsage(f.siteId ? sql`c.inventory_site_id = ${f.siteId}` : sql`true`)},
    held as (
      select l.inventory_site_id as site_id, l.ndc_product_id as product_id, sum(l.on_hand) as on_hand,
        sum(${availableUnits}) as available, sum(l.on_hand * coalesce(l.unit_cost, 0)) as value,
        coalesce(sum(l.on_hand) filter (where l.unit_cost is null), 0) as uncosted
      from stock_lots l join ndc_products p on p.id = l.ndc_product_id
      where l.on_hand <> 0 and ${scope}
      group by 1, 2),
    rows as (
      select coalesce(h.site_id, u.site_id) as site_id, coalesce(h.product_id, u.product_id) as product_id,
        coalesce(h.on_hand, 0) as on_hand, coalesce(h.available, 0) as available,
        coalesce(u.monthly, 0) as monthly, coalesce(h.value, 0) as value, coalesce(h.uncosted, 0) as uncosted
      from held h full join (select * from usage where monthly > 0) u
        on u.site_id = h.site_id and u.product_id = h.product_id)
    select r.site_id as "siteId", s.name as "siteName", p.id as "productId", p.ndc,
      p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
      r.on_hand::int as "onHand", r.available::int as available,
      round(r.monthly::numeric, 1)::float8 as "monthlyUsage",
      case when r.monthly > 0 then round((r.available / r.monthly)::numeric, 1)::float8 end as "monthsOfStock",
      (r.monthly > 0 and r.available < r.monthly * ${Number(f.lowBelow)}) as low,
      round(r.value, 2)::float8 as value, r.uncosted::int as "uncostedUnits"
    from rows r
    join ndc_products p on p.id = r.product_id
    join inventory_sites s on s.id = r.site_id
    -- Usage of products the search does not name comes in through the full join: the scope applies to it too.
    where ${
      f.search?.trim()
        ? sql`exists (select 1 from stock_lots l where l.inventory_site_id = r.site_id
      and l.ndc_product_id = r.product_id and ${scope})`
        : sql`true`
    }`;
}

const order = sql`order by "productName", "productId", "siteName", "siteId"`;
const lowOnly = (f: StockUsageFilters) => (f.lowOnly === 'true' ? sql`where low` : sql``);

/** GET …/StockUsage/GetList: by product name, with the number of products, the low ones and the total value. */
export async function stockUsageReport(db: Queryable, q: StockUsageQuery): Promise<StockUsageResponse> {
  const rows = sql`select * from (${usageRows(q)}) r ${lowOnly(q)}`;
  const [page, totals] = await Promise.all([
    db.execute<StockUsageRow>(sql`${rows} ${order} limit ${q.pageSize} offset ${pageOffset(q)}`),
    db.execute<{ products: number; low: number; value: string | null }>(sql`
      select count(*)::int as products, count(*) filter (where low)::int as low, sum(value) as value
      from (${rows}) t`),
  ]);
  const t = totals.rows[0];
  return {
    data: page.rows,
    totalRecords: t?.products ?? 0,
    totals: { products: t?.products ?? 0, low: t?.low ?? 0, value: cents(t?.value ?? 0) },
  };
}

export async function stockUsageExportRows(db: Queryable, f: StockUsageFilters) {
  const { rows } = await db.execute<StockUsageRow>(
    sql`select * from (${usageRows(f)}) r ${lowOnly(f)} ${order}`,
  );
  return rows;
}
