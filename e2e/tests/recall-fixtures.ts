import { randomInt } from 'node:crypto';
import { withDatabase } from './e2e-database.ts';
import { uniqueProduct } from './stock-fixtures.ts';

type Client = Parameters<Parameters<typeof withDatabase>[0]>[0];

const one = async <T>(db: Client, sql: string, values: unknown[]) => {
  const { rows } = await db.query(sql, values);
  if (!rows[0]) throw new Error(`No row from: ${sql}`);
  return rows[0] as T;
};

/** One ledger line on a document of its own, as the stock screens post it; the document's id. */
async function post(
  db: Client,
  line: { siteId: number; lotId: number; kind: string; reason: string; units: number; minutesAgo: number },
  demand: { kind: string; id: number } | null = null,
): Promise<number> {
  const doc = await one<{ id: number }>(
    db,
    `insert into stock_documents (kind, inventory_site_id, occurred_at, reference, demand_kind, demand_id)
     values ($1, $2, now() - $3::int * interval '1 minute', 'E2E recall', $4, $5) returning id`,
    [line.kind, line.siteId, line.minutesAgo, demand?.kind ?? null, demand?.id ?? null],
  );
  await db.query(
    `insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
     values ($1, $2, $3, $4, now() - $5::int * interval '1 minute')`,
    [doc.id, line.lotId, line.units, line.reason, line.minutesAgo],
  );
  return doc.id;
}

/**
 * Stock of this test alone at two new sites of Central Pharmacy (the demo pharmacist's facility): a lot of 40 vials
 * opened three hours ago, then 6 shipped for a county order of a Leon clinic of its own and 3 for a refill of a
 * patient of its own, posted as the ledger posts them for those orders (the demand they were for).
 */
export async function recallStock(tag: string) {
  const product = await uniqueProduct(10, 'vial');
  const names = {
    site: `E2E Recall Site ${tag}`,
    satellite: `E2E Recall Satellite ${tag}`,
    clinic: `E2E Recall Clinic ${tag}`,
    patientLast: `Recall${tag}`,
    lotNumber: `RI${tag}`.toUpperCase(),
    rxNumber: `9${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
  };
  return withDatabase(async (db) => {
    const site = async (name: string) =>
      one<{ id: number }>(
        db,
        `insert into inventory_sites (facility_id, name)
         select id, $1 from facilities where name = 'Central Pharmacy' returning id`,
        [name],
      );
    const siteId = (await site(names.site)).id;
    const satelliteId = (await site(names.satellite)).id;
    const lot = await one<{ id: number }>(
      db,
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind)
       values ($1, $2, $3, '2030-12-31', 'opening') returning id`,
      [siteId, product.id, names.lotNumber],
    );
    const at = { siteId, lotId: lot.id };
    await post(db, { ...at, kind: 'opening', reason: 'opening', units: 40, minutesAgo: 180 });

    const order = await one<{ id: number }>(
      db,
      `with f as (
         insert into facilities (organization_id, name, county_id)
         select (select id from organizations order by id limit 1), $1, (select id from counties where name = 'Leon')
         returning id)
       insert into ci_orders (order_number, facility_id, order_date, supplying_site_id, status)
       select $2, f.id, current_date, $3, 'Shipped' from f returning id`,
      [names.clinic, `E2E-RCL-${tag}`, siteId],
    );
    const countyDocumentId = await post(
      db,
      { ...at, kind: 'shipment', reason: 'dispensed', units: -6, minutesAgo: 90 },
      { kind: 'ci_order', id: order.id },
    );

    const refill = await one<{ shipmentId: number; itemId: number }>(
      db,
      `with p as (
         insert into patients (first_name, last_name, date_of_birth, phone)
         values ('Robin', $1, '1961-04-12', '8505550142') returning id),
       rx as (
         insert into prescriptions (rx_number, patient_phone, drug_name, refills_remaining, patient_id, ndc,
           dispense_quantity)
         select $2, '8505550142', $3, 2, p.id, $4, 3 from p returning id, patient_id),
       s as (
         insert into refill_shipments (facility_id, inventory_site_id, current_step, patient_id)
         select (select facility_id from inventory_sites where id = $5), $5, 5, rx.patient_id from rx returning id)
       insert into refill_shipment_items (shipment_id, prescription_id, rx_number, ndc, quantity)
       select s.id, rx.id, $2, $4, 3 from s, rx returning shipment_id as "shipmentId", id as "itemId"`,
      [names.patientLast, names.rxNumber, product.name, product.ndc, siteId],
    );
    await post(
      db,
      { ...at, kind: 'shipment', reason: 'dispensed', units: -3, minutesAgo: 60 },
      { kind: 'refill_item', id: refill.itemId },
    );
    return { ...names, product, siteId, satelliteId, lotId: lot.id, countyDocumentId, refill };
  });
}

/**
 * A Class II recall of the product naming the lot, reported `reportedIn` days from today: tomorrow makes it the
 * newest report, so the report opens on it whatever recalls other tests import today. Georgia's, so that the
 * dashboard's Florida widget never shows it. The lots holding units go to Recalled, as the recall hold sets them.
 */
export async function recallOfLot(stock: Awaited<ReturnType<typeof recallStock>>, reportedIn = 1) {
  const recallNumber = `F-${stock.lotNumber.slice(2)}-2026`;
  const productNdc = stock.product.ndc.split('-').slice(0, 2).join('-');
  const description = `${stock.product.name} injection, 0.4 mg/mL, 10 x 1 mL vials per carton, NDC ${stock.product.ndc}`;
  return withDatabase(async (db) => {
    const recall = await one<{ id: number; reportDate: string }>(
      db,
      `insert into fda_recalls (recall_number, status, state, classification, product_description, code_info,
         reason_for_recall, recalling_firm, product_ndcs, package_ndcs, recall_initiation_date, report_date)
       values ($1, 'Ongoing', 'GA', 'Class II', $2, $3, 'E2E: particulate matter.', 'E2E Vials Inc.',
         array[$4::text], array[$5::text], current_date - 30, current_date + $6::int)
       returning id, report_date::text as "reportDate"`,
      [
        recallNumber,
        description,
        `Lot #: ${stock.lotNumber}, Exp 12/30`,
        productNdc,
        stock.product.ndc,
        reportedIn,
      ],
    );
    await db.query(
      `update stock_lots set status = 'recalled'
       where ndc_product_id = $1 and lot_number = $2 and on_hand > 0`,
      [stock.product.id, stock.lotNumber],
    );
    return { ...recall, recallNumber, description };
  });
}
