import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';
import { openingLot, uniqueProduct } from './stock-fixtures.ts';

const longDescription =
  'E2E Naloxone HCl Nasal Spray 4 mg, 2 x 0.1 mL devices per carton, distributed to Florida county pharmacies';

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

type RecallOf = { codeInfo: string; productNdcs: string[]; packageNdcs: string[] };
const demoNaloxone: RecallOf = {
  codeInfo: 'Lot #: NX24A17, NX24A18, NX24A19, Exp 03/27 and 04/27',
  productNdcs: ['69547-353', '69547-354'],
  packageNdcs: ['69547-353-02'],
};

/** An openFDA drug enforcement file holding one Ongoing FL recall of a formulary NDC, initiated today. */
function openFdaFile(recallNumber: string, of: RecallOf = demoNaloxone) {
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
          code_info: of.codeInfo,
          reason_for_recall: 'E2E: defective delivery system.',
          recalling_firm: 'E2E Devices Inc.',
          recall_initiation_date: today,
          report_date: today,
          openfda: { product_ndc: of.productNdcs, package_ndc: of.packageNdcs },
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

  test('a recall import sets the lot it names to Recalled, and a pharmacist with a second factor sees where it went', async ({
    page,
    browser,
  }) => {
    test.slow();
    const product = await uniqueProduct();
    const lotNumber = `RC${randomUUID().slice(0, 6).toUpperCase()}`;
    const lotId = await openingLot('Central Pharmacy Main Inventory', product.id, lotNumber, 20);
    // Four units left for a county clinic before the recall came.
    await withDatabase((client) =>
      client.query(
        `with doc as (
           insert into stock_documents (kind, inventory_site_id, occurred_at, reference)
           select 'shipment', inventory_site_id, now() - interval '30 minutes', 'E2E county clinic'
           from stock_lots where id = $1 returning id)
         insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
         select doc.id, $1, -4, 'dispensed', now() - interval '30 minutes' from doc`,
        [lotId],
      ),
    );
    const recallNumber = `R-${Date.now() % 100000}-2026`;
    await signInAsAdmin(page);
    await page.goto('/ndcs/recalls/list');
    await page.getByRole('button', { name: 'Upload openFDA File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload openFDA Recalls' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'recalls.json',
      mimeType: 'application/json',
      buffer: openFdaFile(recallNumber, {
        codeInfo: `Lot #: ${lotNumber}, Exp 12/30`,
        productNdcs: [product.ndc.split('-').slice(0, 2).join('-')],
        packageNdcs: [product.ndc],
      }),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(
      page.getByText('Imported 1 recalls: 1 new, 0 updated. 1 stock lot set to Recalled.'),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: recallNumber });
    await expect(row).toContainText('Recalled');
    await row.getByRole('link', { name: lotNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/inventories/stock/lot/${lotId}$`));
    await expect(page.getByText('Recalled').first()).toBeVisible();

    // A second person at once: axe needs a page of its own context.
    const context = await browser.newContext();
    const pharmacist = await context.newPage();
    await signInWithMfa(pharmacist);
    await pharmacist.goto('/ndcs/recalls/list');
    await pharmacist.getByRole('searchbox', { name: 'Search' }).fill(recallNumber);
    const recall = pharmacist.getByRole('row').filter({ hasText: recallNumber });
    await recall.getByRole('button', { name: 'Where did it go?' }).click();
    const went = pharmacist.getByRole('dialog', { name: `Where recall ${recallNumber}'s lots went` });
    await expect(went.getByRole('row').filter({ hasText: 'E2E county clinic' })).toContainText(lotNumber);
    await expectNoSeriousA11yViolations(pharmacist);
    // The list stops at 500 movements: the report has them all, for this recall.
    await went.getByRole('link', { name: 'Recall Impact Report' }).click();
    await expect(pharmacist).toHaveURL(/\/reporting\/recall-impact\?recallId=\d+$/);
    await expect(pharmacist.getByRole('row').filter({ hasText: lotNumber }).first()).toBeVisible();
    await context.close();
  });
});
