import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import {
  type FormulaReportResponse,
  programmeReportPaths as paths,
} from '@homer/contracts/programme-reports';
import { reportMessages } from '@homer/contracts/reports';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/core.ts';
import { withTx } from '../../db/tx.ts';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { postStockDocument, type StockDemand } from '../../platform/stock/post-stock-document.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { createPhiPeople, type Person } from '../../test/phi-people.ts';
import { actor, exported, getAs, receiveOn } from './report-test-support.ts';

const t = stockTestContext();
let who: Record<'reader' | 'noMfa' | 'outsider', Person>;
const period = 'from=2025-09-01&to=2025-10-31';
const lots = { costed: 0, uncosted: 0 };

const one = async (query: ReturnType<typeof sql>) =>
  (await t.ctx.db.execute<{ id: number }>(query)).rows[0]?.id ?? 0;

/** Receives 100 units of naloxone (standing in for a formula) at the main site on 09/01; the lot's id. */
function lotOf(lotNumber: string, unitCost: string | null) {
  return receiveOn(t, { lotNumber, quantity: 100, unitCost, at: new Date('2025-09-01T12:00:00Z') });
}

/** A patient enrolled in the formula programme, living in `county`; the patient's id. */
const patient = (firstName: string, lastName: string, dateOfBirth: string, county: string) =>
  one(sql`
    with pt as (insert into patients (first_name, last_name, date_of_birth)
                values (${firstName}, ${lastName}, ${dateOfBirth}) returning id)
    insert into mf_enrolments (patient_id, diagnosis, treatment_centre, state_resident, payer_status,
      inventory_site_id, shipping_method, street, city, state, zip, county_id, formatted_address, enrolled_by)
    select pt.id, 'PKU', 'Metabolic Clinic', true, 'Benefit exhausted', ${t.f.main}, 'Ground', '1 Main St',
      'Tallahassee', 'FL', '32301', (select id from counties where name = ${county}),
      '1 Main St, Tallahassee FL 32301', ${who.reader.userId}
    from pt returning patient_id as id`);

/** A one-month formula order of `patientId` for the month starting `periodStart`; its id. */
const order = (patientId: number, periodStart: string) =>
  one(sql`
    insert into mf_orders (patient_id, period_start, months, inventory_site_id, shipping_method, ship_to, ship_by,
      created_by)
    values (${patientId}, ${periodStart}, 1, ${t.f.main}, 'Ground', '1 Main St', ${periodStart},
      ${who.reader.userId})
    returning id`);

/** Ships `lines` (lot, units) from the main site at `at` for `demand`; the document's id. */
async function ship(demand: StockDemand | undefined, at: string, lines: [number, number][]) {
  const when = new Date(at);
  const { documentId } = await withTx(t.ctx.db, actor, (tx) =>
    postStockDocument(
      tx,
      actor,
      {
        kind: 'shipment',
        inventorySiteId: t.f.main,
        occurredAt: when,
        demand,
        lines: lines.map(([lotId, units]) => ({ lotId, quantity: -units, reasonCode: 'dispensed' })),
      },
      { backdateDays: 7, now: when },
    ),
  );
  return documentId;
}

const formulaOrder = (id: number): StockDemand => ({ kind: 'mf_order', id });

const report = async (query: string, page = 'page=1&pageSize=100') => {
  const res = await getAs(t.ctx, who.reader.token, `${paths.formulaShipments}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FormulaReportResponse;
};

/**
 * Formula lot MF-C costs $2.50 a unit, MF-U has no cost. Fay Formula (Leon) is shipped 4 of C on 09/10 for her
 * September order, 2 of C and 3 of U on 10/08 for October's, and 2 of C on 11/03 (after the period) for November's.
 * Max Metabolic (Gadsden) is shipped 6 of C on 09/15 for September, a shipment reversed on 09/16, and 1 of U on
 * 10/20 for October. One unit of C leaves on 09/10 for no formula order.
 */
beforeAll(async () => {
  who = await createPhiPeople(t.ctx, 'mf-report', {
    reader: { module: Module.MetabolicFormula, role: Role.User },
    noMfa: { module: Module.MetabolicFormula, role: Role.User },
    outsider: { module: Module.Inventory, role: Role.SystemAdmin },
  });
  lots.costed = await lotOf('MF-C', '2.5');
  lots.uncosted = await lotOf('MF-U', null);
  const fay = await patient('Fay', 'Formula', '2015-03-04', 'Leon');
  const max = await patient('Max', 'Metabolic', '2018-11-20', 'Gadsden');
  await ship(formulaOrder(await order(fay, '2025-09-01')), '2025-09-10T12:00:00Z', [[lots.costed, 4]]);
  await ship(formulaOrder(await order(fay, '2025-10-01')), '2025-10-08T12:00:00Z', [
    [lots.costed, 2],
    [lots.uncosted, 3],
  ]);
  await ship(formulaOrder(await order(fay, '2025-11-01')), '2025-11-03T12:00:00Z', [[lots.costed, 2]]);
  const wrong = await ship(formulaOrder(await order(max, '2025-09-01')), '2025-09-15T12:00:00Z', [
    [lots.costed, 6],
  ]);
  await withTx(t.ctx.db, actor, (tx) =>
    reverseStockDocument(tx, actor, wrong, 'shipped the wrong formula', {
      backdateDays: 7,
      now: new Date('2025-09-16T12:00:00Z'),
    }),
  );
  await ship(formulaOrder(await order(max, '2025-10-01')), '2025-10-20T12:00:00Z', [[lots.uncosted, 1]]);
  await ship(undefined, '2025-09-10T12:00:00Z', [[lots.costed, 1]]);
});

const figures = (r: FormulaReportResponse['data'][number]) => [
  r.patientName,
  r.dateOfBirth,
  r.countyName,
  r.orders,
  r.reversed,
  r.units,
  r.value,
  r.lastShippedOn,
];

describe('the formula shipments report', () => {
  it('adds up the formula shipped to each patient in the period, net of reversals, at cost', async () => {
    const answer = await report(period);
    expect(answer.data.map(figures)).toEqual([
      ['Formula, Fay', '2015-03-04', 'Leon', 2, 0, 9, 15, '2025-10-08'],
      ['Metabolic, Max', '2018-11-20', 'Gadsden', 2, 1, 1, 0, '2025-10-20'],
    ]);
    expect(answer.totalRecords).toBe(2);
    expect(answer.totals).toEqual({
      patients: 2,
      orders: 4,
      reversed: 1,
      units: 10,
      value: 15,
      byMonth: [
        { month: '2025-09', units: 4 },
        { month: '2025-10', units: 6 },
      ],
    });
  });

  it('keeps to the period and the search; a page past the last keeps the totals', async () => {
    const november = await report('from=2025-11-01&to=2025-11-30');
    expect(november.data.map(figures)).toEqual([
      ['Formula, Fay', '2015-03-04', 'Leon', 1, 0, 2, 5, '2025-11-03'],
    ]);
    // The chart counts the months of the patients shown: Max's September nets to nothing.
    const max = await report(`${period}&search=metab`);
    expect(max.data.map((r) => r.patientName)).toEqual(['Metabolic, Max']);
    expect(max.totals).toEqual({
      patients: 1,
      orders: 2,
      reversed: 1,
      units: 1,
      value: 0,
      byMonth: [
        { month: '2025-09', units: 0 },
        { month: '2025-10', units: 1 },
      ],
    });
    const fay = await report(`${period}&search=${encodeURIComponent('formula, f')}`);
    expect(fay.data.map((r) => [r.patientName, r.units])).toEqual([['Formula, Fay', 9]]);
    const none = await report(`${period}&search=nobody`);
    expect(none).toEqual({
      data: [],
      totalRecords: 0,
      totals: { patients: 0, orders: 0, reversed: 0, units: 0, value: 0, byMonth: [] },
    });
    const pastLast = await report(period, 'page=2&pageSize=10');
    expect([pastLast.data, pastLast.totalRecords, pastLast.totals.units]).toEqual([[], 2, 10]);
  });

  it('exports and prints the filtered rows', async () => {
    const { url, rows } = await exported(
      t.ctx,
      who.reader.token,
      `${paths.formulaShipmentsExport}?${period}`,
    );
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(rows).toEqual([
      [
        'Patient',
        'Date of Birth',
        'County',
        'Orders Shipped',
        'Reversed',
        'Units (net)',
        'Value at Cost',
        'Last Shipped',
      ],
      ['Formula, Fay', day('2015-03-04'), 'Leon', 2, 0, 9, 15, day('2025-10-08')],
      ['Metabolic, Max', day('2018-11-20'), 'Gadsden', 2, 1, 1, 0, day('2025-10-20')],
    ]);
    const printed = await t.ctx.app.inject({ method: 'GET', url: `${url}&format=pdf` });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-disposition']).toMatch(
      /^attachment; filename="Formula Shipments-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(shownTexts((await PDFDocument.load(printed.rawPayload)).getPage(0))).toEqual(
      expect.arrayContaining([
        'Formula Shipments Report',
        '09/01/2025 to 10/31/2025',
        'Formula, Fay',
        '03/04/2015',
        'Gadsden',
        '$15.00',
        '10/20/2025',
      ]),
    );
  });

  it('refuses what it cannot answer, and whom it may not', async () => {
    const refused = async (query: string) => {
      const res = await getAs(
        t.ctx,
        who.reader.token,
        `${paths.formulaShipments}?page=1&pageSize=10&${query}`,
      );
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await refused('from=2025-10-31&to=2025-09-01')).toContain(reportMessages.periodReversed);
    expect(await refused('from=2024-01-01&to=2025-06-01')).toContain(reportMessages.periodTooLong);
    expect(await refused(`${period}&search=a%00b`)).toBeTruthy();
    expect((await getAs(t.ctx, who.outsider.token, `${paths.formulaShipments}?${period}`)).statusCode).toBe(
      403,
    );
    expect(
      (await getAs(t.ctx, who.outsider.token, `${paths.formulaShipmentsExport}?${period}`)).statusCode,
    ).toBe(403);
    expect(
      (await t.ctx.app.inject({ method: 'GET', url: `/${paths.formulaShipments}?${period}` })).statusCode,
    ).toBe(401);
  });

  it('names patients only to a multi-factor session: the page, the link and the download', async () => {
    const phiRefused = async (url: string, token?: string) => {
      const res = token ? await getAs(t.ctx, token, url) : await t.ctx.app.inject({ method: 'GET', url });
      expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([
        467,
        messages.phiRequired,
      ]);
      expect(res.body).not.toContain('Formula, Fay');
    };
    await phiRefused(`${paths.formulaShipments}?page=1&pageSize=10&${period}`, who.noMfa.token);
    await phiRefused(`${paths.formulaShipmentsExport}?${period}`, who.noMfa.token);

    // A link made while the session met the rules is refused once it no longer does.
    const link = await getAs(t.ctx, who.reader.token, `${paths.formulaShipmentsExport}?${period}`);
    expect(link.statusCode, link.body).toBe(200);
    const url = (link.json() as { value: string }).value;
    const readerSession = eq(sessions.userId, who.reader.userId);
    await t.ctx.db.update(sessions).set({ mfaVerified: false }).where(readerSession);
    try {
      await phiRefused(url);
      await phiRefused(`${url}&format=pdf`);
    } finally {
      await t.ctx.db.update(sessions).set({ mfaVerified: true }).where(readerSession);
    }
    expect((await t.ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
