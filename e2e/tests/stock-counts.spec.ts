import { randomInt, randomUUID } from 'node:crypto';
import { gs1Separator, gtinForNdc } from '@homer/contracts/gs1';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, waitOutPushesInTheWay } from './helpers.ts';
import { postStock, siteWithStock } from './stock-fixtures.ts';

const onHand = (lotId: number) =>
  withDatabase(
    async (db) => (await db.query('select on_hand from stock_lots where id = $1', [lotId])).rows[0].on_hand,
  );

const lotRow = (page: Page, lotNumber: string) => page.locator(`tr[data-lot="${lotNumber}"]`);

test.describe('Stock counts', () => {
  test('a technician counts and recounts a variance, a pharmacist who did not count verifies, and the lot holds what was counted', async ({
    page,
    browser,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const ndc = `8${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(10_000)).padStart(4, '0')}-1`;
    const lotNumber = `CNT${tag.slice(0, 6).toUpperCase()}`;
    const { siteId, lotId } = await siteWithStock(tag, ndc, lotNumber);

    await waitOutPushesInTheWay(page);
    await signedInAs(page, 'technician');
    await page.goto('/inventories/counts/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Counts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Start a count' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a count' });
    await dialog.getByRole('combobox', { name: 'Inventory site' }).fill(`E2E Count Site ${tag}`);
    await page.getByRole('option', { name: `E2E Count Site ${tag}` }).click();
    await dialog.getByRole('button', { name: 'Start count' }).click();
    await expect(page).toHaveURL(/\/inventories\/counts\/edit\/\d+$/);
    const row = lotRow(page, lotNumber);
    await expect(row).toContainText('120 vials (12 packs of 10)');

    // 12 arrive while the count is open: the line shows them, and the count is measured against 132.
    await withDatabase((db) => postStock(db, siteId, lotId, 12, 'receipt'));
    await page.reload();
    await expect(row).toContainText('+12 vials (1 pack of 10 + 2) in');

    // A keyboard-wedge scan of the lot's DataMatrix jumps to its entry.
    const scan = `01${gtinForNdc(ndc.replaceAll('-', ''))}17310630${`10${lotNumber}`}${gs1Separator}`;
    await page.getByLabel('Scan a lot').fill(scan);
    await page.getByLabel('Scan a lot').press('Enter');
    const packs = page.getByLabel(`Packs counted, lot ${lotNumber}`);
    await expect(packs).toBeFocused();
    await packs.fill('12');
    await page.getByLabel(`Loose units counted, lot ${lotNumber}`).fill('7');
    await page.getByLabel(`Loose units counted, lot ${lotNumber}`).press('Enter');
    await expect(row).toContainText('127 vials (12 packs of 10 + 7)');
    await expect(row).toContainText('-5 vials (-5 loose) short');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Submit count' }).click();
    await expect(page.getByText('Lines with a variance need a recount.')).toBeVisible();
    await page.getByLabel(`Packs recounted, lot ${lotNumber}`).fill('12');
    await page.getByLabel(`Loose units recounted, lot ${lotNumber}`).fill('6');
    await page.getByLabel(`Loose units recounted, lot ${lotNumber}`).press('Enter');
    await expect(row).toContainText('-6 vials (-6 loose) short');
    await page.getByRole('button', { name: 'Submit recount' }).click();
    await expect(page.getByText('Pending verification').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify and post' })).toHaveCount(0);
    const countUrl = page.url();

    const context = await browser.newContext();
    const pharmacist = await context.newPage();
    await waitOutPushesInTheWay(pharmacist);
    await signedInAs(pharmacist, 'pharmacist');
    await pharmacist.goto(countUrl);
    await pharmacist.getByRole('button', { name: 'Verify and post' }).click();
    await expect(pharmacist.getByText('Count verified: the variance is posted.')).toBeVisible();
    await expect(pharmacist.getByText(/Posted as stock document #\d+/)).toBeVisible();
    await expectNoSeriousA11yViolations(pharmacist);
    await expect(lotRow(pharmacist, lotNumber)).toContainText('126 vials (12 packs of 10 + 6)');
    expect(await onHand(lotId)).toBe(126);

    // The counts list, filtered to this site, shows this count alone, posted.
    await pharmacist.goto('/inventories/counts/list');
    await pharmacist.getByRole('combobox', { name: 'Inventory Site' }).click();
    await pharmacist.getByRole('option', { name: `E2E Count Site ${tag}` }).click();
    const listed = pharmacist.locator('main table tbody tr');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(`E2E Count Site ${tag}`);
    await expect(listed).toContainText('Posted');
    await context.close();
  });

  test('a lot scanned on the shelf that the count does not list is added, and a count can be cancelled', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const ndc = `8${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(10_000)).padStart(4, '0')}-1`;
    const lotNumber = `OLD${tag.slice(0, 6).toUpperCase()}`;
    const found = `NEW${tag.slice(0, 6).toUpperCase()}`;
    await siteWithStock(tag, ndc, lotNumber);

    await waitOutPushesInTheWay(page);
    await signedInAs(page, 'technician');
    await page.goto('/inventories/counts/list');
    await page.getByRole('button', { name: 'Start a count' }).click();
    const start = page.getByRole('dialog', { name: 'Start a count' });
    await start.getByRole('combobox', { name: 'Inventory site' }).fill(`E2E Count Site ${tag}`);
    await page.getByRole('option', { name: `E2E Count Site ${tag}` }).click();
    await start.getByRole('button', { name: 'Start count' }).click();
    await expect(lotRow(page, lotNumber)).toBeVisible();

    await page
      .getByLabel('Scan a lot')
      .fill(`01${gtinForNdc(ndc.replaceAll('-', ''))}17320131${`10${found}`}`);
    await page.getByLabel('Scan a lot').press('Enter');
    const add = page.getByRole('dialog', { name: 'Add a lot found on the shelf' });
    await expect(add.getByLabel('Lot Number')).toHaveValue(found);
    await expect(add.getByLabel('Expiration Date')).toHaveValue('2032-01-31');
    await expectNoSeriousA11yViolations(page);
    await add.getByRole('button', { name: 'Add to count' }).click();
    await expect(add).toBeHidden();
    const row = lotRow(page, found);
    await expect(row).toContainText('Found during count');
    await expect(row).toContainText('0 vials');
    await page.getByLabel(`Packs counted, lot ${found}`).fill('3');
    await page.getByLabel(`Packs counted, lot ${found}`).press('Enter');
    await expect(row).toContainText('+30 vials (3 packs of 10) over');

    await page.getByRole('button', { name: 'Cancel count' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this count?' })
      .getByRole('button', { name: 'Cancel count' })
      .click();
    await expect(page.getByText('Count cancelled.')).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit count' })).toHaveCount(0);
  });
});
