import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import {
  recallReportPaths as paths,
  type RecallChoice,
  type RecallReportResponse,
  recallReportMessages,
} from '@homer/contracts/recall-report';
import { type SQL, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fdaRecalls } from '../../db/schema/pharmacy.ts';
import { withTx } from '../../db/tx.ts';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { postStockDocument, type StockDemand } from '../../platform/stock/post-stock-document.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { createPhiPeople, type Person } from '../../test/phi-people.ts';
import { actor, exported, getAs } from './report-test-support.ts';

const t = stockTestContext();
let who: Record<'reader' | 'noMfa' | 'outsider', Person>;
const recalls = { lot: 0, whole: 0, elsewhere: 0 };

const one = async (query: SQL) => (await t.ctx.db.execute<{ id: number }>(query)).rows[0]?.id ?? 0;

/** Receives `quantity` naloxone of `lotNumber` at `siteId` on 03/01/2026; the lot's id. */
async function lotOf(siteId: number, lotNumber: string, quantity: number) {
  const at = new Date('2026-03-01T12:00:00Z');
  const { lotId } = await withTx(t.ctx.db, actor, (tx) =>
    receiveStock(
      tx,
      actor,
      {
        inventorySiteId: siteId,
        ndcProductId: t.f.naloxone,
        lotNumber,
        expiryDate: '2030-01-31',
        sourceKind: 'supplier',
        quantity,
        unitCost: '1',
        occurredAt: at,
      },
      { backdateDays: 7, now: at },
    ),
  );
  return lotId;
}

/** Takes `units` of `lotId` out of `siteId` at `at` on a document of `kind` for `demand`; the document's id. */
async function takeOut(
  kind: 'shipment' | 'transfer_out',
  siteId: number,
  lotId: number,
  units: number,
  at: string,
  demand?: StockDemand,
) {
  const when = new Date(at);
  const { documentId } = await withTx(t.ctx.db, actor, (tx) =>
    postStockDocument(
      tx,
      actor,
      {
        kind,
        inventorySiteId: siteId,
        occurredAt: when,
        demand,
        lines: [{ lotId, quantity: -units, reasonCode: kind === 'shipment' ? 'dispensed' : 'transfer' }],
      },
      { backdateDays: 7, now: when },
    ),
  );
  return documentId;
}

const recall = (
  recallNumber: string,
  codeInfo: string,
  reportDate: string,
  packageNdcs = ['0409-4888-02'],
  productNdcs: string[] = [],
) =>
  t.ctx.db
    .insert(fdaRecalls)
    .values({
      recallNumber,
      status: 'Ongoing',
      classification: 'Class II',
      productDescription: `Naloxone recall ${recallNumber}`,
      packageNdcs,
      productNdcs,
      codeInfo,
      reportDate,
    })
    .returning({ id: fdaRecalls.id })
    .then(([r]) => r?.id ?? 0);

/**
 * Naloxone lot RI-1 (20 units at Main stock) and RI-2 (10, not named by the lot recall). From RI-1: 4 units to Fay
 * Formula (Leon) on 03/02, 3 on a county order of Central Pharmacy on 03/03, 2 on a shipment reversed the next day,
 * and 5 transferred to the Satellite on 03/04. The Satellite's RI-1 (5 units) sends 1 out for no demand on 03/05.
 * RI-2 ships 2 for no demand on 03/05.
 */
beforeAll(async () => {
  who = await createPhiPeople(t.ctx, 'recall-report', {
    reader: { module: Module.Inventory, role: Role.Technician },
    noMfa: { module: Module.Inventory, role: Role.Technician },
    outsider: { module: Module.Inventory, role: Role.User },
  });
  const main = await lotOf(t.f.main, 'RI-1', 20);
  const other = await lotOf(t.f.main, 'RI-2', 10);
  const satellite = await lotOf(t.f.satellite, 'RI-1', 5);
  const fay = await one(sql`
    with pt as (insert into patients (first_name, last_name, date_of_birth)
                values ('Fay', 'Formula', '2015-03-04') returning id)
    insert into mf_enrolments (patient_id, diagnosis, treatment_centre, state_resident, payer_status,
      inventory_site_id, shipping_method, street, city, state, zip, county_id, formatted_address, enrolled_by)
    select pt.id, 'PKU', 'Metabolic Clinic', true, 'Benefit exhausted', ${t.f.main}, 'Ground', '1 Main St',
      'Tallahassee', 'FL', '32301', (select id from counties where name = 'Leon'),
      '1 Main St, Tallahassee FL 32301', ${who.reader.userId}
    from pt returning patient_id as id`);
  const order = await one(sql`
    insert into mf_orders (patient_id, period_start, months, inventory_site_id, shipping_method, ship_to, ship_by,
      created_by)
    values (${fay}, '2026-03-01', 1, ${t.f.main}, 'Ground', '1 Main St', '2026-03-02', ${who.reader.userId})
    returning id`);
  const county = await one(sql`
    insert into ci_orders (order_number, facility_id, order_date, status, supplying_site_id)
    select 'CI-RI-1', facility_id, '2026-03-03', 'Approved', id from inventory_sites where id = ${t.f.main} returning id`);
  await takeOut('shipment', t.f.main, main, 4, '2026-03-02T12:00:00Z', { kind: 'mf_order', id: order });
  await takeOut('shipment', t.f.main, main, 3, '2026-03-03T12:00:00Z', { kind: 'ci_order', id: county });
  const wrong = await takeOut('shipment', t.f.main, main, 2, '2026-03-03T13:00:00Z');
  await withTx(t.ctx.db, actor, (tx) =>
    reverseStockDocument(tx, actor, wrong, 'wrong lot', {
      backdateDays: 7,
      now: new Date('2026-03-04T09:00:00Z'),
    }),
  );
  const dispatch = await takeOut('transfer_out', t.f.main, main, 5, '2026-03-04T12:00:00Z');
  await t.ctx.db.execute(sql`
    insert into stock_transfers (from_site_id, to_site_id, status, dispatch_document_id)
    values (${t.f.main}, ${t.f.satellite}, 'Dispatched', ${dispatch})`);
  await takeOut('shipment', t.f.satellite, satellite, 1, '2026-03-05T12:00:00Z');
  await takeOut('shipment', t.f.main, other, 2, '2026-03-05T13:00:00Z');
  recalls.lot = await recall('D-0001-2026', 'Lot RI-1, Exp 01/2030', '2026-03-10');
  recalls.whole = await recall('D-0002-2026', 'All lots', '2026-03-20');
  recalls.elsewhere = await recall('D-0003-2026', 'Lot RI-1', '2026-03-30', ['9999-9999-99']);
  // Named by its product NDC only, as some openFDA reports are; lot ri-2 in lower case.
  await recall('D-0004-2026', 'lots ri-2', '2026-03-15', [], ['0409-4888']);
});

const report = async (query: string, page = 'page=1&pageSize=100') => {
  const res = await getAs(t.ctx, who.reader.token, `${paths.list}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecallReportResponse;
};

const movement = (r: RecallReportResponse['data'][number]) => [
  r.shippedAt.slice(0, 10),
  r.siteName,
  r.lotNumber,
  r.units,
  r.destinationLabel,
  r.recipient,
  r.countyName,
  r.patientName,
];

describe('the recall impact report', () => {
  it('lists every lot the recall covers and every movement of their units that was not undone', async () => {
    const answer = await report(`recallId=${recalls.lot}`);
    expect(answer.recall).toMatchObject({ recallNumber: 'D-0001-2026', classification: 'Class II' });
    expect(answer.lots.map((l) => [l.siteName, l.lotNumber, l.onHand, l.status, l.lotNamed])).toEqual([
      ['Main stock', 'RI-1', 8, 'available', true],
      ['Satellite', 'RI-1', 4, 'available', true],
    ]);
    expect(answer.data.map(movement)).toEqual([
      ['2026-03-05', 'Satellite', 'RI-1', 1, 'Other', 'No recipient', null, null],
      ['2026-03-04', 'Main stock', 'RI-1', 5, 'Transfer', 'Satellite', null, null],
      ['2026-03-03', 'Main stock', 'RI-1', 3, 'County orders', 'Central Pharmacy', null, null],
      ['2026-03-02', 'Main stock', 'RI-1', 4, 'Metabolic formula', 'Formula patient', 'Leon', 'Fay Formula'],
    ]);
    expect(answer.data[3]?.formulaPatientId).toBeGreaterThan(0);
    expect(answer.totalRecords).toBe(4);
    expect(answer.totals).toEqual({
      lots: 2,
      unitsHeld: 12,
      movements: 4,
      unitsShipped: 13,
      recipients: 4,
      patients: 1,
      byDestination: [
        { destinationLabel: 'Transfer', units: 5 },
        { destinationLabel: 'Metabolic formula', units: 4 },
        { destinationLabel: 'County orders', units: 3 },
        { destinationLabel: 'Other', units: 1 },
      ],
    });
  });

  it('covers every lot when the recall is of the whole product, and pages and searches the movements', async () => {
    const whole = await report(`recallId=${recalls.whole}`, 'page=1&pageSize=10');
    expect(whole.lots.map((l) => [l.siteName, l.lotNumber, l.onHand, l.lotNamed])).toEqual([
      ['Main stock', 'RI-1', 8, false],
      ['Main stock', 'RI-2', 8, false],
      ['Satellite', 'RI-1', 4, false],
    ]);
    expect([whole.totalRecords, whole.totals.unitsShipped, whole.totals.unitsHeld]).toEqual([5, 15, 20]);
    const fay = await report(`recallId=${recalls.whole}&search=fay`);
    expect(fay.data.map((r) => [r.patientName, r.units])).toEqual([['Fay Formula', 4]]);
    expect([fay.totals.movements, fay.totals.patients, fay.totals.lots]).toEqual([1, 1, 3]);
    const second = await report(`recallId=${recalls.whole}`, 'page=2&pageSize=10');
    expect([second.data, second.totalRecords]).toEqual([[], 5]);
  });

  it('offers the recalls that cover lots of ours, newest report first', async () => {
    const res = await getAs(t.ctx, who.reader.token, paths.recalls);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as RecallChoice[]).map((r) => [r.recallNumber, r.lots, r.unitsHeld])).toEqual([
      ['D-0002-2026', 3, 20],
      ['D-0004-2026', 1, 8],
      ['D-0001-2026', 2, 12],
    ]);
  });

  it('exports and prints the movements', async () => {
    const { url, rows } = await exported(
      t.ctx,
      who.reader.token,
      `${paths.exportLink}?recallId=${recalls.lot}`,
    );
    expect(rows[0]).toEqual([
      'Shipped',
      'From Site',
      'NDC',
      'Lot',
      'Product',
      'Units',
      'Unit',
      'Destination',
      'Recipient',
      'County',
      'Patient',
      'Rx Number',
      'Document',
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[5], r[8], r[10]])).toEqual([
      ['RI-1', 1, 'No recipient', undefined],
      ['RI-1', 5, 'Satellite', undefined],
      ['RI-1', 3, 'Central Pharmacy', undefined],
      ['RI-1', 4, 'Formula patient', 'Fay Formula'],
    ]);
    const printed = await t.ctx.app.inject({ method: 'GET', url: `${url}&format=pdf` });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(shownTexts((await PDFDocument.load(printed.rawPayload)).getPage(0))).toEqual(
      expect.arrayContaining(['Recall Impact Report', 'D-0001-2026 (Class II, Ongoing)', 'Fay Formula']),
    );
  });

  it('refuses what it cannot answer, and whom it may not', async () => {
    const refused = async (query: string, status: number) => {
      const res = await getAs(t.ctx, who.reader.token, `${paths.list}?page=1&pageSize=10&${query}`);
      expect(res.statusCode, res.body).toBe(status);
      return (res.json() as { message: string }).message;
    };
    expect(await refused('', 400)).toContain(recallReportMessages.recall);
    expect(await refused('recallId=2147483648', 400)).toContain(recallReportMessages.recall);
    expect(await refused(`recallId=${recalls.lot}&search=a%00b`, 400)).toBeTruthy();
    expect(await refused(`recallId=${recalls.elsewhere}`, 404)).toBe(recallReportMessages.notFound);
    expect(await refused('recallId=2147483647', 404)).toBe(recallReportMessages.notFound);
    // An export of a recall covering nothing of ours is its header alone.
    const empty = await exported(
      t.ctx,
      who.reader.token,
      `${paths.exportLink}?recallId=${recalls.elsewhere}`,
    );
    expect(empty.rows).toHaveLength(1);
    for (const url of [
      `${paths.list}?recallId=${recalls.lot}`,
      `${paths.exportLink}?recallId=1`,
      paths.recalls,
    ])
      expect((await getAs(t.ctx, who.outsider.token, url)).statusCode).toBe(403);
    expect((await t.ctx.app.inject({ method: 'GET', url: `/${paths.recalls}` })).statusCode).toBe(401);
  });

  it('names patients only to a multi-factor session; the choice of recalls names none', async () => {
    for (const url of [
      `${paths.list}?page=1&pageSize=10&recallId=${recalls.lot}`,
      `${paths.exportLink}?recallId=1`,
    ]) {
      const res = await getAs(t.ctx, who.noMfa.token, url);
      expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([
        467,
        messages.phiRequired,
      ]);
      expect(res.body).not.toContain('Fay');
    }
    expect((await getAs(t.ctx, who.noMfa.token, paths.recalls)).statusCode).toBe(200);
  });
});
