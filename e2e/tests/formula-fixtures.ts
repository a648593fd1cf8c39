import { withDatabase } from './e2e-database.ts';

/**
 * A pharmacy of one test alone (a site at Central Pharmacy, the demo pharmacist's facility) holding one lot of 20
 * units of the first demo formula product, so that a shipment can only take that lot; at a unit cost when given.
 */
export async function formulaStock(tag: string, unitCost: string | null = null) {
  return withDatabase(async (db) => {
    const one = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as T;
    const product = await one<{ id: number; productName: string; ndc: string }>(
      `select id, product_name as "productName", ndc from ndc_products
       where formula_kind = 'Formula' and is_active order by id limit 1`,
    );
    const siteName = `E2E Formula Pharmacy ${tag}`;
    const site = await one<{ id: number }>(
      `insert into inventory_sites (facility_id, name)
       select id, $1 from facilities where name = 'Central Pharmacy' returning id`,
      [siteName],
    );
    const lotNumber = `MF${tag}`.toUpperCase();
    const lot = await one<{ id: number }>(
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind, unit_cost)
       values ($1, $2, $3, '2031-12-31', 'opening', $4::numeric) returning id`,
      [site.id, product.id, lotNumber, unitCost],
    );
    const document = await one<{ id: number }>(
      `insert into stock_documents (kind, inventory_site_id, occurred_at)
       values ('opening', $1, now() - interval '1 hour') returning id`,
      [site.id],
    );
    await db.query(
      `insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
       values ($1, $2, 20, 'opening', now() - interval '1 hour')`,
      [document.id, lot.id],
    );
    return { product, siteId: site.id, siteName, lotNumber };
  });
}
