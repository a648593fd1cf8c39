import { randomUUID } from 'node:crypto';
import { type MfOrder, metabolicFormulaPaths as paths } from '@homer/contracts/metabolic-formula';
import { stockPaths } from '@homer/contracts/stock';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { formulaStock } from './formula-fixtures.ts';
import { expectNoSeriousA11yViolations, waitOutPushesInTheWay } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';
import { dayFromToday, monthAhead, programmeToday, programmeZone } from './programme-calendar.ts';
import { day, exported, monthName, printed, records, totalsOf, usDay } from './report-helpers.ts';

/**
 * Through the API, as the demo pharmacist does it on the formula pages (on the page's multi-factor session): a
 * patient of this test alone in Leon county is enrolled, found eligible and prescribed 4 units a month of the stock's
 * product; orders for next month and the month after ship 4 units each, and the second shipment is reversed.
 */
async function shippedTwiceReversedOnce(page: Page, stock: Awaited<ReturnType<typeof formulaStock>>) {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const answer = await page.request.post(`/${path}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).value as number;
  };
  const lastName = `Shipments${randomUUID().slice(0, 8)}`;
  const leon = await withDatabase(
    async (db) => (await db.query<{ id: number }>(`select id from counties where name = 'Leon'`)).rows[0]?.id,
  );
  const patientId = await post(paths.saveEnrolment, {
    patientId: 0,
    firstName: 'Ada',
    lastName,
    dateOfBirth: '2016-04-12',
    diagnosis: 'PKU',
    treatmentCentre: 'Tampa General Metabolic Clinic',
    stateResident: true,
    payerStatus: 'Insurance denied',
    inventorySiteId: stock.siteId,
    shippingMethod: 'Ground',
    address: {
      street: '2555 Shumard Oak Blvd',
      secondary: '',
      city: 'Tallahassee',
      state: 'FL',
      zip: '32399',
      countyName: 'Leon',
      countyId: leon,
      formattedAddress: '2555 Shumard Oak Blvd, Tallahassee FL 32399',
    },
  });
  await post(paths.decide, { patientId, eligibility: 'Eligible', recertifyBy: dayFromToday(180) });
  await post(paths.savePrescription, {
    id: 0,
    patientId,
    productId: stock.product.id,
    unitsPerMonth: 4,
    prescriber: 'Dr. Rivera, RD',
    validFrom: programmeToday(),
    validTo: dayFromToday(180),
  });
  const orderIds: number[] = [];
  for (const period of [monthAhead(1), monthAhead(2)]) {
    const orderId = await post(paths.createOrder, {
      patientId,
      period,
      months: 1,
      lines: [{ productId: stock.product.id, quantity: 4 }],
    });
    await post(paths.shipOrder, { orderId });
    orderIds.push(orderId);
  }
  const second = (await (
    await page.request.get(`/${paths.order}/${orderIds[1]}`, { headers })
  ).json()) as MfOrder;
  await post(stockPaths.reverse, { documentId: second.documentId, note: 'Returned by the carrier.' });
  // The report's days are UTC days, as the ledger counts them.
  const shippedDay = await withDatabase(async (db) => {
    const { rows } = await db.query<{ day: string }>(
      `select to_char(max(occurred_at) at time zone 'UTC', 'YYYY-MM-DD') as day from stock_documents
       where kind = 'shipment' and demand_kind = 'mf_order' and demand_id = any($1::int[])`,
      [orderIds],
    );
    return rows[0]?.day ?? '';
  });
  return { patientId, patientName: `${lastName}, Ada`, lastName, shippedDay };
}

test.describe('Formula shipments report', () => {
  test.use({ timezoneId: programmeZone });

  test('each patient’s formula shipped net of reversals, export, PDF, no subscription, and the patient’s page', async ({
    page,
  }) => {
    // axe, two downloads and two pages, after a multi-factor sign-in: three times the usual time.
    test.slow();
    const stock = await formulaStock(randomUUID().slice(0, 8), '12.50');
    await waitOutPushesInTheWay(page);
    await signInWithMfa(page);
    const patient = await shippedTwiceReversedOnce(page, stock);
    const { shippedDay } = patient;

    await page.goto('/reporting/formula-shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'Formula Shipments Report' })).toBeVisible();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(day(-5));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(1));
    await page.getByRole('searchbox', { name: 'Search' }).fill(patient.lastName);

    const table = records(page);
    await expect(table.getByRole('row')).toHaveCount(2);
    const cells = table.getByRole('row').filter({ hasText: patient.patientName }).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(patient.patientName);
    await expect(cells.nth(1)).toHaveText('04/12/2016'); // Date of Birth
    await expect(cells.nth(2)).toHaveText('Leon'); // County
    await expect(cells.nth(3)).toHaveText('2'); // Orders Shipped
    await expect(cells.nth(4)).toHaveText('1'); // Reversed
    await expect(cells.nth(5)).toHaveText('4'); // Units (net): 8 shipped, 4 given back
    await expect(cells.nth(6)).toHaveText('$50.00'); // Value at Cost: 4 units at $12.50
    await expect(cells.nth(7)).toHaveText(usDay(shippedDay)); // Last Shipped

    const totals = totalsOf(page);
    await expect(totals).toContainText('Patients1 patient');
    await expect(totals).toContainText('Orders shipped2 orders');
    await expect(totals).toContainText('Reversed1 reversal');
    await expect(totals).toContainText('Units (net)4 units');
    await expect(totals).toContainText('Value at cost$50.00');
    await expect(
      page.getByRole('img', { name: `Units by month: ${monthName(shippedDay.slice(0, 7))} 4` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Patient data does not go by email: the report exports and prints, but cannot be subscribed to.
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    const workbook = await exported(page, 'Formula Shipments');
    expect(workbook.rows).toHaveLength(1);
    const row = workbook.rows[0];
    expect(workbook.cell(row, 'Patient')).toBe(patient.patientName);
    expect(workbook.cell(row, 'Orders Shipped')).toBe(2);
    expect(workbook.cell(row, 'Units (net)')).toBe(4);
    expect(workbook.cell(row, 'Value at Cost')).toBe(50);
    await printed(page, 'Formula Shipments');

    // The drill-down: the patient's own page.
    const link = table.getByRole('link', { name: patient.patientName });
    await expect(link).toHaveAttribute('href', `/metabolic-formula/patients/edit/${patient.patientId}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `#${patient.patientId}` })).toBeVisible();
    await expect(page.getByText(patient.patientName)).toBeVisible();
  });
});
