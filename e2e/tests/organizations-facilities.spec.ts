import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, navLink, signedInAs, signInFromStart } from './helpers.ts';

/** A pharmacy of this test alone, with a verified address, in the demo sysadmin's facilities. */
async function insertFacility(name: string) {
  await withDatabase((db) =>
    db.query(
      `with f as (
         insert into facilities (organization_id, name, long_name, facility_type, is_pharmacy, supports_requests,
                                 street, city, state, zip, formatted_address, county_id)
         select id, $1, 'E2E long name', 'Pharmacy', true, true, '4052 Bald Cypress Way', 'Tallahassee', 'FL',
                '32399', '4052 Bald Cypress Way, Tallahassee FL 32399', 36
         from organizations where name = 'Bureau of Public Health Pharmacy'
         returning id)
       insert into user_facilities (user_id, facility_id)
       select u.id, f.id from users u, f where u.user_name = 'sysadmin'`,
      [name],
    ),
  );
}

const storedFacility = (name: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      'select name, facility_type, is_pharmacy, supports_requests, is_active from facilities where name = $1',
      [name],
    );
    return rows[0];
  });

async function openFacilityOptions(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('combobox', { name: 'Facility' }).click();
}

test.describe('Organizations and facilities', () => {
  test('a system administrator edits a facility; the list and the facility selector show it', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `E2E Pharmacy ${tag}`;
    const renamed = `E2E Clinic ${tag}`;
    await insertFacility(name);
    await signInFromStart(page, 'sysadmin');
    await (await navLink(page, 'Facilities')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Facility ${name}` })).toBeVisible();
    await expect(page.getByText('4052 Bald Cypress Way, Tallahassee FL 32399')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Rejected: no name, and refill requests at a facility that is not a pharmacy. Nothing is stored.
    const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    await nameInput.fill('');
    await page.getByRole('switch', { name: 'Pharmacy', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Only a pharmacy can support refill requests.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await storedFacility(name)).toMatchObject({ is_pharmacy: true, supports_requests: true });

    await nameInput.fill(renamed);
    await page.getByRole('switch', { name: 'Supports Refill Requests' }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Clinic' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
    expect(await storedFacility(renamed)).toMatchObject({
      facility_type: 'Clinic',
      is_pharmacy: false,
      supports_requests: false,
      is_active: true,
    });
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(renamed);
    await expect(row).toContainText('Clinic');

    await openFacilityOptions(page);
    await expect(page.getByRole('option', { name: renamed })).toBeVisible();
    await page.keyboard.press('Escape');

    // Deactivated, it leaves the facility selector.
    await page.getByRole('link', { name: renamed }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Facility ${renamed}` })).toBeVisible();
    await page.getByRole('switch', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
    await expect.poll(async () => (await storedFacility(renamed))?.is_active).toBe(false);
    await page.reload();
    await openFacilityOptions(page);
    await expect(page.getByRole('option', { name: 'Central Pharmacy', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: renamed })).toHaveCount(0);
  });

  test('an organization is refused without a name and saved with one', async ({ page }) => {
    const name = `E2E Organization ${randomUUID().slice(0, 8)}`;
    await signedInAs(page, 'sysadmin');
    await page.goto('/admin/organizations/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await page.getByRole('link', { name: 'New Organization' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Organization' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email Domain' }).fill('not a domain');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(
      page.getByText('Email Domain must be a domain name such as health.example.gov.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Email Domain' }).fill('e2e.homer.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('e2e.homer.example');
  });
});
