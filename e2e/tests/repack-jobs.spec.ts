import { randomInt, randomUUID } from 'node:crypto';
import { lineClearanceItems, repackJobMessages as m } from '@homer/contracts/repack-jobs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import {
  demoPassword,
  expectNoSeriousA11yViolations,
  signInFromStart,
  waitOutPushesInTheWay,
} from './helpers.ts';

type Client = Parameters<Parameters<typeof withDatabase>[0]>[0];

const randomNdc = () =>
  `8${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(1000)).padStart(3, '0')}-${String(randomInt(100)).padStart(2, '0')}`;

/**
 * What this spec repacks, its own so no other test or the demo data meets it: a site at Central Pharmacy, a bulk
 * bottle of tablets with two lots of opening stock (the later-expiring one first, so first-expiry-first has to
 * choose), and the unit-dose product "repackaged from" it, 10 tablets a card, 12 months' beyond-use policy.
 */
async function repackSetup(tag: string) {
  return withDatabase(async (db) => {
    const one = async (sql: string, values: unknown[]) =>
      (await db.query(sql, values)).rows[0] as { id: number };
    const site = await one(
      `insert into inventory_sites (facility_id, name)
       select id, $1 from facilities where name = 'Central Pharmacy' returning id`,
      [`E2E Repack Site ${tag}`],
    );
    const bulk = await one(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size) values ($1, $2, 'tablet', 100)
       returning id`,
      [randomNdc(), `E2E Bulk Tablets ${tag}`],
    );
    const unitDose = await one(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size, repack_source_product_id,
                                 bud_months, bud_quarter_of_remaining)
       values ($1, $2, 'tablet', 10, $3, 12, false) returning id`,
      [randomNdc(), `E2E Unit Dose ${tag}`, bulk.id],
    );
    const later = await openingLot(db, site.id, bulk.id, `LATE${tag}`, '2031-06-30', 50);
    const sooner = await openingLot(db, site.id, bulk.id, `SOON${tag}`, '2030-12-31', 40);
    return { siteId: site.id, unitDoseId: unitDose.id, later, sooner };
  });
}

async function openingLot(
  db: Client,
  siteId: number,
  productId: number,
  lot: string,
  expiry: string,
  units: number,
) {
  const { rows } = await db.query(
    `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind)
     values ($1, $2, $3, $4, 'opening') returning id`,
    [siteId, productId, lot, expiry],
  );
  const lotId = rows[0].id as number;
  const doc = await db.query(
    `insert into stock_documents (kind, inventory_site_id, occurred_at) values ('opening', $1, now() - interval '1 hour')
     returning id`,
    [siteId],
  );
  await db.query(
    `insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
     values ($1, $2, $3, 'opening', now() - interval '1 hour')`,
    [doc.rows[0].id, lotId, units],
  );
  return { lotId, lotNumber: lot };
}

/**
 * A CI user of this spec with the demo password: the technician works at Repack Station A (starting a job needs a
 * repack workstation), the pharmacist signs. The demo users hold CI at other roles, or not at all.
 */
async function ciUser(role: 'Technician' | 'Pharmacist', tag: string): Promise<string> {
  const userName = `e2e-repack-${role.toLowerCase()}-${tag}`;
  await withDatabase((db) =>
    db.query(
      `with t as (select password_hash, organization_id from users where user_name = 'admin'),
            u as (insert into users (user_name, email, first_name, last_name, password_hash, organization_id,
                                     ci_workstation_id)
                  select $1::text, $1::text || '@e2e.example', 'Repack', $2::text, password_hash, organization_id,
                    case when $2::text = 'Technician' then (select id from ci_workstations where name = 'Repack Station A'
                      order by id limit 1) end
                  from t returning id),
            a as (insert into module_access (user_id, module, role) select id, 'CI', $2::text from u)
       insert into user_facilities (user_id, facility_id)
       select u.id, f.id from u, facilities f where f.name = 'Central Pharmacy'`,
      [userName, role],
    ),
  );
  return userName;
}

const jobCount = (unitDoseId: number) =>
  withDatabase(
    async (db) =>
      (
        await db.query('select count(*)::int as n from repack_jobs where output_product_id = $1', [
          unitDoseId,
        ])
      ).rows[0].n as number,
  );
const jobStatus = (jobId: number) =>
  withDatabase(
    async (db) =>
      (await db.query('select status from repack_jobs where id = $1', [jobId])).rows[0].status as string,
  );

async function signedIn(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await waitOutPushesInTheWay(page);
  await signInFromStart(page, userName);
  return page;
}

/** axe measures a toast fading out against what is behind it: checks wait until the step's toast has gone. */
async function expectAccessibleOnceToastsGone(page: Page) {
  await expect(page.locator('[id^="toast:"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

async function choose(page: Page, combobox: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

type Setup = Awaited<ReturnType<typeof repackSetup>>;

/** A new job's site, product and container, on the page for id 0. */
async function openNewJob(page: Page, tag: string) {
  await page.goto('/ci-repack/jobs/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Repack Jobs' })).toBeVisible();
  await page.getByRole('link', { name: 'New repack job' }).click();
  await expect(page).toHaveURL(/\/ci-repack\/jobs\/edit\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Repack Job' })).toBeVisible();
  await choose(page, 'Inventory site', `E2E Repack Site ${tag}`);
  await choose(page, 'Product to repack into', new RegExp(`E2E Unit Dose ${tag}.*cards of 10 tablets`));
  await expect(page.getByText(new RegExp(`Repacked from E2E Bulk Tablets ${tag}`))).toBeVisible();
  await choose(page, 'Container class', 'Class A (USP 〈671〉)');
}

/** 6 cards of 10: 60 tablets, the sooner lot's 40 first, then 20 of the later one. Answers the saved job's id. */
async function planSixCards(page: Page, { sooner, later }: Setup): Promise<number> {
  await page.getByLabel('Planned cards').fill('6');
  await page.getByRole('button', { name: 'Fill first expiry first' }).click();
  await expect(page.getByLabel(`Units from lot ${sooner.lotNumber}`)).toHaveValue('40');
  await expect(page.getByLabel(`Units from lot ${later.lotNumber}`)).toHaveValue('20');
  await expect(page.getByText('Needed 60 tablets, chosen 60 tablets.')).toBeVisible();
  await expect(page.getByText('Beyond-use date if started today')).toBeVisible();
  await expect(page.getByText('12 months from repackaging (USP 〈1178〉)')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(m.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/ci-repack\/jobs\/edit\/[1-9]\d*$/);
  const jobId = Number(page.url().split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: `Repack job #${jobId}` })).toBeVisible();
  return jobId;
}

/** Line clearance, every item or the job does not start. Answers the new lot's number. */
async function startJob(page: Page, jobId: number, beforeStart?: () => Promise<void>): Promise<string> {
  await page.getByRole('button', { name: 'Start job' }).click();
  const start = page.getByRole('dialog', { name: `Start repack job #${jobId}` });
  await start.getByRole('button', { name: 'Start job' }).click();
  await expect(start.getByText(m.checklistIncomplete).first()).toBeVisible();
  for (const item of lineClearanceItems) await start.getByLabel(item.label).check();
  await beforeStart?.();
  await start.getByRole('button', { name: 'Start job' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByText(m.started)).toBeVisible();
  await expect(page.getByText('In process', { exact: true }).first()).toBeVisible();
  const lotLink = page.getByRole('link', { name: /^Lot RP\d+$/ });
  await expect(lotLink).toBeVisible();
  return ((await lotLink.textContent()) ?? '').replace('Lot ', '');
}

/** Prints the job's labels (a reprint with its reason) and answers the downloaded file's name. */
async function printLabels(page: Page, jobId: number, reprintReason?: string): Promise<string> {
  await page.getByRole('button', { name: reprintReason ? 'Reprint labels' : 'Print labels' }).click();
  const title = `${reprintReason ? 'Reprint' : 'Print'} labels of repack job #${jobId}`;
  const print = page.getByRole('dialog', { name: title });
  await expect(print.getByLabel('Count')).toHaveValue('6');
  const submit = print.getByRole('button', { name: reprintReason ? 'Reprint labels' : 'Print labels' });
  if (reprintReason) {
    await submit.click();
    await expect(print.locator('[data-error-summary]')).toContainText(m.reprintReasonRequired);
    await print.getByLabel('Reason').fill(reprintReason);
  }
  const download = page.waitForEvent('download');
  await submit.click();
  const name = (await download).suggestedFilename();
  await expect(print).toBeHidden();
  return name;
}

async function completeJob(page: Page, jobId: number, cards: string, beforeComplete?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Complete job' }).click();
  const complete = page.getByRole('dialog', { name: `Complete repack job #${jobId}` });
  await complete.getByLabel('Cards made').fill(cards);
  await beforeComplete?.();
  await complete.getByRole('button', { name: 'Complete job' }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByText(m.completed)).toBeVisible();
  await expect(page.getByText('Pending verification', { exact: true }).first()).toBeVisible();
}

/** A test's own products, lots and users; the technician signed in on a new job with its site, product and container. */
async function technicianOnNewJob(page: Page) {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const setup = await repackSetup(tag);
  const technician = await ciUser('Technician', tag.toLowerCase());
  const pharmacistName = await ciUser('Pharmacist', tag.toLowerCase());
  await waitOutPushesInTheWay(page);
  await signInFromStart(page, technician);
  await openNewJob(page, tag);
  return { tag, setup, pharmacistName };
}

test.describe('Repack jobs', () => {
  test('a technician plans a job first expiry first, starts it, prints labels and completes it; another user, a pharmacist, signs the release', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { tag, setup, pharmacistName } = await technicianOnNewJob(page);

    // Refused input: no cards planned. The message is told and nothing is saved.
    await page.getByLabel('Planned cards').fill('0');
    await page.getByLabel(`Units from lot ${setup.sooner.lotNumber}`).fill('10');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toContainText(m.cardsRange);
    await expect(summary).toBeFocused();
    await expect(page).toHaveURL(/\/ci-repack\/jobs\/edit\/0$/);
    expect(await jobCount(setup.unitDoseId)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const jobId = await planSixCards(page, setup);
    expect(await jobCount(setup.unitDoseId)).toBe(1);
    const lotNumber = await startJob(page, jobId, () => expectAccessibleOnceToastsGone(page));

    // The labels come as a PDF download, and the run is listed.
    expect(await printLabels(page, jobId)).toBe(`repack-job-${jobId}-labels.pdf`);
    const runs = page.getByRole('table', { name: 'Label runs' }).locator('tbody tr');
    await expect(runs).toHaveCount(1);
    await expect(runs).toContainText('No');

    await completeJob(page, jobId, '6', async () => {
      await expect(page.getByRole('dialog').getByText('100 %')).toBeVisible();
      await expectAccessibleOnceToastsGone(page);
    });
    // The technician who ran it may not sign it.
    await expect(page.getByText(m.ownJob)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Release', exact: true })).toHaveCount(0);
    const jobUrl = page.url();

    const pharmacist = await signedIn(browser, pharmacistName);
    await pharmacist.goto(jobUrl);
    await pharmacist.getByRole('button', { name: 'Release', exact: true }).click();
    const sign = pharmacist.getByRole('dialog', { name: `Release repack job #${jobId}` });
    await expect(sign).toContainText(`By signing you release the cards of lot ${lotNumber} for use`);
    const password = sign.getByLabel('Your password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expectAccessibleOnceToastsGone(pharmacist);
    await password.fill('not-the-password');
    await sign.getByRole('button', { name: 'Sign and release' }).click();
    await expect(sign.locator('[data-error-summary]')).toContainText(/password is not correct/i);
    expect(await jobStatus(jobId)).toBe('pending_verification');

    await password.fill(demoPassword);
    await sign.getByRole('button', { name: 'Sign and release' }).click();
    await expect(sign).toBeHidden();
    await expect(pharmacist.getByText(m.released)).toBeVisible();
    await expect(pharmacist.getByText('Released', { exact: true }).first()).toBeVisible();
    const released = pharmacist.getByRole('link', { name: `Lot ${lotNumber}` });
    await expect(released).toHaveAttribute('href', /\/inventories\/stock\/lot\/\d+$/);
    await expect(pharmacist.getByText(/Released \(signed with password\)/)).toBeVisible();
    await expectAccessibleOnceToastsGone(pharmacist);
    expect(await jobStatus(jobId)).toBe('released');

    // The list shows the job released, with its lot.
    await pharmacist.goto('/ci-repack/jobs/list');
    await choose(pharmacist, 'Inventory Site', `E2E Repack Site ${tag}`);
    const rows = pharmacist.locator('main table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Released');
    await expect(rows).toContainText(lotNumber);
    await pharmacist.context().close();
  });

  test('a reprint needs its reason, and a pharmacist rejects a job with a reason: the cards are destroyed', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { setup, pharmacistName } = await technicianOnNewJob(page);
    const jobId = await planSixCards(page, setup);
    await startJob(page, jobId);
    await printLabels(page, jobId);
    expect(await printLabels(page, jobId, 'Label roll jammed')).toBe(`repack-job-${jobId}-labels.pdf`);
    const runs = page.getByRole('table', { name: 'Label runs' }).locator('tbody tr');
    await expect(runs).toHaveCount(2);
    await expect(runs.filter({ hasText: 'Label roll jammed' })).toContainText('Yes');
    await completeJob(page, jobId, '5');
    const jobUrl = page.url();

    const pharmacist = await signedIn(browser, pharmacistName);
    await pharmacist.goto(jobUrl);
    await pharmacist.getByRole('button', { name: 'Reject', exact: true }).click();
    const sign = pharmacist.getByRole('dialog', { name: `Reject repack job #${jobId}` });
    await sign.getByLabel('Your password').fill(demoPassword);
    await sign.getByRole('button', { name: 'Sign and reject' }).click();
    await expect(sign.locator('[data-error-summary]')).toContainText(m.reasonRequired);
    expect(await jobStatus(jobId)).toBe('pending_verification');
    await sign.getByLabel('Reason').fill('Cards sealed crooked');
    await sign.getByRole('button', { name: 'Sign and reject' }).click();
    await expect(sign).toBeHidden();
    await expect(pharmacist.getByText(m.rejected)).toBeVisible();
    await expect(pharmacist.getByText('Cards sealed crooked')).toBeVisible();
    await expect(pharmacist.getByRole('link', { name: /^Destruction document #\d+$/ })).toBeVisible();
    expect(await jobStatus(jobId)).toBe('rejected');
    await pharmacist.context().close();
  });
});
