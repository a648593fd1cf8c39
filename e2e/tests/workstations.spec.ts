import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

/**
 * A CI Technician at Central Pharmacy who is an internal user with an email off the organization's own domain:
 * the one the first-visit modal is for (spec §6). The demo users are all on the domain. Same password as the demo.
 */
async function createContractor(): Promise<string> {
  const userName = `ci-contractor-${randomUUID().slice(0, 8)}`;
  await withDatabase((client) =>
    client.query(
      `with t as (select password_hash, organization_id from users where user_name = 'technician'),
            u as (insert into users (user_name, email, first_name, last_name, password_hash, organization_id,
                                     is_internal_bphp_user)
                  select $1::text, $1::text || '@contractor.example', 'Casey', 'Contractor', password_hash, organization_id, true
                  from t returning id),
            a as (insert into module_access (user_id, module, role) select id, 'CI', 'Technician' from u)
       insert into user_facilities (user_id, facility_id)
       select u.id, f.id from u, facilities f where f.name = 'Central Pharmacy'`,
      [userName],
    ),
  );
  return userName;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe('Workstations', () => {
  test('a technician without a workstation sees None Selected, chooses one and sees it', async ({ page }) => {
    await withDatabase((client) =>
      client.query(`update users set inv_workstation_id = null where user_name = 'technician'`),
    );
    await signedInAs(page, 'technician');
    await page.goto('/inventories/sites/list');
    const banner = page.getByRole('region', { name: 'Inventory Workstation' });
    await expect(banner.getByRole('button', { name: 'None Selected' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await banner.getByRole('button', { name: 'None Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Inventory Workstation' });
    await dialog.getByRole('button', { name: 'Set Workstation' }).click();
    await expect(dialog.locator('[data-error-summary]')).toContainText('Workstation is required.');
    await dialog.getByRole('combobox', { name: 'Workstation' }).click();
    await page.getByRole('option', { name: 'Shipping Station 2 (Central Pharmacy Main Inventory)' }).click();
    await dialog.getByRole('button', { name: 'Set Workstation' }).click();
    await expect(page.getByText('Workstation set to Shipping Station 2.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(banner).toContainText('Shipping Station 2 (Central Pharmacy Main Inventory)');
    await page.reload();
    await expect(banner).toContainText('Shipping Station 2 (Central Pharmacy Main Inventory)');
    await expectNoSeriousA11yViolations(page);

    // Outside the inventory paths there is no banner.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Inventory Workstation' })).toHaveCount(0);
  });

  test('the CI modal opens on the first repack visit of each sign-in, only for internal users off the domain', async ({
    page,
  }) => {
    // The demo technician's email is on the organization's domain: banner, no modal.
    await signedInAs(page, 'technician');
    await page.goto('/ci-repack/orders/list');
    await expect(page.getByRole('region', { name: 'CI Workstation' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Choose CI Workstation' })).toHaveCount(0);
    await logout(page);

    const contractor = await createContractor();
    await signedInAs(page, contractor);
    await page.goto('/ci-repack/orders/list');
    const dialog = page.getByRole('dialog', { name: 'Choose CI Workstation' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('combobox', { name: 'Workstation' }).click();
    await page.getByRole('option', { name: 'Repack Station A (Central Pharmacy)' }).click();
    await dialog.getByRole('button', { name: 'Set Workstation' }).click();
    await expect(page.getByText('Workstation set to Repack Station A.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('region', { name: 'CI Workstation' });
    await expect(banner).toContainText('Repack Station A (Central Pharmacy)');

    // Same sign-in: not again.
    await page.reload();
    await expect(banner).toContainText('Repack Station A (Central Pharmacy)');
    await expect(dialog).toHaveCount(0);

    // A new sign-in: once more.
    await logout(page);
    await signedInAs(page, contractor);
    await page.goto('/ci-repack/orders/list');
    await expect(dialog).toBeVisible();
  });

  test('a CI admin adds a repack workstation; a duplicate name is refused', async ({ page }) => {
    const name = `Bench ${randomUUID().slice(0, 6)}`;
    await signedInAs(page, 'admin');
    await page.goto('/ci-repack/admin/workstations');
    await expect(page.getByRole('heading', { level: 1, name: 'CI Workstations' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'CI Workstations' })).toContainText('Repack Station A');
    const dialog = page.getByRole('dialog', { name: 'Add CI Workstation' });
    const add = async () => {
      await page.getByRole('button', { name: 'Add Workstation' }).click();
      await dialog.getByRole('combobox', { name: 'Facility' }).click();
      await page.getByRole('option', { name: 'Central Pharmacy', exact: true }).click();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
    };
    await add();
    await expect(dialog).toBeHidden();
    await add();
    await expect(dialog.locator('[data-error-summary]')).toContainText(
      'This facility already has a workstation with this name.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('table', { name: 'CI Workstations' }).getByRole('row', { name: new RegExp(name) }),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
