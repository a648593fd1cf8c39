import { randomUUID } from 'node:crypto';
import {
  rxPatientMessages as m,
  type RxDonationOptions,
  rxPatientPaths,
} from '@homer/contracts/rx-connects-patients';
import { rxApplicationReference } from '@homer/contracts/rx-patient-application';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, waitOutPushesInTheWay } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';
import { dayFromToday, programmeToday, programmeZone } from './programme-calendar.ts';
import { rxFixtures } from './rx-connects-fixtures.ts';

/**
 * Rx Connects patients and donated stock (issue 31, decision 112), as the demo pharmacist (RxConnects Pharmacist,
 * linked to this spec's repository) on a multi-factor session: a donation from an approved donor is inspected and
 * received (one item partly rejected with its reason), a resident's pending application is approved, donated stock
 * is dispensed to them, and the month's dispensing report counts it. Input the rules refuse stores nothing.
 */

const count = (sql: string, values: unknown[] = []) =>
  withDatabase(async (db) => (await db.query(sql, values)).rows[0].n as number);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(scope: Page | Locator, page: Page, combobox: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

/** axe measures a toast fading out against what is behind it: checks wait until the step's toast has gone. */
async function expectAccessibleOnceToastsGone(page: Page) {
  await expect(page.locator('[id^="toast:"]')).toHaveCount(0, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
}

/** The signed-in session's bearer token, for the spec's own calls to the API. */
async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  return { authorization: `Bearer ${token}` };
}

test.describe('Rx Connects patients and donated stock', () => {
  test.use({ timezoneId: programmeZone });

  test('a donation is received, an application approved, donated stock dispensed and reported', async ({
    page,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const fx = await rxFixtures(tag);
    const reference = rxApplicationReference(fx.applicationId);
    await waitOutPushesInTheWay(page);
    await signInWithMfa(page);
    const headers = await bearer(page);

    // The formulary products a donation may carry, as the donation page is offered them.
    const optionsAnswer = await page.request.get(`/${rxPatientPaths.donationOptions}`, { headers });
    expect(optionsAnswer.status()).toBe(200);
    const options = (await optionsAnswer.json()) as RxDonationOptions;
    expect(options.repositories.map((r) => r.text)).toContain(fx.repositoryName);
    expect(options.donors.map((d) => d.text)).toContain(fx.donorName);
    // Two products of different names: the page names a product by its name in the stock and the refusal.
    const kept = options.products.find((p) => p.text === fx.productNames[0]);
    const sorted = options.products.find((p) => p.text === fx.productNames[1]);
    if (!kept || !sorted) throw new Error('The donation page is not offered the spec’s products.');
    const label = (p: typeof kept) => new RegExp(`^${escaped(`${p.text} (${p.ndc})`)}$`);
    const keptLot = `K${tag}`.toUpperCase();
    const sortedLot = `S${tag}`.toUpperCase();

    // The donations list, then the page of a new donation.
    await page.goto('/rxconnects/donations/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Rx Connects Donations' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Rx Connects' });
    for (const tab of ['Patient Applications', 'Donations', 'Monthly Report'])
      await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Receive Donation' }).click();
    await expect(page).toHaveURL(/\/rxconnects\/donations\/edit\/0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Receive Donation' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Receive Donation' });
    await expect(form.getByLabel('Date Received')).toHaveValue(programmeToday());
    await expectNoSeriousA11yViolations(page);

    await choose(form, page, 'Repository', fx.repositoryName);
    await choose(form, page, 'Donor', fx.donorName);
    const line1 = form.getByRole('group', { name: 'Line 1' });
    await choose(line1, page, /Product/, label(kept));
    await line1.getByLabel(/Lot Number/).fill(keptLot);
    await line1.getByLabel(/Expiry Date/).fill(dayFromToday(400));
    await line1.getByLabel(/Quantity/).fill('100');
    await form.getByRole('button', { name: 'Add Line' }).click();
    const line2 = form.getByRole('group', { name: 'Line 2' });
    await choose(line2, page, /Product/, label(sorted));
    await line2.getByLabel(/Lot Number/).fill(sortedLot);
    await line2.getByLabel(/Expiry Date/).fill(dayFromToday(200));
    await line2.getByLabel(/Quantity/).fill('40');
    await line2.getByLabel(/Rejected/).fill('10');

    // Rejected units without their reason are refused, on the page and by the server, and nothing is stored.
    const donations = () =>
      count('select count(*)::int as n from rx_donations where repository_id = $1', [fx.repositoryId]);
    await form.getByRole('button', { name: 'Receive Donation' }).click();
    const summary = form.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(m.rejectionReasonRequired);
    await expectNoSeriousA11yViolations(page);
    await summary.getByRole('link', { name: new RegExp(escaped(m.rejectionReasonRequired)) }).click();
    await expect(line2.getByLabel(/Rejection Reason/)).toBeFocused();
    const line = {
      productId: sorted.value,
      lotNumber: sortedLot,
      expiryDate: dayFromToday(200),
      quantity: 40,
    };
    const refused = await page.request.post(`/${rxPatientPaths.receiveDonation}`, {
      headers,
      data: {
        repositoryId: fx.repositoryId,
        donorId: options.donors.find((d) => d.text === fx.donorName)?.value,
        receivedOn: programmeToday(),
        lines: [{ ...line, rejected: 10, rejectionReason: null }],
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(m.rejectionReasonRequired);
    expect(await donations()).toBe(0);

    await line2.getByLabel(/Rejection Reason/).fill('Seal broken');
    await expect(form.getByText('Accepted 130 units · Rejected 10 units')).toBeVisible();
    await form.getByRole('button', { name: 'Receive Donation' }).click();
    await expect(page.getByText(m.donationReceived)).toBeVisible();
    await expect(page).toHaveURL(/\/rxconnects\/donations\/edit\/[1-9]\d*$/);
    const donationId = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: `#${donationId}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: keptLot })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Seal broken' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Receive Donation' })).toHaveCount(0);
    expect(await donations()).toBe(1);
    expect(
      await count(
        'select count(*)::int as n from rx_donation_lines where donation_id = $1 and rejected = 10 and lot_number = $2',
        [donationId, sortedLot],
      ),
    ).toBe(1);
    await expectAccessibleOnceToastsGone(page);

    // The application queue finds the pending application by its reference.
    await tabs.getByRole('link', { name: 'Patient Applications' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rx Connects Patient Applications' }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText(fx.lastName);
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('link', { name: reference }).click();

    // The pharmacist approves it.
    await expect(page).toHaveURL(new RegExp(`/patient-application/${fx.applicationId}$`));
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('Metformin and a blood-pressure medicine')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: `Approve ${reference}` });
    await approve.getByLabel('Note to the applicant (optional)').fill('Collect at the front desk.');
    await expectNoSeriousA11yViolations(page);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(page.getByText(m.approved)).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    // The Approve button is gone: focus lands on the section that shows the decision.
    await expect(page.getByRole('heading', { level: 2, name: 'Decision' })).toBeFocused();
    expect(
      await count(
        "select count(*)::int as n from rx_patient_applications where id = $1 and status = 'Approved'",
        [fx.applicationId],
      ),
    ).toBe(1);

    // More than the repository holds is refused, on the page and by the server; nothing is dispensed.
    const dispensings = () =>
      count('select count(*)::int as n from rx_dispensings where application_id = $1', [fx.applicationId]);
    const stock = page.getByRole('region', { name: 'Donated Stock Available' });
    await expect(stock.getByRole('cell', { name: sorted.text, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Dispense' }).click();
    const dispense = page.getByRole('dialog', { name: `Dispense to ${reference}` });
    await choose(dispense, page, /Product/, new RegExp(`^${escaped(`${sorted.text} (${sorted.ndc})`)}`));
    await dispense.getByLabel(/Quantity/).fill('31');
    await dispense.getByRole('button', { name: 'Dispense' }).click();
    const short = m.dispenseShort(sorted.text, 30);
    await expect(dispense.locator('[data-error-summary]')).toContainText(short);
    await expect(dispense.locator('[data-error-summary]')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    const over = await page.request.post(`/${rxPatientPaths.dispense}`, {
      headers,
      data: { applicationId: fx.applicationId, lines: [{ productId: sorted.value, quantity: 31 }] },
    });
    expect(over.status()).toBe(400);
    expect(await over.text()).toContain(short);
    expect(await dispensings()).toBe(0);

    await dispense.getByLabel(/Quantity/).fill('12');
    await dispense.getByLabel('Note (optional)').fill('Thirty-day supply.');
    await dispense.getByRole('button', { name: 'Dispense' }).click();
    await expect(dispense).toBeHidden();
    await expect(page.getByText(m.dispensed)).toBeVisible();
    const dispensed = page.getByRole('region', { name: 'Dispensings' });
    await expect(dispensed.getByRole('cell', { name: sortedLot })).toBeVisible();
    await expect(dispensed.getByRole('cell', { name: 'Thirty-day supply.' })).toBeVisible();
    expect(await dispensings()).toBe(1);
    await expectAccessibleOnceToastsGone(page);

    // This month's report of the repository counts what it received and dispensed.
    await page
      .getByRole('navigation', { name: 'Rx Connects' })
      .getByRole('link', { name: 'Monthly Report' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly Dispensing Report' })).toBeVisible();
    await choose(page, page, 'Repository', fx.repositoryName);
    await page.getByLabel('Month').fill(programmeToday().slice(0, 7));
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${escaped(fx.repositoryName)} · `) }),
    ).toBeVisible();
    await expect(page.getByText(/^Due to the Rx Connects programme by \d{2}\/05\/\d{4}/)).toBeVisible();
    const units = (n: number, p: typeof kept) => formatUnitsAndPacks(n, p);
    const dispensedRow = page
      .getByRole('region', { name: 'Dispensed' })
      .getByRole('row', { name: new RegExp(escaped(sorted.ndc)) });
    await expect(dispensedRow.getByRole('cell', { name: units(12, sorted), exact: true })).toBeVisible();
    const received = page.getByRole('region', { name: 'Received' });
    const receivedRow = (p: typeof kept) => received.getByRole('row', { name: new RegExp(escaped(p.ndc)) });
    await expect(receivedRow(kept).getByRole('cell', { name: units(100, kept), exact: true })).toBeVisible();
    await expect(
      receivedRow(sorted).getByRole('cell', { name: units(30, sorted), exact: true }),
    ).toBeVisible();
    await expect(
      receivedRow(sorted).getByRole('cell', { name: units(10, sorted), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    const report = await page.request.get(`/${rxPatientPaths.monthlyReport}`, {
      headers,
      params: { repositoryId: fx.repositoryId, month: programmeToday().slice(0, 7) },
    });
    expect(report.status()).toBe(200);
    expect((await report.json()).totals).toEqual({
      patients: 1,
      unitsDispensed: 12,
      unitsAccepted: 130,
      unitsRejected: 10,
    });
  });
});
