import type { MfOptions } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

/**
 * GET …/Options: the pharmacy sites that may ship (active ones, named with their facility) and the products the
 * programme prescribes. No patient data: it needs no PHI session.
 */
export async function mfOptions(db: Queryable): Promise<MfOptions> {
  const [sites, products] = await Promise.all([
    db.execute<MfOptions['sites'][number]>(sql`
      select s.id as value, f.name || ' · ' || s.name as text
      from inventory_sites s join facilities f on f.id = s.facility_id
      where s.is_active and s.rx_connects_repository_id is null order by f.name, s.name, s.id`),
    db.execute<MfOptions['products'][number]>(sql`
      select id as value, product_name as text, ndc, formula_kind as kind, dispensing_unit as "dispensingUnit"
      from ndc_products where formula_kind is not null and is_active order by product_name, id`),
  ]);
  return { sites: sites.rows, products: products.rows };
}
