import { randomUUID } from 'node:crypto';
import { recallReportMessages, recallReportPaths } from '@homer/contracts/recall-report';
import { type StockTransfer, stockTransferPaths } from '@homer/contracts/stock-transfers';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitOutPushesInTheWay } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';
import { programmeZone } from './programme-calendar.ts';
import { recallOfLot, recallStock } from './recall-fixtures.ts';
import { exported, printed, records, totalsOf, usDay } from './report-helpers.ts';

type Stock = Awaited<ReturnType<typeof recallStock>>;

const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}`,
});

/**
 * 5 vials of the lot sent to the satellite site through the app's own transfer (draft, dispatch, receipt), as the
 * demo pharmacist: the transfer_out is the movement, and the site that received it its recipient.
 */
async function transferredToSatellite(page: Page, stock: Stock): Promise<number> {
  const headers = await bearer(page);
  const send = async (path: string, data: object) => {
    const answer = await page.request.post(`/${path}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
    const body = (await answer.json()) as { isSuccessful: boolean; message: string; model: StockTransfer };
    expect(body.isSuccessful, body.message).toBe(true);
    return body.model;
  };
  const draft = await send(stockTransferPaths.save, {
    id: 0,
    fromSiteId: stock.siteId,
    toSiteId: stock.satelliteId,
    note: '',
    lines: [{ lotId: stock.lotId, quantity: 5 }],
  });
  const dispatched = await send(stockTransferPaths.dispatch, { id: draft.id });
  await send(stockTransferPaths.receive, {
    id: draft.id,
    lines: dispatched.lines.map((line) => ({ lineId: line.id, receivedQuantity: 5, rejectedQuantity: 0 })),
  });
  return dispatched.dispatchDocumentId ?? 0;
}

/** An instant as the report writes the day it happened: in the browser's zone, MM/DD/YYYY. */
const shippedDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: programmeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

test.describe('Recall Impact Report', () => {
  test.use({ timezoneId: programmeZone });

  test('a recall’s lots, where their units went, search, exports, no subscription and the document behind a row', async ({
    page,
  }) => {
    // axe, two downloads and three pages after a multi-factor sign-in.
    test.slow();
    const stock = await recallStock(randomUUID().slice(0, 6));
    await waitOutPushesInTheWay(page);
    await signInWithMfa(page);
    const transferDocumentId = await transferredToSatellite(page, stock);
    const recall = await recallOfLot(stock);

    await page.goto('/reporting');
    await page
      .getByRole('region', { name: 'Stock' })
      .getByRole('link', { name: 'Recall Impact Report' })
      .click();
    await expect(page).toHaveURL(/\/reporting\/recall-impact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recall Impact Report' })).toBeVisible();
    // The newest report is chosen.
    await expect(page.getByRole('combobox', { name: 'Recall', exact: true })).toHaveValue(
      `${recall.recallNumber} · Class II · ${recall.description.slice(0, 57).trimEnd()}...`,
    );
    const facts = page.getByRole('region', { name: 'Recall', exact: true });
    await expect(facts).toContainText(`Recall number${recall.recallNumber}`);
    await expect(facts).toContainText('ClassificationClass II');
    await expect(facts).toContainText('StatusOngoing');
    await expect(facts).toContainText(`Reported${usDay(recall.reportDate)}`);
    await expect(facts).toContainText(recall.description);

    const totals = totalsOf(page);
    await expect(totals).toContainText('Lots2 lots');
    await expect(totals).toContainText('Units held now31 units'); // 26 left at the site, 5 at the satellite
    await expect(totals).toContainText('Movements3 movements');
    await expect(totals).toContainText('Units shipped14 units');
    await expect(totals).toContainText('Recipients3 recipients');
    await expect(totals).toContainText('Patients1 patient');

    const lots = page.getByRole('table', { name: 'Lots covered' });
    await expect(lots.getByRole('row')).toHaveCount(3);
    const held = lots.getByRole('row').filter({ hasText: stock.site }).getByRole('cell');
    await expect(held.nth(1)).toHaveText(stock.product.ndc);
    await expect(held.nth(2)).toHaveText(stock.lotNumber);
    await expect(held.nth(3)).toHaveText('26 vials');
    await expect(held.nth(4)).toHaveText('Recalled');
    await expect(held.nth(5)).toHaveText('12/31/2030');
    await expect(held.nth(6)).toHaveText('Yes');
    await expect(held.nth(2).getByRole('link')).toHaveAttribute(
      'href',
      `/inventories/stock/lot/${stock.lotId}`,
    );
    await expect(lots.getByRole('row').filter({ hasText: stock.satellite })).toContainText('5 vials');
    await expect(
      page.getByRole('img', {
        name: 'Units by destination: County orders 6 units; Transfer 5 units; Refills 3 units',
      }),
    ).toBeVisible();

    // Newest first: the transfer, the refill, the county order.
    const table = records(page);
    await expect(table.getByRole('row')).toHaveCount(4);
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText(stock.satellite);
    await expect(rows.nth(1)).toContainText('Transfer');
    await expect(rows.nth(1)).toContainText('5 vials');
    await expect(rows.nth(2)).toContainText('Refills');
    await expect(rows.nth(2)).toContainText(stock.rxNumber);
    const county = rows.nth(3).getByRole('cell');
    await expect(county.nth(1)).toHaveText(stock.site); // From Site
    await expect(county.nth(2)).toHaveText(stock.product.ndc);
    await expect(county.nth(3)).toHaveText(stock.lotNumber);
    await expect(county.nth(4)).toHaveText(stock.product.name);
    await expect(county.nth(5)).toHaveText('6 vials');
    await expect(county.nth(6)).toHaveText('County orders');
    await expect(county.nth(7)).toHaveText(stock.clinic);
    await expect(county.nth(8)).toHaveText('Leon');
    await expect(county.nth(9)).toHaveText('—'); // no patient
    await expect(county.nth(10)).toHaveText('—'); // no Rx
    const occurred = await page.request.get(
      `/${recallReportPaths.list}?pageSize=25&recallId=${recall.id}&search=${encodeURIComponent(stock.clinic)}`,
      { headers: await bearer(page) },
    );
    const [countyRow] = (await occurred.json()).data as { shippedAt: string }[];
    await expect(county.nth(0)).toHaveText(shippedDay(countyRow?.shippedAt ?? ''));
    await expect(table.getByRole('link', { name: `Stock document #${transferDocumentId}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Patient data does not go by email: the report exports and prints, but cannot be subscribed to.
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    const workbook = await exported(page, 'Recall Impact');
    expect(workbook.rows).toHaveLength(3);
    const sheetRow = workbook.rows.find((row) => workbook.cell(row, 'Recipient') === stock.clinic);
    expect(workbook.cell(sheetRow, 'Units')).toBe(6);
    expect(workbook.cell(sheetRow, 'Destination')).toBe('County orders');
    expect(workbook.cell(sheetRow, 'Document')).toBe(stock.countyDocumentId);
    await printed(page, 'Recall Impact');

    // The search narrows the rows (and their totals), not the lots.
    await search(page).fill(stock.patientLast);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(totals).toContainText('Movements1 movement');
    await expect(lots.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('link', { name: `Robin ${stock.patientLast}` })).toHaveAttribute(
      'href',
      `/pharmacy/fulfillment/edit/${stock.refill.shipmentId}/${stock.siteId}`,
    );
    await search(page).fill(stock.clinic);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(stock.clinic);

    // The drill-down: the shipment's stock document.
    await table.getByRole('link', { name: `Stock document #${stock.countyDocumentId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/inventories/stock/documents/${stock.countyDocumentId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `#${stock.countyDocumentId}` })).toBeVisible();
  });

  test('a recall is required; a link opens one the choice no longer lists; with no recall it says so', async ({
    page,
  }) => {
    const stock = await recallStock(randomUUID().slice(0, 6));
    // Reported yesterday: the other test's recall stays the newest.
    const recall = await recallOfLot(stock, -1);
    await waitOutPushesInTheWay(page);
    await signInWithMfa(page);
    const headers = await bearer(page);
    const refused = await page.request.get(`/${recallReportPaths.list}?pageSize=25`, { headers });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(recallReportMessages.recall);
    const none = await page.request.get(`/${recallReportPaths.list}?pageSize=25&recallId=999999999`, {
      headers,
    });
    expect(none.status()).toBe(404);
    expect(await none.text()).toContain(recallReportMessages.notFound);

    // As if no recall covered a lot of ours: a link still opens its recall, named as the answer names it.
    await page.route(`**/${recallReportPaths.recalls}**`, (route) => route.fulfill({ json: [] }));
    await page.goto(`/reporting/recall-impact?recallId=${recall.id}`);
    await expect(page.getByRole('combobox', { name: 'Recall', exact: true })).toHaveValue(
      new RegExp(`^${recall.recallNumber} · Class II · `),
    );
    await expect(records(page).getByRole('row')).toHaveCount(3);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(recallReportPaths.list)) asked.push(request.url());
    });
    await page.goto('/reporting/recall-impact');
    await expect(page.getByText('No recall covers a lot of ours.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Records' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
