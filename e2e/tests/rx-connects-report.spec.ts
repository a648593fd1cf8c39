import { randomUUID } from 'node:crypto';
import { type RxDonationOptions, rxPatientPaths } from '@homer/contracts/rx-connects-patients';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';
import { dayFromToday, programmeToday, programmeZone } from './programme-calendar.ts';
import { exported, monthName, printed, records, subscribeWeekly, totalsOf, usDay } from './report-helpers.ts';
import { createUser, uniqueName } from './report-users.ts';
import { rxFixtures } from './rx-connects-fixtures.ts';

type Fixtures = Awaited<ReturnType<typeof rxFixtures>>;

/**
 * Today, through the API as the repository's pharmacist does it on the Rx Connects pages (a multi-factor session,
 * in a window of its own): a donation of 100 tablets of one product and 40 of another, 10 of those rejected, is
 * received; the resident's application is approved, and 12 tablets of the second product are dispensed to them.
 */
async function donatedAndDispensed(browser: Browser, fx: Fixtures) {
  const context = await browser.newContext({ timezoneId: programmeZone });
  const pharmacist = await context.newPage();
  await signInWithMfa(pharmacist);
  const token = await pharmacist.evaluate(() => localStorage.getItem('jwt'));
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const answer = await pharmacist.request.post(`/${path}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  const options = (await (
    await pharmacist.request.get(`/${rxPatientPaths.donationOptions}`, { headers })
  ).json()) as RxDonationOptions;
  const productId = (name: string | undefined) => options.products.find((p) => p.text === name)?.value;
  const [kept, sorted] = fx.productNames.map(productId);
  await post(rxPatientPaths.receiveDonation, {
    repositoryId: fx.repositoryId,
    donorId: options.donors.find((d) => d.text === fx.donorName)?.value,
    receivedOn: programmeToday(),
    lines: [
      { productId: kept, lotNumber: 'RK1', expiryDate: dayFromToday(400), quantity: 100, rejected: 0 },
      {
        productId: sorted,
        lotNumber: 'RS1',
        expiryDate: dayFromToday(200),
        quantity: 40,
        rejected: 10,
        rejectionReason: 'Seal broken',
      },
    ],
  });
  await post(rxPatientPaths.approve, { id: fx.applicationId });
  await post(rxPatientPaths.dispense, {
    applicationId: fx.applicationId,
    lines: [{ productId: sorted, quantity: 12 }],
  });
  await context.close();
}

test.describe('Rx Connects report', () => {
  test.use({ timezoneId: programmeZone });

  test('a repository’s month: donations and dispensing, export, PDF, a subscription and its monthly report', async ({
    page,
    browser,
  }) => {
    // axe, two downloads and three pages, after a multi-factor sign-in: three times the usual time.
    test.slow();
    const fx = await rxFixtures(randomUUID().slice(0, 8));
    await donatedAndDispensed(browser, fx);
    const month = programmeToday().slice(0, 7);
    // An administrator of the programme of this test alone: their subscriptions are theirs.
    const userName = uniqueName('rxrep');
    const userId = await createUser(userName, ['RxConnects'], 'RxConnectsAdmin');
    await signedInAs(page, userName);

    await page.goto('/reporting/rx-connects');
    await expect(page.getByRole('heading', { level: 1, name: 'Rx Connects Report' })).toBeVisible();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(dayFromToday(-5));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(dayFromToday(1));
    await page.getByRole('searchbox', { name: 'Search' }).fill(fx.repositoryName);

    const table = records(page);
    await expect(table.getByRole('row')).toHaveCount(2);
    const cells = table.getByRole('row').filter({ hasText: fx.repositoryName }).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(monthName(month));
    await expect(cells.nth(1)).toHaveText(fx.repositoryName);
    // The monthly report is due on the 5th of the next month.
    const [year, m] = month.split('-').map(Number) as [number, number];
    const due = new Date(Date.UTC(year, m, 5)).toISOString().slice(0, 10);
    await expect(cells.nth(2)).toHaveText(usDay(due)); // Report Due
    await expect(cells.nth(3)).toHaveText('1'); // Donations
    await expect(cells.nth(4)).toHaveText('130'); // Units Accepted
    await expect(cells.nth(5)).toHaveText('10'); // Units Rejected
    await expect(cells.nth(6)).toHaveText('1'); // Dispensings
    await expect(cells.nth(7)).toHaveText('12'); // Units Dispensed
    await expect(cells.nth(8)).toHaveText('1'); // Patients

    const totals = totalsOf(page);
    await expect(totals).toContainText('Repositories1 repository');
    await expect(totals).toContainText('Donations1 donation');
    await expect(totals).toContainText('Units accepted130 units');
    await expect(totals).toContainText('Units rejected10 units');
    await expect(totals).toContainText('Dispensings1 dispensing');
    await expect(totals).toContainText('Units dispensed12 units');
    await expect(totals).toContainText('Patients1 patient');
    await expect(
      page.getByRole('img', { name: `Units dispensed by month: ${monthName(month)} 12` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const workbook = await exported(page, 'Rx Connects');
    expect(workbook.rows).toHaveLength(1);
    const row = workbook.rows[0];
    expect(workbook.cell(row, 'Repository')).toBe(fx.repositoryName);
    expect(workbook.cell(row, 'Units Accepted')).toBe(130);
    expect(workbook.cell(row, 'Units Dispensed')).toBe(12);
    await printed(page, 'Rx Connects');

    // The drill-down: the repository's monthly dispensing report for that month.
    const link = table.getByRole('link', {
      name: `${fx.repositoryName}: Monthly Dispensing Report, ${monthName(month)}`,
    });
    await expect(link).toHaveAttribute(
      'href',
      `/rxconnects/reports/monthly-dispensing?repositoryId=${fx.repositoryId}&month=${month}`,
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly Dispensing Report' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Repository' })).toHaveValue(fx.repositoryName);
    await expect(page.getByLabel('Month')).toHaveValue(month);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${fx.repositoryName} · `) }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dispensed' })).toContainText(fx.productNames[1] ?? '');

    // A link (a delivery's) opens the report on its filters; a subscription keeps the search, not the period:
    // each delivery covers the period just ended.
    const query = new URLSearchParams({
      from: dayFromToday(-5),
      to: dayFromToday(1),
      search: fx.repositoryName,
    });
    await page.goto(`/reporting/rx-connects?${query}`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(fx.repositoryName);
    await expect(table.getByRole('row').filter({ hasText: fx.repositoryName })).toHaveCount(1);
    expect(await subscribeWeekly(page, 'Rx Connects Report', userId)).toEqual([
      { report: 'reportRxConnects', frequency: 'weekly', filters: { search: fx.repositoryName } },
    ]);
  });
});
