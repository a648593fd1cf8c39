import { reportPaths as paths, type ShipmentsResponse } from '@homer/contracts/reports';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import type { StockDemand } from '../../platform/stock/post-stock-document.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { receiveStockLines } from '../../platform/stock/receive-stock.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { insertRepository } from '../../test/program-sites.ts';
import { actor, getAs, receiveOn, reportUsers } from './report-test-support.ts';

const t = stockTestContext();
let users: Awaited<ReturnType<typeof reportUsers>>;

/** Day `n` of a past stretch of the ledger, at noon UTC, and its date. */
const base = Date.UTC(2025, 6, 1, 12);
const dayAt = (n: number) => new Date(base + n * 86_400_000);
const dayIso = (n: number) => dayAt(n).toISOString().slice(0, 10);

const one = async (query: ReturnType<typeof sql>) =>
  (await t.ctx.db.execute<{ id: number }>(query)).rows[0]?.id ?? 0;

let lotId = 0;
let uncostedLot = 0;

/** Ships `quantity` units from `lot` at the main site on day `day` for `demand`; the document's id. */
async function ship(
  demand: StockDemand | undefined,
  quantity: number,
  day: number,
  lot = lotId,
  siteId = t.f.main,
) {
  const at = dayAt(day);
  const { documentId } = await withTx(t.ctx.db, actor, (tx) =>
    postStockDocument(
      tx,
      actor,
      {
        kind: 'shipment',
        inventorySiteId: siteId,
        occurredAt: at,
        demand,
        lines: [{ lotId: lot, quantity: -quantity, reasonCode: 'dispensed' }],
      },
      { backdateDays: 7, now: at },
    ),
  );
  return documentId;
}

const report = async (query: string, page = 'pageSize=100') => {
  const res = await getAs(t.ctx, users.reader, `${paths.shipments}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShipmentsResponse;
};

/**
 * Naloxone at $2.00 a unit (and a lot without a cost) shipped from the main site over days 1–3 for each programme:
 * Leon Clinic (Leon county) gets a refill of 5 and a home delivery of 2; Gadsden Clinic (Gadsden) a county order of
 * 20, reversed on day 3; a formula patient in Leon 3 units (uncosted); Bay Repository (Leon) an Rx Connects dispensing
 * of 4 from its own site (the satellite, donated medicine); and 1 unit goes out with no demand. Day 9 (outside the period) ships another refill of 6.
 */
beforeAll(async () => {
  users = await reportUsers(t.ctx);
  const lot = (lotNumber: string, unitCost: string | null) =>
    receiveOn(t, { lotNumber, quantity: 500, unitCost, at: dayAt(0) });
  lotId = await lot('SHIP-C', '2');
  uncostedLot = await lot('SHIP-U', null);

  const county = (name: string) => sql`(select id from counties where name = ${name})`;
  const { facilityIds } = await insertFacilities(t.ctx.db, [
    { name: 'Leon Clinic' },
    { name: 'Gadsden Clinic' },
  ]);
  const [leonClinic, gadsdenClinic] = facilityIds as [number, number];
  await t.ctx.db.execute(sql`update facilities set county_id = ${county('Leon')} where id = ${leonClinic}`);
  await t.ctx.db.execute(
    sql`update facilities set county_id = ${county('Gadsden')} where id = ${gadsdenClinic}`,
  );

  const refillItem = async (homeDelivery: boolean) =>
    one(sql`
      with hd as (insert into home_delivery_requests (phone_number) select '850-555-0100' where ${homeDelivery} returning id),
        sh as (insert into refill_shipments (facility_id, inventory_site_id, home_delivery_request_id)
               values (${leonClinic}, ${t.f.main}, (select id from hd)) returning id),
        rx as (insert into prescriptions (rx_number, drug_name) select '7000' || sh.id, 'Naloxone' from sh returning id)
      insert into refill_shipment_items (shipment_id, prescription_id, rx_number, ndc, quantity)
      select sh.id, rx.id, '7000' || sh.id, '0409-4888-02', 1 from sh, rx returning id`);
  await ship({ kind: 'refill_item', id: await refillItem(false) }, 5, 1);
  await ship({ kind: 'refill_item', id: await refillItem(true) }, 2, 2);
  await ship({ kind: 'refill_item', id: await refillItem(false) }, 6, 9);

  const order = await one(sql`
    insert into ci_orders (order_number, facility_id, order_date, supplying_site_id)
    values ('CI-SHIP-1', ${gadsdenClinic}, ${dayIso(1)}, ${t.f.main})
    returning id`);
  const countyOrder = await ship({ kind: 'ci_order', id: order }, 20, 1);
  await withTx(t.ctx.db, actor, (tx) =>
    reverseStockDocument(tx, actor, countyOrder, 'shipped to the wrong county', {
      backdateDays: 7,
      now: dayAt(3),
    }),
  );

  const staff = await one(sql`
    insert into users (user_name, email, first_name, last_name)
    values ('ship-report', 'ship-report@example.test', 'Sam', 'Staff') returning id`);
  const formula = await one(sql`
    with pt as (insert into patients (first_name, last_name, date_of_birth) values ('Fay', 'Formula', '2015-03-04') returning id),
      en as (insert into mf_enrolments (patient_id, diagnosis, treatment_centre, state_resident, payer_status,
               inventory_site_id, shipping_method, street, city, state, zip, county_id, formatted_address, enrolled_by)
             select pt.id, 'PKU', 'Metabolic Clinic', true, 'Benefit exhausted', ${t.f.main}, 'Ground', '1 Main St',
               'Tallahassee', 'FL', '32301', ${county('Leon')}, '1 Main St, Tallahassee FL 32301', ${staff}
             from pt returning patient_id)
    insert into mf_orders (patient_id, period_start, months, inventory_site_id, shipping_method, ship_to, ship_by, created_by)
    select patient_id, '2025-07-01', 1, ${t.f.main}, 'Ground', '1 Main St', '2025-07-02', ${staff} from en returning id`);
  await ship({ kind: 'mf_order', id: formula }, 3, 2, uncostedLot);

  // Rx Connects dispenses a repository's donated medicine, kept at its own site (decision 112): the satellite.
  const repository = await insertRepository(t.ctx.db, 'Bay Repository');
  await t.ctx.db.execute(
    sql`update inventory_sites set rx_connects_repository_id = ${repository} where id = ${t.f.satellite}`,
  );
  const {
    lotIds: [donated],
  } = await withTx(t.ctx.db, actor, (tx) =>
    receiveStockLines(
      tx,
      actor,
      {
        kind: 'donation',
        inventorySiteId: t.f.satellite,
        sourceKind: 'donor',
        sourceName: 'Bayfront Nursing Home',
        occurredAt: dayAt(0),
        lines: [
          {
            ndcProductId: t.f.naloxone,
            lotNumber: 'SHIP-D',
            expiryDate: '2030-01-31',
            quantity: 50,
            unitCost: '2',
          },
        ],
      },
      { backdateDays: 7, now: dayAt(0) },
    ),
  );
  const dispensing = await one(sql`
    with app as (
      insert into rx_patient_applications (first_name, last_name, date_of_birth, email_address, phone_number, street,
        city, state, zip, formatted_address, county_id, is_florida_resident, coverage, medicines_needed,
        repository_id, is_attested, signature)
      values ('Ray', 'Applicant', '1960-01-01', 'ray@example.test', '850-555-0111', '1 Main St', 'Tallahassee', 'FL',
        '32301', '1 Main St, Tallahassee FL 32301', ${county('Gadsden')}, true, 'Uninsured', 'Metformin',
        ${repository}, true, 'Ray Applicant') returning id)
    insert into rx_dispensings (application_id, repository_id, dispensed_by)
    select app.id, ${repository}, ${staff} from app returning id`);
  await ship({ kind: 'rx_dispensing', id: dispensing }, 4, 3, donated, t.f.satellite);
  await ship(undefined, 1, 3);
});

const period = `from=${dayIso(1)}&to=${dayIso(5)}`;

/**
 * Rows of stock_shipment_days that differ from what the documents and lines say, worked out here on their own: each
 * shipment, and reversal of one, under its demand's recipient, with its lines at their lots' costs today.
 */
async function shipmentDrift() {
  const { rows } = await t.ctx.db.execute(sql`
    with docs as (
      select d.id, d.kind, d.inventory_site_id as site, (d.occurred_at at time zone 'UTC')::date as day,
        case when d.kind = 'reversal' then o.demand_kind else d.demand_kind end as dk,
        case when d.kind = 'reversal' then o.demand_id else d.demand_id end as di
      from stock_documents d left join stock_documents o on o.id = d.reverses_document_id
      where d.kind = 'shipment' or (d.kind = 'reversal' and o.kind = 'shipment')),
    keyed as (
      select docs.id, docs.kind, docs.site, docs.day, coalesce(docs.dk, '') as demand_kind,
        coalesce(rs.home_delivery_request_id is not null, false) as home_delivery,
        coalesce(rs.facility_id, co.facility_id, mo.patient_id, rd.repository_id, 0) as recipient_id
      from docs
      left join refill_shipment_items i on docs.dk = 'refill_item' and i.id = docs.di
      left join refill_shipments rs on rs.id = i.shipment_id
      left join ci_orders co on docs.dk = 'ci_order' and co.id = docs.di
      left join mf_orders mo on docs.dk = 'mf_order' and mo.id = docs.di
      left join rx_dispensings rd on docs.dk = 'rx_dispensing' and rd.id = docs.di),
    expected as (
      select k.day, k.site, k.demand_kind, k.home_delivery, k.recipient_id,
        count(*) filter (where k.kind = 'shipment') as shipments, count(*) filter (where k.kind = 'reversal') as reversed,
        sum(m.units) as units, sum(m.value) as value, sum(m.uncosted) as uncosted
      from keyed k cross join lateral (
        select -sum(mv.quantity) as units, coalesce(-sum(mv.quantity * l.unit_cost), 0) as value,
          coalesce(-sum(mv.quantity) filter (where l.unit_cost is null), 0) as uncosted
        from stock_movements mv join stock_lots l on l.id = mv.lot_id where mv.document_id = k.id) m
      group by 1, 2, 3, 4, 5)
    select * from expected e full join stock_shipment_days s on s.day = e.day and s.inventory_site_id = e.site
      and s.demand_kind = e.demand_kind and s.home_delivery = e.home_delivery and s.recipient_id = e.recipient_id
    where (e.shipments, e.reversed, e.units, e.value, e.uncosted)
      is distinct from (s.shipments, s.reversed, s.units, s.value, s.uncosted)`);
  return rows;
}

describe('the shipments report', () => {
  it('adds up shipments by programme, county and recipient, net of reversals, and names no patient', async () => {
    const answer = await report(period);
    expect(
      answer.data.map((r) => [
        r.programmeLabel,
        r.countyName,
        r.recipient,
        r.shipments,
        r.reversed,
        r.units,
        r.value,
        r.uncostedUnits,
      ]),
    ).toEqual([
      ['County orders', 'Gadsden', 'Gadsden Clinic', 1, 1, 0, 0, 0],
      ['Home delivery', 'Leon', 'Leon Clinic', 1, 0, 2, 4, 0],
      ['Metabolic formula', 'Leon', 'Patients', 1, 0, 3, 0, 3],
      ['Other', null, 'No recipient', 1, 0, 1, 2, 0],
      ['Refills', 'Leon', 'Leon Clinic', 1, 0, 5, 10, 0],
      ['Rx Connects', 'Leon', 'Bay Repository', 1, 0, 4, 8, 0],
    ]);
    expect(answer.totals).toMatchObject({ shipments: 6, reversed: 1, units: 15, value: 24 });
    expect(answer.totals.byProgramme.map((p) => [p.programme, p.units])).toEqual([
      ['refills', 5],
      ['rx_connects', 4],
      ['formula', 3],
      ['home_delivery', 2],
      ['other', 1],
      ['county_orders', 0],
    ]);
    expect(JSON.stringify(answer)).not.toContain('Fay');
  });

  it('keeps to the period, the programme, the site and the search; a page past the last keeps the totals', async () => {
    const later = await report(`from=${dayIso(6)}&to=${dayIso(12)}`);
    expect(later.data.map((r) => [r.programme, r.units])).toEqual([['refills', 6]]);
    const refills = await report(`${period}&programme=refills`);
    expect(refills.data.map((r) => [r.recipient, r.units])).toEqual([['Leon Clinic', 5]]);
    const leon = await report(`${period}&search=leon`);
    expect(leon.data.map((r) => r.programme)).toEqual(['home_delivery', 'formula', 'refills', 'rx_connects']);
    const repositorySite = await report(`${period}&siteId=${t.f.satellite}`);
    expect(repositorySite.data.map((r) => [r.recipient, r.units])).toEqual([['Bay Repository', 4]]);
    const main = await report(`${period}&siteId=${t.f.main}`);
    expect(main.totals).toMatchObject({ shipments: 5, units: 11 });
    const none = await report(`from=${dayIso(20)}&to=${dayIso(25)}`);
    expect(none.totals).toEqual({ shipments: 0, reversed: 0, units: 0, value: 0, byProgramme: [] });
    const pastLast = await report(period, 'page=2&pageSize=10');
    expect([pastLast.data, pastLast.totalRecords, pastLast.totals.units]).toEqual([[], 6, 15]);
  });

  it('values shipped stock at the cost its lot has today: a cost set later values what it shipped', async () => {
    expect(await shipmentDrift()).toEqual([]);
    const formula = async () => {
      const answer = await report(`${period}&programme=formula`);
      return [answer.data[0]?.value, answer.data[0]?.uncostedUnits, answer.totals.value];
    };
    expect(await formula()).toEqual([0, 3, 0]);
    await t.ctx.db.execute(sql`update stock_lots set unit_cost = 1.5 where id = ${uncostedLot}`);
    expect(await formula()).toEqual([4.5, 0, 4.5]);
    expect((await report(period)).totals.value).toBe(28.5);
    expect(await shipmentDrift()).toEqual([]);
    await t.ctx.db.execute(sql`update stock_lots set unit_cost = null where id = ${uncostedLot}`);
    expect(await formula()).toEqual([0, 3, 0]);
    expect(await shipmentDrift()).toEqual([]);
  });

  it('refuses what it cannot answer, and whom it may not', async () => {
    const refused = async (query: string) => {
      const res = await getAs(t.ctx, users.reader, `${paths.shipments}?page=1&pageSize=10&${query}`);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await refused(`${period}&programme=heros`)).toContain(
      'That is not a programme shipments are made for.',
    );
    expect(await refused(`from=${dayIso(5)}&to=${dayIso(1)}`)).toContain('To must be on or after From.');
    expect(await refused(`${period}&siteId=2147483648`)).toBeTruthy();
    expect((await getAs(t.ctx, users.outsider, `${paths.shipments}?${period}`)).statusCode).toBe(403);
    expect((await getAs(t.ctx, users.outsider, `${paths.shipmentsExport}?${period}`)).statusCode).toBe(403);
  });
});
