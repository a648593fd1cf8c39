import { expect, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import {
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  pickByTyping,
  tickHoneypot,
} from './helpers.ts';
import { fieldMessage } from './public-form-helpers.ts';

const pfsDevSite = 'https://pfs-dev.homer.example/';

const registrationsFor = (email: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ first_name: string; status: string; facilities: string[] }>(
      `select r.first_name, r.status, array_agg(f.name order by f.name) as facilities
       from pfs_registrations r
       join pfs_registration_facilities rf on rf.registration_id = r.id
       join facilities f on f.id = rf.facility_id
       where r.email = $1 group by r.id`,
      [email],
    );
    return rows;
  });

test.describe('PFS Registration', () => {
  test('a PFS user registers with the keyboard alone and is sent a confirmation', async ({ page }) => {
    const email = `kim${Date.now() % 1_000_000}@clinic.org`;
    await page.goto('/pfs-register');
    await expect(page.getByRole('heading', { level: 1, name: 'PFS Registration' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', pfsDevSite);
    await expectNoSeriousA11yViolations(page);
    await expectSecurityCheckPassed(page);

    const facilities = page.getByRole('combobox', { name: 'Facilities' });
    await facilities.focus();
    await pickByTyping(page, 'Orange', 'Orange County Health Department Pharmacy');
    await pickByTyping(page, 'Central', 'Central Pharmacy');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('First Name')).toBeFocused();
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type("O'Hara");
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('8505550123');
    await page.keyboard.press('Enter');

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'A confirmation email has been sent to your email address.' }),
    ).toContainText('PFS staff will review your request');
    await expect(page.getByRole('link', { name: 'Return' })).toHaveAttribute('href', pfsDevSite);
    expect(await registrationsFor(email)).toEqual([
      {
        first_name: 'Kim',
        status: 'Pending',
        facilities: ['Central Pharmacy', 'Orange County Health Department Pharmacy'],
      },
    ]);
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('Your PFS registration has been received');
  });

  test('on the first submit, "Emails do not match" shows with the other field messages', async ({ page }) => {
    await page.goto('/pfs-register');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('kim@clinic.org');
    await page.getByLabel('Confirm Email').fill('kim@clinic.com');
    await submit.click();
    for (const message of [
      'Please select at least one facility.',
      'First Name is required.',
      'Last Name is required.',
      'Phone is required.',
      'Emails do not match',
    ]) {
      await expect(fieldMessage(page, message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Confirm Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('only PFS facilities are offered; rejected input shows its messages; a ticked honeypot stores nothing', async ({
    page,
  }) => {
    const email = `bot${Date.now() % 1_000_000}@clinic.org`;
    await page.goto('/pfs-register');
    await page.getByRole('combobox', { name: 'Facilities' }).click();
    await expect(page.getByRole('option', { name: 'Central Pharmacy', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Leon County Clinic' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await page.getByLabel('First Name').fill('Kim!');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(`x${email}`);
    await submit.click();
    await expect(fieldMessage(page, 'Please select at least one facility.')).toBeVisible();
    await expect(
      fieldMessage(page, 'First Name may contain only letters, numbers, spaces, apostrophes and hyphens.'),
    ).toBeVisible();
    await expect(fieldMessage(page, 'Last Name is required.')).toBeVisible();
    await expect(fieldMessage(page, 'Phone is required.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Facilities' }).click();
    await page.getByRole('option', { name: 'Central Pharmacy', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('First Name').fill('Kim');
    await page.getByLabel('Last Name').fill('Lee');
    await page.getByLabel('Phone').fill('850-555-0123');
    await submit.click();
    await expect(fieldMessage(page, 'Emails do not match')).toBeVisible();

    await page.getByLabel('Confirm Email').fill(email);
    await tickHoneypot(page);
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This submission cannot be accepted.' }),
    ).toBeVisible();
    expect(await registrationsFor(email)).toEqual([]);
    expect(await outboxFor(email)).toEqual([]);
  });
});
