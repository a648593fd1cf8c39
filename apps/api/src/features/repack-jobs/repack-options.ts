import type { RepackJobOptions, RepackSourceLot } from '@homer/contracts/repack-jobs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { type FacilityScope, facilityScopeWhere } from '../../platform/auth/facility-scope.ts';

/**
 * The caller's active inventory sites, the active products repackaged from another (what a job can make), and the technicians
 * who have run jobs (the log's filter), by name.
 */
export async function repackJobOptions(db: Queryable, scope: FacilityScope): Promise<RepackJobOptions> {
  const sites = db
    .select({ value: inventorySites.id, text: inventorySites.name })
    .from(inventorySites)
    .where(
      and(
        eq(inventorySites.isActive, true),
        isNull(inventorySites.rxConnectsRepositoryId),
        facilityScopeWhere(scope, inventorySites.facilityId),
      ),
    )
    .orderBy(inventorySites.name, inventorySites.id);
  const [siteRows, products, technicians] = await Promise.all([
    sites,
    db.execute<RepackJobOptions['products'][number]>(sql`
      select p.id as value, p.product_name || ' (' || p.ndc || ')' as text, p.pack_size as "countPerCard",
        p.dispensing_unit as "dispensingUnit", s.product_name as "sourceProductName", s.ndc as "sourceNdc",
        p.bud_months as "budMonths", p.bud_quarter_of_remaining as "budQuarterOfRemaining"
      from ndc_products p join ndc_products s on s.id = p.repack_source_product_id
      where p.is_active order by p.product_name, p.id`),
    db.execute<RepackJobOptions['technicians'][number]>(sql`
      select u.id as value, u.first_name || ' ' || u.last_name as text from users u
      where u.id in (select distinct started_by from repack_jobs where started_by is not null)
      order by u.last_name, u.first_name, u.id`),
  ]);
  return { sites: siteRows, products: products.rows, technicians: technicians.rows };
}

/**
 * The lots of the product's source at the site that a job may take: available, in date, with an expiry (a
 * beyond-use date is set from it) and units not set aside, first expiry first.
 */
export async function repackSourceLots(
  db: Queryable,
  siteId: number,
  outputProductId: number,
  today: string,
): Promise<RepackSourceLot[]> {
  const { rows } = await db.execute<RepackSourceLot>(sql`
    select l.id as "lotId", l.lot_number as "lotNumber", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
      l.on_hand - l.allocated as available
    from ndc_products p
    join stock_lots l on l.ndc_product_id = p.repack_source_product_id and l.inventory_site_id = ${siteId}
    where p.id = ${outputProductId} and l.status = 'available' and l.expiry_date >= ${today}::date
      and l.on_hand > l.allocated
    order by l.expiry_date, l.id
    limit 200`);
  return rows;
}
