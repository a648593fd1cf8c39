import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';
import { day } from './report-helpers.ts';
import { uniqueProduct } from './stock-fixtures.ts';

const main = 'Central Pharmacy Main Inventory';

/** A ledger line of its own document; `demand` is what the document was posted for (a shipment's order). */
type Line = {
  kind: string;
  reason: string;
  units: number;
  minutesAgo: number;
  demand?: { kind: string; id: number };
};
type Product = Awaited<ReturnType<typeof uniqueProduct>>;

/**
 * A lot of the product at the main inventory (or the site named) with its ledger lines posted as the stock screens
 * post them (one document each), at the times given: the reports' periods need lines before and within them, which
 * the shared fixture's "an hour ago" opening cannot give.
 */
function lotWithLines(
  product: Product,
  lot: { expiresInDays: number; unitCost?: string; site?: string },
  lines: Line[],
) {
  const lotNumber = `R${randomUUID().slice(0, 7)}`.toUpperCase();
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; siteId: number }>(
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, unit_cost, source_kind)
       select id, $2, $3, current_date + $4::int, $5::numeric, 'supplier' from inventory_sites
       where name = $1 order by id limit 1
       returning id, inventory_site_id as "siteId"`,
      [lot.site ?? main, product.id, lotNumber, lot.expiresInDays, lot.unitCost ?? null],
    );
    const { id: lotId, siteId } = rows[0] as { id: number; siteId: number };
    for (const line of lines) {
      await client.query(
        `with doc as (
           insert into stock_documents (kind, inventory_site_id, occurred_at, reference, demand_kind, demand_id)
           values ($1, $2, now() - $5::int * interval '1 minute', 'E2E report', $7, $8) returning id)
         insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
         select doc.id, $3, $4, $6, now() - $5::int * interval '1 minute' from doc`,
        [
          line.kind,
          siteId,
          lotId,
          line.units,
          line.minutesAgo,
          line.reason,
          line.demand?.kind ?? null,
          line.demand?.id ?? null,
        ],
      );
    }
    return { lotId, lotNumber, siteId };
  });
}

/**
 * A site of this test alone (other tests' and the demo's shipments never reach its report) and a county order it
 * supplies, for a facility of this test in Leon county.
 */
function countyOrderAtSiteOfItsOwn(tag: string) {
  const site = `E2E Shipping Site ${tag}`;
  const facility = `E2E County Clinic ${tag}`;
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ orderId: number }>(
      `with s as (
         insert into inventory_sites (facility_id, name)
         select id, $1 from facilities where is_pharmacy and is_active order by id limit 1 returning id),
       f as (
         insert into facilities (organization_id, name, county_id)
         select (select id from organizations order by id limit 1), $2, (select id from counties where name = 'Leon')
         returning id)
       insert into ci_orders (order_number, facility_id, order_date, supplying_site_id, status)
       select $3, f.id, current_date, s.id, 'Shipped' from f, s
       returning id as "orderId"`,
      [site, facility, `E2E-SHIP-${tag}`],
    );
    const { orderId } = rows[0] as { orderId: number };
    return { site, facility, orderId };
  });
}

/** Opened ten days ago with 50 vials, 20 received an hour ago, 3 adjusted out since. */
const ledgerHistory: Line[] = [
  { kind: 'opening', reason: 'opening', units: 50, minutesAgo: 14_400 },
  { kind: 'receipt', reason: 'received', units: 20, minutesAgo: 60 },
  { kind: 'adjustment', reason: 'damaged', units: -3, minutesAgo: 30 },
];

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

/** The ledger report over the last five days to tomorrow: today is inside it in any time zone. */
async function openLedger(page: Page, term: string) {
  await page.goto('/reporting/stock-ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock Ledger Report' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(day(-5));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(1));
  await search(page).fill(term);
}

test.describe('Reports', () => {
  test('the index lists the reports of the user’s modules and opens one; without any it says so', async ({
    page,
    browser,
  }) => {
    await signedInAs(page, 'user');
    await page.goto('/reporting');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const stock = page.getByRole('region', { name: 'Stock' });
    // Seven stock reports, but the repack report is CI's, not among this user's modules.
    await expect(stock.getByRole('listitem')).toHaveCount(6);
    await expect(stock.getByRole('link', { name: 'Repack Yield Report' })).toHaveCount(0);
    await expect(stock.getByRole('listitem').first()).toContainText('Opening, received, shipped');
    const helpDesk = page.getByRole('region', { name: 'Help Desk' });
    await expect(helpDesk.getByRole('link', { name: 'Help Desk Report' })).toBeVisible();
    // HEROS is among this user's modules, Rx Connects is not: the programmes hold the HEROS report alone.
    const programmes = page.getByRole('region', { name: 'Programmes' });
    await expect(programmes.getByRole('listitem')).toHaveCount(1);
    await expect(programmes.getByRole('link', { name: 'HEROS Report' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await stock.getByRole('link', { name: 'Expiring Stock Report' }).click();
    await expect(page).toHaveURL(/\/reporting\/expiring-stock$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Expiring Stock Report' })).toBeVisible();

    // A county clinic's CI user has the repack report alone.
    const countyContext = await browser.newContext();
    const county = await countyContext.newPage();
    await signedInAs(county, 'county');
    await county.goto('/reporting');
    const countyStock = county.getByRole('region', { name: 'Stock' });
    await expect(countyStock.getByRole('listitem')).toHaveCount(1);
    await expect(countyStock.getByRole('link', { name: 'Repack Yield Report' })).toBeVisible();
    await countyContext.close();

    // A user administrator's module (Admin) has no reports.
    const context = await browser.newContext();
    const userAdmin = await context.newPage();
    await signedInAs(userAdmin, 'useradmin');
    await userAdmin.goto('/reporting');
    await expect(userAdmin.getByText('No reports are available to your modules.')).toBeVisible();
    await expect(userAdmin.getByRole('link', { name: /Report$/ })).toHaveCount(0);
    await context.close();
  });

  test('the ledger report shows a lot’s opening, movements and closing, opens the lot, and refuses a reversed period', async ({
    page,
  }) => {
    test.slow();
    const product = await uniqueProduct(10, 'vial');
    const lot = await lotWithLines(product, { expiresInDays: 400 }, ledgerHistory);
    await signedInAs(page, 'technician');
    await openLedger(page, lot.lotNumber);
    const table = page.getByRole('region', { name: 'Records' });
    const row = table.getByRole('row', { name: new RegExp(lot.lotNumber) });
    await expect(table.getByRole('row')).toHaveCount(2);
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toContainText(product.name);
    await expect(cells.nth(0)).toContainText(product.ndc);
    await expect(cells.nth(1)).toHaveText(main);
    await expect(cells.nth(4)).toHaveText('50 vials (5 packs of 10)'); // Opening
    await expect(cells.nth(5)).toHaveText('20 vials (2 packs of 10)'); // Received
    await expect(cells.nth(10)).toHaveText('-3 vials (-3 loose)'); // Adjustments and Counts (net)
    await expect(cells.nth(12)).toHaveText('67 vials (6 packs of 10 + 7)'); // Closing
    // The totals are this lot's alone, in words as well as in the chart.
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Opening50 units');
    await expect(totals).toContainText('In20 units');
    await expect(totals).toContainText('Out3 units');
    await expect(totals).toContainText('Closing67 units');
    await expect(
      page.getByRole('img', {
        name: /^Movements by type: Received \+20; .*Adjustments and Counts \(net\) -3/,
      }),
    ).toBeVisible();
    await page.getByText('Table', { exact: true }).click();
    const chartTable = page.getByRole('table', { name: 'Movements by type' });
    await expect(chartTable.getByRole('row', { name: 'Received +20' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reversed period is refused in the contract's words, and no figures are shown for it.
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(-6));
    await expect(page.getByText('To must be on or after From.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The records could not be loaded.' }),
    ).toBeVisible();
    await expect(totals).toHaveCount(0);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(1));
    await expect(row).toBeVisible();

    // The drill-down: the lot's page lists the documents behind the figures.
    await row.getByRole('link', { name: `Lot ${lot.lotNumber} of ${product.name} at ${main}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Stock Lot Lot ${lot.lotNumber} · ${product.name}` }),
    ).toBeVisible();
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger).toContainText('Opening balance');
    await expect(ledger).toContainText('Damaged');
  });

  test('the expiring report shows a lot expiring within 30 days with its units at risk', async ({ page }) => {
    const product = await uniqueProduct(10, 'vial');
    const lot = await lotWithLines(product, { expiresInDays: 20, unitCost: '2.50' }, [
      { kind: 'opening', reason: 'opening', units: 30, minutesAgo: 1440 },
    ]);
    await signedInAs(page, 'technician');
    await page.goto('/reporting/expiring-stock');
    await expect(page.getByRole('heading', { level: 1, name: 'Expiring Stock Report' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Within' }).click();
    await page.getByRole('option', { name: '30 days', exact: true }).click();
    await search(page).fill(lot.lotNumber);
    const row = page
      .getByRole('region', { name: 'Records' })
      .getByRole('row', { name: new RegExp(lot.lotNumber) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(4)).toHaveText('20'); // Days Left
    await expect(cells.nth(5)).toHaveText('Available');
    // Nothing was used: every unit is at risk, at its cost.
    await expect(cells.nth(9)).toHaveText('30 vials (3 packs of 10)');
    await expect(cells.nth(10)).toHaveText('$75.00');
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Lots1 lot');
    await expect(totals).toContainText('At-risk units30 units');
    await expect(totals).toContainText('At-risk value$75.00');
    await expect(
      page.getByRole('img', { name: /^At-risk value by month of expiry: .+ \$75\.00$/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the usage report shows a product and opens its ledger report filtered to it', async ({ page }) => {
    const product = await uniqueProduct(10, 'vial');
    const lot = await lotWithLines(product, { expiresInDays: 300, unitCost: '1.00' }, ledgerHistory);
    await signedInAs(page, 'technician');
    await page.goto('/reporting/stock-usage');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Usage Report' })).toBeVisible();
    await search(page).fill(product.ndc);
    const row = page
      .getByRole('region', { name: 'Records' })
      .getByRole('row', { name: new RegExp(product.name) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(2)).toHaveText('67 vials (6 packs of 10 + 7)'); // On Hand
    await expect(cells.nth(5)).toHaveText('—'); // Months of Stock: nothing was used
    await expect(cells.nth(7)).toHaveText('$67.00'); // Value at Cost
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Products1 product');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/reporting/stock-ledger\\?siteId=${lot.siteId}&search=${product.ndc}&from=[\\d-]{10}&to=[\\d-]{10}$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Ledger Report' })).toBeVisible();
    await expect(search(page)).toHaveValue(product.ndc);
    const ledgerRow = page
      .getByRole('region', { name: 'Records' })
      .getByRole('row', { name: new RegExp(lot.lotNumber) });
    await expect(ledgerRow.getByRole('cell').nth(12)).toHaveText('67 vials (6 packs of 10 + 7)');
  });

  test('adjustments and waste: figures by reason, drill-down, refusal', async ({ page }) => {
    test.slow();
    const product = await uniqueProduct(10, 'vial');
    // 20 opened, then 4 damaged, 1 found and 2 short at a count, at $2.50 a vial.
    const lot = await lotWithLines(product, { expiresInDays: 400, unitCost: '2.50' }, [
      { kind: 'opening', reason: 'opening', units: 20, minutesAgo: 120 },
      { kind: 'adjustment', reason: 'damaged', units: -4, minutesAgo: 40 },
      { kind: 'adjustment', reason: 'found', units: 1, minutesAgo: 30 },
      { kind: 'count', reason: 'count_variance', units: -2, minutesAgo: 20 },
    ]);
    const [from, to] = [day(-5), day(1)];
    await signedInAs(page, 'technician');
    await page.goto(
      `/reporting/adjustments?siteId=${lot.siteId}&from=${from}&to=${to}&search=${product.ndc}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Adjustments and Waste Report' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(from);
    await expect(search(page)).toHaveValue(product.ndc);
    const table = page.getByRole('region', { name: 'Records' });
    // One row per reason; the opening is no adjustment.
    await expect(table.getByRole('row')).toHaveCount(4);
    const reasonRow = (reason: string) => table.getByRole('row').filter({ hasText: reason });
    const damaged = reasonRow('Damaged').getByRole('cell');
    await expect(damaged.nth(0)).toContainText(product.name);
    await expect(damaged.nth(1)).toHaveText(main);
    await expect(damaged.nth(3)).toHaveText('0 vials'); // Added
    await expect(damaged.nth(4)).toHaveText('4 vials (4 loose)'); // Removed
    await expect(damaged.nth(5)).toHaveText('-$10.00'); // Value at Cost
    await expect(damaged.nth(6)).toHaveText('0 vials'); // Uncosted Units
    await expect(damaged.nth(7)).toHaveText('1'); // Lines
    const found = reasonRow('Found').getByRole('cell');
    await expect(found.nth(3)).toHaveText('1 vial (1 loose)');
    await expect(found.nth(4)).toHaveText('0 vials');
    await expect(found.nth(5)).toHaveText('$2.50');
    const counted = reasonRow('Count variance').getByRole('cell');
    await expect(counted.nth(3)).toHaveText('0 vials');
    await expect(counted.nth(4)).toHaveText('2 vials (2 loose)');
    await expect(counted.nth(5)).toHaveText('-$5.00');

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Added1 units');
    await expect(totals).toContainText('Removed6 units');
    await expect(totals).toContainText('Net value at cost-$12.50');
    // Value lost first.
    await expect(
      page.getByRole('img', {
        name: 'Value by reason: Damaged -$10.00; Count variance -$5.00; Found $2.50',
      }),
    ).toBeVisible();
    await page.getByText('Table', { exact: true }).click();
    const chartTable = page.getByRole('table', { name: 'Value by reason' });
    await expect(chartTable.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
    await expect(chartTable.getByRole('row', { name: 'Damaged -$10.00' })).toBeVisible();
    await expect(chartTable.getByRole('row', { name: 'Count variance -$5.00' })).toBeVisible();
    await expect(chartTable.getByRole('row', { name: 'Found $2.50' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reversed period is refused in the contract's words, and no figures are shown for it.
    const toField = page.getByRole('textbox', { name: 'To', exact: true });
    await toField.fill(day(-6));
    await expect(page.getByText('To must be on or after From.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The records could not be loaded.' }),
    ).toBeVisible();
    await expect(totals).toHaveCount(0);

    // The drill-down keeps the period on screen: the product's ledger at the site, searched by its NDC.
    const shownTo = day(0);
    await toField.fill(shownTo);
    await expect(table.getByRole('row')).toHaveCount(4);
    const link = reasonRow('Damaged').getByRole('link', { name: product.name });
    await expect(link).toHaveAttribute(
      'href',
      `/reporting/stock-ledger?siteId=${lot.siteId}&search=${product.ndc}&from=${from}&to=${shownTo}`,
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Ledger Report' })).toBeVisible();
    await expect(search(page)).toHaveValue(product.ndc);
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(from);
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(shownTo);
    const ledgerRow = page
      .getByRole('region', { name: 'Records' })
      .getByRole('row', { name: new RegExp(lot.lotNumber) });
    await expect(ledgerRow.getByRole('cell').nth(10)).toHaveText('-5 vials (-5 loose)'); // Adjustments and Counts
  });

  test('shipments: by programme, county and recipient, narrowed to a programme', async ({ page }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const { site, facility, orderId } = await countyOrderAtSiteOfItsOwn(tag);
    const product = await uniqueProduct(10, 'vial');
    // 10 opened at $2.00 a vial, then 6 shipped for the county order and 1 for no demand.
    const lot = await lotWithLines(product, { expiresInDays: 400, unitCost: '2.00', site }, [
      { kind: 'opening', reason: 'opening', units: 10, minutesAgo: 120 },
      {
        kind: 'shipment',
        reason: 'dispensed',
        units: -6,
        minutesAgo: 40,
        demand: { kind: 'ci_order', id: orderId },
      },
      { kind: 'shipment', reason: 'dispensed', units: -1, minutesAgo: 30 },
    ]);
    const [from, to] = [day(-5), day(1)];
    await signedInAs(page, 'technician');
    await page.goto(
      `/reporting/shipments?siteId=${lot.siteId}&from=${from}&to=${to}&search=${encodeURIComponent(facility)}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments Report' })).toBeVisible();
    await expect(search(page)).toHaveValue(facility);
    const table = page.getByRole('region', { name: 'Records' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const countyRow = table.getByRole('row').filter({ hasText: facility });
    const county = countyRow.getByRole('cell');
    await expect(county.nth(0)).toHaveText('County orders');
    await expect(county.nth(1)).toHaveText('Leon');
    await expect(county.nth(2)).toHaveText(facility);
    await expect(county.nth(3)).toHaveText('1'); // Shipments
    await expect(county.nth(4)).toHaveText('0'); // Reversed
    await expect(county.nth(5)).toHaveText('6'); // Units (net)
    await expect(county.nth(6)).toHaveText('$12.00'); // Value at Cost
    await expect(county.nth(7)).toHaveText('0'); // Uncosted Units
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Shipments1 shipment');
    await expect(totals).toContainText('Reversed0 reversals');
    await expect(totals).toContainText('Units (net)6 units');
    await expect(totals).toContainText('Value at cost$12.00');
    await expect(page.getByRole('img', { name: 'Units by programme: County orders 6' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PDF' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Unsearched, the site's every programme: the shipment for no demand has no county or recipient.
    await search(page).fill('');
    await expect(table.getByRole('row')).toHaveCount(3);
    const other = table.getByRole('row').filter({ hasText: 'No recipient' }).getByRole('cell');
    await expect(other.nth(0)).toHaveText('Other');
    await expect(other.nth(1)).toHaveText('—');
    await expect(other.nth(5)).toHaveText('1');
    await expect(other.nth(6)).toHaveText('$2.00');
    await expect(totals).toContainText('Shipments2 shipments');
    const programme = page.getByRole('combobox', { name: 'Programme' });
    await expect(programme).toHaveValue('Every programme');

    // The drill-down: the same report narrowed to the programme, at the site over the period on screen.
    const link = countyRow.getByRole('link', { name: 'County orders' });
    await expect(link).toHaveAttribute(
      'href',
      `/reporting/shipments?programme=county_orders&from=${from}&to=${to}&siteId=${lot.siteId}`,
    );
    await link.click();
    await expect(page).toHaveURL(/\/reporting\/shipments\?programme=county_orders&/);
    await expect(programme).toHaveValue('County orders');
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(from);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(countyRow).toBeVisible();
    await expect(totals).toContainText('Shipments1 shipment');
  });

  test('a report exports the rows of its filters to Excel, and prints them', async ({ page }) => {
    const product = await uniqueProduct(10, 'vial');
    const lot = await lotWithLines(product, { expiresInDays: 400 }, ledgerHistory);
    await signedInAs(page, 'technician');
    await openLedger(page, lot.lotNumber);
    // The search has reached the list (its header and the one lot), so Export carries it: under load the lot could
    // show on the unsearched first page before the search applied (fresh run of 840c65e: 38 rows exported).
    await expect(page.getByRole('region', { name: 'Records' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row', { name: new RegExp(lot.lotNumber) })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Stock Ledger-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const headers = (sheet?.getRow(1).values ?? []) as unknown[];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    // The search on screen: the one lot, under its header row.
    expect(rows).toHaveLength(2);
    const lotRow = rows[1] ?? [];
    expect(lotRow[headers.indexOf('Lot')]).toBe(lot.lotNumber);
    expect(lotRow[headers.indexOf('Opening')]).toBe(50);
    expect(lotRow[headers.indexOf('Closing')]).toBe(67);

    // The same filters printed: the server's PDF (its pages are checked by the API's tests).
    const printing = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    const printed = await printing;
    expect(printed.suggestedFilename()).toMatch(/^Stock Ledger-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await printed.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
