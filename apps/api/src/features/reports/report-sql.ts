import { daysPerMonth, usageDays } from '@homer/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { countCap } from '../../platform/paging/keyset-paging.ts';

/** Lot `l` of product `p` at the chosen site (0: every site) matching the search (NDC, product name or lot number). */
export function lotScope(siteId: number, search: string | undefined): SQL {
  const conditions: SQL[] = [sql`true`];
  if (siteId) conditions.push(sql`l.inventory_site_id = ${siteId}`);
  const term = search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(
      sql`(p.ndc ilike ${pattern} or p.product_name ilike ${pattern} or l.lot_number ilike ${pattern})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

type Period = { from: string; to: string };

/**
 * Instants of `column` within the period's days, from the first day's start to the last day's end in `zone` (UTC,
 * as the ledger counts its days, unless a report counts in the programme's calendar).
 */
export function withinDays(column: string, period: Period, zone: SQL = sql`'UTC'`): SQL {
  const at = sql.raw(column);
  return sql`${at} >= (${period.from}::date)::timestamp at time zone ${zone}
    and ${at} < (${period.to}::date + 1)::timestamp at time zone ${zone}`;
}

/** Rows of `alias` that occurred within the period's days (UTC, as the ledger counts them). */
export const periodOf = (alias: string, period: Period): SQL => withinDays(`${alias}.occurred_at`, period);

/** Reports page by offset, as deep as lists count (a report is narrowed by its filters, not paged through). */
export const pageOffset = (q: { page: number; pageSize: number }) =>
  Math.min((q.page - 1) * q.pageSize, countCap);

/**
 * Average monthly consumption of each product at each site over the last `usageDays` (today included), as CTE
 * `usage(site_id, product_id, monthly)`: read from stock_consumption_days, which the ledger's insert trigger keeps
 * (units shipped and bulk taken into repacks, less what reversals gave back; transfers are stock moving, not being
 * used). `pairs` limits the rows read (a SQL condition on consumption day `c`).
 */
export function monthlyUsage(pairs: SQL): SQL {
  return sql`usage as (
    select c.inventory_site_id as site_id, c.ndc_product_id as product_id,
      sum(c.units)::float8 / ${usageDays / daysPerMonth}::float8 as monthly
    from stock_consumption_days c
    where c.day > current_date - ${usageDays}::int and c.day <= current_date and ${pairs}
    group by 1, 2)`;
}

/** Money as the contracts carry it: a number rounded to cents. */
export const cents = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;
