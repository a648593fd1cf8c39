import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';
import { onHandAt, openingLot, uniqueProduct } from './stock-fixtures.ts';

const main = 'Central Pharmacy Main Inventory';
const satellite = 'Central Pharmacy Satellite';

test.describe('Stock transfers', () => {
  test('a transfer is drafted, dispatched and received with one rejected unit; stock is right at both sites', async ({
    page,
  }) => {
    test.slow();
    const product = await uniqueProduct(10, 'vial');
    const lot = `X${randomUUID().slice(0, 6)}`.toUpperCase();
    await openingLot(main, product.id, lot, 20);

    await signedInAs(page, 'technician');
    await page.goto('/inventories/transfers/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'New Transfer' }).click();
    await page.getByRole('combobox', { name: 'From Site' }).click();
    await page.getByRole('option', { name: main, exact: true }).click();
    await page.getByRole('combobox', { name: 'To Site' }).click();
    await page.getByRole('option', { name: satellite, exact: true }).click();
    await page.getByRole('combobox', { name: 'Lot' }).fill(lot);
    await page.getByRole('option', { name: new RegExp(`^${lot} · `) }).click();
    await page.getByRole('textbox', { name: 'Units to send' }).fill('5');
    await page.getByRole('button', { name: 'Add Lot' }).click();
    await expect(page.getByRole('table', { name: 'Lots to send' })).toContainText('5 vials (5 loose)');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transfer saved.' })).toBeVisible();
    await expect(page).toHaveURL(/\/inventories\/transfers\/edit\/\d+$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Dispatch' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Transfer dispatched on document #\d+/ }),
    ).toBeVisible();
    expect(await onHandAt(main, product.id, lot)).toBe(15);

    await page.getByRole('textbox', { name: `Received units of lot ${lot}` }).fill('4');
    await page.getByRole('textbox', { name: `Rejected units of lot ${lot}` }).fill('1');
    await page.getByRole('button', { name: 'Receive Transfer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transfer received.' })).toBeVisible();
    const lots = page.getByRole('table', { name: 'Lots of the transfer' });
    await expect(
      lots.getByRole('row', { name: new RegExp(`${lot}.*5 vials.*4 vials.*1 vial`) }),
    ).toBeVisible();
    await expect(lots.getByRole('link', { name: `Lot ${lot} at ${satellite}` })).toHaveAttribute(
      'href',
      /\/inventories\/stock\/lot\/\d+$/,
    );
    expect(await onHandAt(main, product.id, lot)).toBe(16);
    expect(await onHandAt(satellite, product.id, lot)).toBe(4);
    await expectNoSeriousA11yViolations(page);
  });
});
