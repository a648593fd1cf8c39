import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';
import { gs1For, onHandAt, uniqueProduct } from './stock-fixtures.ts';

const site = 'Central Pharmacy Main Inventory';

async function startReceipt(page: Page) {
  await signedInAs(page, 'technician');
  await page.goto('/inventories/stock/receive');
  await expect(page.getByRole('heading', { level: 1, name: 'Receive Stock' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Inventory Site' }).click();
  await page.getByRole('option', { name: `${site} (Central Pharmacy)` }).click();
  await page.getByRole('textbox', { name: 'Supplier' }).fill('E2E Supplier');
  await page.getByRole('textbox', { name: 'Document Reference' }).fill('PS-E2E');
}

test.describe('Receive Stock', () => {
  test('receives a typed line and a scanned GS1 line on one receipt, and links to each lot', async ({
    page,
  }) => {
    test.slow();
    const product = await uniqueProduct(10, 'vial');
    const typedLot = `T${randomUUID().slice(0, 6)}`.toUpperCase();
    const scannedLot = `G${randomUUID().slice(0, 6)}`.toUpperCase();
    await startReceipt(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'NDC' }).fill(product.ndc);
    await page.getByRole('textbox', { name: 'Lot Number' }).fill(typedLot);
    await page.getByLabel('Expiry Date').fill('2030-06-30');
    await page.getByRole('textbox', { name: /^Packs/ }).fill('2');
    await page.getByRole('textbox', { name: 'Units', exact: true }).fill('5');
    await page.getByRole('button', { name: 'Add Line' }).click();
    const lines = page.getByRole('table', { name: 'Lines to receive' });
    await expect(
      lines.getByRole('row', { name: new RegExp(`${typedLot}.*25 vials \\(2 packs of 10 \\+ 5\\)`) }),
    ).toBeVisible();

    // A keyboard-wedge scanner types the code into the scan field and presses Enter.
    const scan = page.getByRole('textbox', { name: 'Scan GS1 DataMatrix' });
    await scan.fill(gs1For(product.digits, scannedLot, '2029-01-31'));
    await scan.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Lot Number' })).toHaveValue(scannedLot);
    await expect(page.getByLabel('Expiry Date')).toHaveValue('2029-01-31');
    await page.getByRole('textbox', { name: 'Units', exact: true }).fill('30');
    await page.getByRole('button', { name: 'Add Line' }).click();
    await expect(
      lines.getByRole('row', { name: new RegExp(`${scannedLot}.*30 vials \\(3 packs of 10\\)`) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Post Receipt' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Received 2 lines on receipt #' });
    await expect(success).toBeFocused();
    const received = page.getByRole('list', { name: 'Received lots' });
    await expect(received.getByRole('link', { name: `Lot ${typedLot}` })).toHaveAttribute(
      'href',
      /\/inventories\/stock\/lot\/\d+$/,
    );
    await expect(received.getByRole('link', { name: `Lot ${scannedLot}` })).toBeVisible();
    expect(await onHandAt(site, product.id, typedLot)).toBe(25);
    expect(await onHandAt(site, product.id, scannedLot)).toBe(30);
    await expectNoSeriousA11yViolations(page);
  });

  test('refuses an NDC that is not in the formulary with a link to the formulary, storing nothing', async ({
    page,
  }) => {
    const lot = `U${randomUUID().slice(0, 6)}`.toUpperCase();
    await startReceipt(page);
    await page.getByRole('textbox', { name: 'NDC' }).fill('99999-000-01');
    await page.getByRole('textbox', { name: 'Lot Number' }).fill(lot);
    await page.getByRole('textbox', { name: 'Units', exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add Line' }).click();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'NDC 99999-000-01 is not in the NDC formulary.' });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('link', { name: 'Open the NDC Formulary' })).toHaveAttribute(
      'href',
      '/ndcs/formulary/list',
    );
    await expect(page.getByText('No lines yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const stored = await withDatabase(async (client) => {
      const { rows } = await client.query('select 1 from stock_lots where lot_number = $1', [lot]);
      return rows.length;
    });
    expect(stored).toBe(0);
  });
});
