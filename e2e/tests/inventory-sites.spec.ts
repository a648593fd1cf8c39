import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

test.describe('Inventories', () => {
  test('an admin creates an inventory, refused until it is named, and adds a workstation', async ({
    page,
  }) => {
    test.slow();
    const name = `E2E Inventory ${randomUUID().slice(0, 8)}`;
    await signedInAs(page, 'admin');
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

    // Stock moves only through the ledger (decision 099): the site shows what it holds and links to its stock.
    await expect(page.getByText('No stock on hand.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Open this inventory's stock" })).toHaveAttribute(
      'href',
      /\/inventories\/stock\/list\?siteId=\d+$/,
    );

    await page.getByRole('button', { name: 'Add Workstation' }).click();
    const wsDialog = page.getByRole('dialog', { name: 'Add Workstation' });
    await wsDialog.getByLabel('Workstation Name').fill('Packing Bench');
    await wsDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: 'Shipping Workstations' })).toContainText('Packing Bench');

    await page.getByRole('button', { name: 'Audit History' }).click();
    const audit = page.getByRole('dialog', { name: `Audit History: ${name}` });
    await expect(audit).toContainText('Workstation: Name');
    await expectNoSeriousA11yViolations(page);
  });
});
