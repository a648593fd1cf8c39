import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';

const longDescription =
  'E2E Naloxone HCl Nasal Spray 4 mg, 2 x 0.1 mL devices per carton, distributed to Florida county pharmacies';

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** An openFDA drug enforcement file holding one Ongoing FL recall of a formulary NDC, initiated today. */
function openFdaFile(recallNumber: string) {
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return Buffer.from(
    JSON.stringify({
      meta: { results: { skip: 0, limit: 1, total: 1 } },
      results: [
        {
          recall_number: recallNumber,
          status: 'Ongoing',
          state: 'FL',
          classification: 'Class II',
          product_description: longDescription,
          code_info: 'Lot #: NX24A17, NX24A18, NX24A19, Exp 03/27 and 04/27',
          reason_for_recall: 'E2E: defective delivery system.',
          recalling_firm: 'E2E Devices Inc.',
          recall_initiation_date: today,
          report_date: today,
          openfda: { product_ndc: ['69547-353', '69547-354'], package_ndc: ['69547-353-02'] },
        },
      ],
    }),
  );
}

test.describe('FDA recalls', () => {
  test('an uploaded recall shows on the dashboard widget, cut with a tooltip, and Show more adds rows', async ({
    page,
  }) => {
    const recallNumber = `E-${Date.now() % 100000}-2026`;
    await signInAsAdmin(page);
    await page.goto('/ndcs/recalls/list');
    await expect(page.getByRole('heading', { level: 1, name: 'FDA Recalls' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Upload openFDA File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload openFDA Recalls' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"meta": {}}'),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('The file is not in openFDA format');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'recalls.json',
      mimeType: 'application/json',
      buffer: openFdaFile(recallNumber),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Imported 1 recalls: 1 new, 0 updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: recallNumber })).toBeVisible();
    // The demo stock at Central Pharmacy Main Inventory holds the recalled lot.
    const row = page.getByRole('row').filter({ hasText: recallNumber });
    await expect(row).toContainText('NX24A17');

    await page.goto('/dashboard');
    const widget = page.getByRole('region', { name: 'FDA Recalls' });
    const rows = widget.getByTestId('recall-row');
    await expect(rows).toHaveCount(5);
    const first = rows.first();
    await expect(first).toContainText(recallNumber);
    // First NDC only; description cut to 37 characters plus '...'.
    await expect(first).toContainText('NDC: 69547-353 ·');
    await expect(first).not.toContainText('69547-354');
    await expect(first).toContainText(`${longDescription.slice(0, 37)}...`);
    await first.getByText(`${longDescription.slice(0, 37)}...`).hover();
    await expect(page.getByRole('tooltip')).toHaveText(longDescription);
    await expectNoSeriousA11yViolations(page);

    const total = await withDatabase(async (client) => {
      const { rows: counted } = await client.query<{ n: number }>(
        `select count(*)::int as n from fda_recalls where state = 'FL' and status = 'Ongoing' and in_formulary`,
      );
      return counted[0]?.n ?? 0;
    });
    expect(total).toBeGreaterThan(5);
    await widget.getByRole('button', { name: 'Show more' }).click();
    await expect(rows).toHaveCount(Math.min(10, total));
  });

  test('on a phone, scrolling near the end of the widget adds rows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    const widget = page.getByRole('region', { name: 'FDA Recalls' });
    const rows = widget.getByTestId('recall-row');
    await expect(rows).toHaveCount(5);
    const viewport = widget.getByLabel('FDA recalls');
    await viewport.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    await expectNoSeriousA11yViolations(page);
  });

  test('a failed load says so in a toast at the top right', async ({ page }) => {
    await signInAsAdmin(page);
    await page.route('**/api/NdcDirectory/NdcDirectory/GetFdaRecallListWidget**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"isSuccessful":false}' }),
    );
    await page.goto('/dashboard');
    await expect(page.getByText('Error fetching recalls')).toBeVisible();
  });

  test('the formulary edit refuses a bad or duplicate NDC and saves a good one', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/ndcs/formulary/list');
    await expect(page.getByRole('cell', { name: '69547-353-02' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'New NDC Product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New NDC Product' })).toBeVisible();

    const ndc = page.getByRole('textbox', { name: 'NDC' });
    await ndc.fill('12345');
    await page.getByRole('textbox', { name: 'Product Name' }).fill('E2E Test Tablets 5 mg');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('NDC must be a 10-digit package NDC').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await ndc.fill('0591-0405-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This NDC is already in the formulary.').first()).toBeVisible();
    const stored = await withDatabase(async (client) => {
      const { rows } = await client.query(
        `select 1 from ndc_products where product_name = 'E2E Test Tablets 5 mg'`,
      );
      return rows.length;
    });
    expect(stored).toBe(0);

    const tag = String(Date.now() % 10000).padStart(4, '0');
    await ndc.fill(`9${tag.slice(0, 3)}-${tag}-01`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('NDC product saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/ndcs\/formulary\/edit\/\d+$/);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('dialog', { name: 'NDC Product History' })).toContainText('Product Name');
    await expectNoSeriousA11yViolations(page);
  });
});
