import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signInFromStart } from './helpers.ts';

const stockCount = (siteName: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from inventory_stock st join inventory_sites s on s.id = st.inventory_site_id
       where s.name = $1`,
      [siteName],
    );
    return rows[0]?.n ?? 0;
  });

test.describe('Inventories', () => {
  test('an admin creates an inventory with a stock line; a refused line stores nothing', async ({ page }) => {
    test.slow();
    const name = `E2E Inventory ${randomUUID().slice(0, 8)}`;
    await signInFromStart(page, 'admin');
    await page.goto('/inventories/sites/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventories' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Central Pharmacy Main Inventory' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'New Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Inventory' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Name is required.');
    await expect(summary).toContainText('Facility is required.');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: 'Central Pharmacy', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Inventory saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Inventory ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/inventories\/sites\/edit\/\d+$/);

    await page.getByRole('button', { name: 'Add Stock Line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Stock Line' });
    await dialog.getByLabel('NDC').fill('6954735302');
    await dialog.getByLabel('Lot Number').fill('NX24A17');
    await dialog.getByLabel('Quantity').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('[data-error-summary]')).toContainText(
      'NDC must be a package NDC with hyphens, such as 0409-4888-02 (4-4-2, 5-3-2 or 5-4-1).',
    );
    expect(await stockCount(name)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('NDC').fill('69547-353-02');
    await dialog.getByLabel('Expiration Date').fill('2027-03-31');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const stock = page.getByRole('table', { name: 'Stock' });
    await expect(stock.getByRole('row', { name: /69547-353-02.*NX24A17.*2027-03-31.*40/ })).toBeVisible();
    expect(await stockCount(name)).toBe(1);

    // The same NDC and lot again: refused with its message, nothing more stored.
    await page.getByRole('button', { name: 'Add Stock Line' }).click();
    await dialog.getByLabel('NDC').fill('69547-353-02');
    await dialog.getByLabel('Lot Number').fill('nx24a17');
    await dialog.getByLabel('Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('[data-error-summary]')).toContainText(
      'This inventory already has a line for this NDC and lot. Edit that line instead.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await stockCount(name)).toBe(1);

    await page.getByRole('button', { name: 'Add Workstation' }).click();
    const wsDialog = page.getByRole('dialog', { name: 'Add Workstation' });
    await wsDialog.getByLabel('Workstation Name').fill('Packing Bench');
    await wsDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: 'Shipping Workstations' })).toContainText('Packing Bench');

    await page.getByRole('button', { name: 'Audit History' }).click();
    const audit = page.getByRole('dialog', { name: `Audit History: ${name}` });
    await expect(audit).toContainText('Stock: Lot Number');
    await expect(audit).toContainText('Workstation: Name');
    await expectNoSeriousA11yViolations(page);
  });
});
