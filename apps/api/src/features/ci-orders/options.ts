import type { CiOrderOptions } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';
import type { OrderCaller } from './scope.ts';

/**
 * GET …/GetOptions: the facilities the caller may order for, every active pharmacy site (a county orders from a
 * facility not its own), the unit-dose products with the bulk product each is made from, and, for a manager who
 * records purchases, the B&A purchase orders.
 */
export async function ciOrderOptions(db: Queryable, caller: OrderCaller): Promise<CiOrderOptions> {
  const mine = caller.scope.all ? sql`true` : sql`id = any(${idArray(caller.scope.facilityIds)})`;
  const [facilities, sites, products, purchaseOrders] = await Promise.all([
    db.execute<CiOrderOptions['facilities'][number]>(sql`
      select id as value, name as text from facilities where is_active and ${mine} order by name, id`),
    db.execute<CiOrderOptions['supplyingSites'][number]>(sql`
      select s.id as value, f.name || ' · ' || s.name as text, s.facility_id as "facilityId"
      from inventory_sites s join facilities f on f.id = s.facility_id
      where s.is_active and s.rx_connects_repository_id is null order by f.name, s.name, s.id`),
    db.execute<CiOrderOptions['products'][number]>(sql`
      select p.id, p.ndc, p.product_name as "productName", p.pack_size as "countPerCard",
        src.id as "sourceProductId", src.ndc as "sourceNdc", src.product_name as "sourceName",
        src.pack_size as "sourcePackSize"
      from ndc_products p join ndc_products src on src.id = p.repack_source_product_id
      where p.is_active order by p.product_name, p.id`),
    caller.manager
      ? db.execute<CiOrderOptions['purchaseOrders'][number]>(sql`
          select id as value, po_number || ' · ' || vendor_name as text from purchase_orders
          order by id desc limit 500`)
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    facilities: facilities.rows,
    supplyingSites: sites.rows,
    products: products.rows,
    purchaseOrders: purchaseOrders.rows,
  };
}
