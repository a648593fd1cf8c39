import { randomInt, randomUUID } from 'node:crypto';
import { type StockCount, stockCountPaths } from '@homer/contracts/stock-counts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, tokenFor } from './helpers.ts';
import {
  choose,
  day,
  exported,
  printed,
  records,
  subscribeWeekly,
  totalsOf,
  usDay,
} from './report-helpers.ts';
import { createUser, uniqueName } from './report-users.ts';
import { openingLot, siteWithStock } from './stock-fixtures.ts';

/** A count command as the count page sends it, by the token's user: the count as it now is. */
async function countCommand(request: APIRequestContext, token: string, path: string, body: object) {
  const answer = await request.post(`/${path}`, {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).model as StockCount;
}

/**
 * A count of every lot at the site through the count API, as the count screens post one: the technician counts each
 * lot (units by lot number), the lots that differ from the ledger are recounted, and the pharmacist, who counted
 * nothing, verifies it and its variance is posted.
 */
async function postedCount(
  request: APIRequestContext,
  siteId: number,
  counted: Record<string, number>,
  recounted: Record<string, number>,
) {
  const technician = await tokenFor(request, 'technician');
  let count = await countCommand(request, technician, stockCountPaths.start, {
    inventorySiteId: siteId,
    scope: 'all',
    ndcProductIds: [],
  });
  const enter = async (units: Record<string, number>) => {
    for (const [lotNumber, quantity] of Object.entries(units)) {
      const line = count.lines.find((l) => l.lotNumber === lotNumber);
      if (!line) throw new Error(`Lot ${lotNumber} is not on count #${count.id}`);
      count = await countCommand(request, technician, stockCountPaths.enter, {
        countId: count.id,
        lineId: line.id,
        quantity,
      });
    }
    count = await countCommand(request, technician, stockCountPaths.submit, { countId: count.id });
  };
  await enter(counted);
  expect(count.status).toBe('recount');
  await enter(recounted);
  expect(count.status).toBe('pending_verification');
  const pharmacist = await tokenFor(request, 'pharmacist');
  count = await countCommand(request, pharmacist, stockCountPaths.verify, { countId: count.id });
  expect(count.status).toBe('posted');
  const postedDay = await withDatabase(async (db) => {
    const { rows } = await db.query<{ day: string }>(
      `select to_char(verified_at at time zone 'UTC', 'YYYY-MM-DD') as day from stock_counts where id = $1`,
      [count.id],
    );
    return rows[0]?.day ?? '';
  });
  return { countId: count.id, postedDay };
}

test.describe('Count variance report', () => {
  test('a posted count’s variances, value and accuracy, export, PDF, a subscription and the count’s page', async ({
    page,
    request,
  }) => {
    // axe, two downloads and three pages, after a count through the API: three times the usual time.
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const ndc = `8${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(10_000)).padStart(4, '0')}-1`;
    const [uncosted, costed, exact] = ['A', 'B', 'C'].map(
      (l) => `CV${l}${tag.slice(0, 6).toUpperCase()}`,
    ) as [string, string, string];
    // 120 vials without a cost, 40 at $2.50 and 10 at $1.00, at a site of this test alone.
    const stock = await siteWithStock(tag, ndc, uncosted);
    await openingLot(stock.siteName, stock.productId, costed, 40, '2.50');
    await openingLot(stock.siteName, stock.productId, exact, 10, '1.00');
    // 2 over in the uncosted lot, 5 short in the costed one (4 at first, 5 on the recount), the third exact.
    const count = await postedCount(
      request,
      stock.siteId,
      { [uncosted]: 122, [costed]: 36, [exact]: 10 },
      { [uncosted]: 122, [costed]: 35 },
    );

    const userName = uniqueName('cvrep');
    const userId = await createUser(userName);
    await signedInAs(page, userName);
    await page.goto('/reporting/count-variance');
    await expect(page.getByRole('heading', { level: 1, name: 'Count Variance Report' })).toBeVisible();
    const [from, to] = [day(-5), day(1)];
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
    await choose(page, 'Inventory Site', stock.siteName);

    const table = records(page);
    await expect(table.getByRole('row')).toHaveCount(2);
    const cells = table
      .getByRole('row')
      .filter({ hasText: `#${count.countId}` })
      .getByRole('cell');
    await expect(cells.nth(0)).toHaveText(`#${count.countId}`); // Count
    await expect(cells.nth(1)).toHaveText(usDay(count.postedDay)); // Posted
    await expect(cells.nth(2)).toHaveText(stock.siteName);
    await expect(cells.nth(3)).toHaveText('Every lot'); // Scope
    await expect(cells.nth(4)).toHaveText('3'); // Lots Counted
    await expect(cells.nth(5)).toHaveText('2'); // With Variance
    await expect(cells.nth(6)).toHaveText('2'); // Recounts
    await expect(cells.nth(7)).toHaveText('2'); // Units Over
    await expect(cells.nth(8)).toHaveText('5'); // Units Under
    await expect(cells.nth(9)).toHaveText('-$12.50'); // Value at Cost: 5 short at $2.50
    await expect(cells.nth(10)).toHaveText('2'); // Uncosted Units
    await expect(cells.nth(11)).toHaveText('33.3%'); // Accuracy: 1 of 3 lots without a variance

    const totals = totalsOf(page);
    await expect(totals).toContainText('Counts1 count');
    await expect(totals).toContainText('Lots counted3 lots');
    await expect(totals).toContainText('With variance2 lots');
    await expect(totals).toContainText('Recounts2 recounts');
    await expect(totals).toContainText('Units over2 units');
    await expect(totals).toContainText('Units under5 units');
    await expect(totals).toContainText('Value at cost-$12.50');
    await expect(totals).toContainText('Accuracy33.3%');
    await expect(
      page.getByRole('img', { name: `Variance value by site: ${stock.siteName} -$12.50` }),
    ).toBeVisible();
    await page.getByText('Table', { exact: true }).click();
    const chartTable = page.getByRole('table', { name: 'Variance value by site' });
    await expect(chartTable.getByRole('columnheader', { name: 'Site' })).toBeVisible();
    await expect(chartTable.getByRole('row', { name: `${stock.siteName} -$12.50` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The search finds the count by a lot it counted, and nothing by a lot it did not.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`NO${tag}`);
    await expect(table.getByText('No records found.')).toBeVisible();
    await search.fill(costed);
    await expect(table.getByRole('link', { name: `Stock count #${count.countId}` })).toBeVisible();

    const workbook = await exported(page, 'Count Variance');
    expect(workbook.rows).toHaveLength(1);
    const row = workbook.rows[0];
    expect(workbook.cell(row, 'Count')).toBe(count.countId);
    expect(workbook.cell(row, 'Inventory Site')).toBe(stock.siteName);
    expect(workbook.cell(row, 'Lots with Variance')).toBe(2);
    expect(workbook.cell(row, 'Units Under')).toBe(5);
    expect(workbook.cell(row, 'Value at Cost')).toBe(-12.5);
    expect(workbook.cell(row, 'Accuracy')).toBeCloseTo(0.333);
    await printed(page, 'Count Variance');

    // A period ending before it starts is refused in the contract's words, and no figures are shown for it.
    const toField = page.getByRole('textbox', { name: 'To', exact: true });
    await toField.fill(day(-6));
    await expect(page.getByText('To must be on or after From.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The records could not be loaded.' }),
    ).toBeVisible();
    await expect(totals).toHaveCount(0);
    await toField.fill(to);
    await expect(table.getByRole('link', { name: `Stock count #${count.countId}` })).toBeVisible();

    // The drill-down: the count's own page, with the lots it counted.
    const link = table.getByRole('link', { name: `Stock count #${count.countId}` });
    await expect(link).toHaveAttribute('href', `/inventories/counts/edit/${count.countId}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/inventories/counts/edit/${count.countId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Stock count #${count.countId}` }),
    ).toBeVisible();
    await expect(page.getByText('Posted', { exact: true }).first()).toBeVisible();
    await expect(page.locator(`tr[data-lot="${costed}"]`)).toBeVisible();

    // A link (a delivery's) opens the report on its filters; the site and the search are kept by a subscription,
    // the period is not: each delivery covers the period just ended.
    await page.goto(
      `/reporting/count-variance?siteId=${stock.siteId}&from=${from}&to=${to}&search=${costed}`,
    );
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(costed);
    await expect(table.getByRole('link', { name: `Stock count #${count.countId}` })).toBeVisible();
    expect(await subscribeWeekly(page, 'Count Variance Report', userId)).toEqual([
      {
        report: 'reportCountVariance',
        frequency: 'weekly',
        filters: { siteId: stock.siteId, search: costed },
      },
    ]);
  });
});
