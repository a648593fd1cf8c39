import { randomInt, randomUUID } from 'node:crypto';
import { gs1CheckDigit } from '@homer/contracts/gs1';
import { withDatabase } from './e2e-database.ts';

/** A formulary product of this test alone: a 5-3-2 NDC no other spec uses. */
export async function uniqueProduct(packSize = 10, unit = 'vial') {
  const digits = `8${String(randomInt(0, 10_000_000_00)).padStart(9, '0')}`;
  const ndc = `${digits.slice(0, 5)}-${digits.slice(5, 8)}-${digits.slice(8)}`;
  const name = `E2E Stock ${randomUUID().slice(0, 8)}`;
  const id = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size) values ($1, $2, $3, $4) returning id`,
      [ndc, name, unit, packSize],
    );
    return rows[0]?.id as number;
  });
  return { id, ndc, digits, name };
}

/** The GS1 element string a DataMatrix on the product's package carries, in the human-readable form. */
export function gs1For(ndcDigits: string, lot: string, expiry: string): string {
  const body = `003${ndcDigits}`;
  return `(01)${body}${gs1CheckDigit(body)}(17)${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8, 10)}(10)${lot}`;
}

/** A lot with opening stock at a site, posted as the ledger does (its trigger moves on_hand); at a cost when given. */
export async function openingLot(
  siteName: string,
  productId: number,
  lotNumber: string,
  units: number,
  unitCost: string | null = null,
) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `with lot as (
         insert into stock_lots
           (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind, source_name, unit_cost)
         select id, $2, $3, '2030-12-31', 'opening', 'E2E', $5::numeric from inventory_sites where name = $1
         order by id limit 1
         returning id, inventory_site_id),
       doc as (
         insert into stock_documents (kind, inventory_site_id, occurred_at, reference)
         select 'opening', inventory_site_id, now() - interval '1 hour', 'E2E opening' from lot returning id)
       insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
       select doc.id, lot.id, $4, 'opening', now() - interval '1 hour' from doc, lot returning lot_id as id`,
      [siteName, productId, lotNumber, units, unitCost],
    );
    return rows[0]?.id as number;
  });
}

/** On hand of a product's lot at a site, or null when the site has no such lot. */
export async function onHandAt(siteName: string, productId: number, lotNumber: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ onHand: number }>(
      `select l.on_hand as "onHand" from stock_lots l join inventory_sites s on s.id = l.inventory_site_id
       where s.name = $1 and l.ndc_product_id = $2 and l.lot_number = $3`,
      [siteName, productId, lotNumber],
    );
    return rows[0]?.onHand ?? null;
  });
}

/**
 * A site of one test alone with one lot of 120 vials of a product of its own (no count screen creates stock), so
 * counts of other tests and the demo data never meet it. Stock enters through the ledger, as it must: an opening
 * document.
 */
export async function siteWithStock(tag: string, ndc: string, lotNumber: string) {
  const siteName = `E2E Count Site ${tag}`;
  return withDatabase(async (db) => {
    const one = async (sql: string, values: unknown[]) =>
      (await db.query(sql, values)).rows[0] as { id: number };
    const site = await one(
      `insert into inventory_sites (facility_id, name)
       select id, $1 from facilities where is_pharmacy and is_active order by id limit 1 returning id`,
      [siteName],
    );
    const product = await one(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size) values ($1, $2, 'vial', 10) returning id`,
      [ndc, `E2E Naloxone ${tag}`],
    );
    const lot = await one(
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind)
       values ($1, $2, $3, '2031-06-30', 'opening') returning id`,
      [site.id, product.id, lotNumber],
    );
    await postStock(db, site.id, lot.id, 120, 'opening');
    return { siteId: site.id, siteName, lotId: lot.id, productId: product.id };
  });
}

type Client = Parameters<Parameters<typeof withDatabase>[0]>[0];

/** Units into a lot on a document of their own, as the ledger posts them (an opening, or a receipt). */
export async function postStock(
  db: Client,
  siteId: number,
  lotId: number,
  quantity: number,
  kind: 'opening' | 'receipt',
) {
  const { rows } = await db.query(
    `insert into stock_documents (kind, inventory_site_id, occurred_at) values ($1, $2, now()) returning id`,
    [kind, siteId],
  );
  await db.query(
    `insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
     values ($1, $2, $3, $4, now())`,
    [rows[0].id, lotId, quantity, kind === 'opening' ? 'opening' : 'received'],
  );
}
