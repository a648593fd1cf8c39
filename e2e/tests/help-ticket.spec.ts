import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import {
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  pickByTyping,
  tickHoneypot,
} from './helpers.ts';
import { fieldMessage } from './public-form-helpers.ts';

const submitted =
  'Your Support Desk Ticket has been submitted. An email has been sent to program staff notifying them of your Support Desk Ticket.';
const pfsDevSite = 'https://pfs-dev.homer.example/';

const ticketBySubject = (subject: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{
      source: string;
      category_id: number;
      facility_name: string;
      email: string;
    }>('select source, category_id, facility_name, email from help_desk_tickets where subject = $1', [
      subject,
    ]);
    return rows;
  });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Support desk ticket (help-ticket)', () => {
  test('a PFS user submits a ticket with the PFS lists and defaults; staff and submitter are emailed', async ({
    page,
  }) => {
    const subject = `Cannot print form ${Date.now()}`;
    await page.goto('/help-ticket');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Support Desk Ticket' })).toBeVisible();
    await expect(fieldMessage(page, 'Pharmacy Forms System (PFS)')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Login Issues');
    await expect(page.getByRole('combobox', { name: /^Priority/ })).toHaveValue('High');
    await page.getByRole('button', { name: 'About priorities' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('High: suspected bugs and login problems.');
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', pfsDevSite);

    await page.getByRole('combobox', { name: 'Facility' }).click();
    await expect(page.getByRole('option', { name: 'Central Pharmacy', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Leon County Clinic' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Central Pharmacy', exact: true }).click();

    await page.getByLabel('Full Name').fill("Pat O'Neil-Smith");
    await page.getByLabel('Email').pressSequentially('pat<b>.oneil@clinic.example.com');
    await expect(page.getByLabel('Email')).toHaveValue('patb.oneil@clinic.example.com');
    await page.getByLabel('Phone').fill('(850) 555-0100');
    await chooseOption(page, 'Category', 'PFS Forms');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('The print button does nothing. Is it broken?');
    await expectNoSeriousA11yViolations(page);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole('status').filter({ hasText: submitted })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return' })).toHaveAttribute('href', pfsDevSite);
    expect(await ticketBySubject(subject)).toEqual([
      {
        source: 'PFS',
        category_id: 6,
        facility_name: 'Central Pharmacy',
        email: 'patb.oneil@clinic.example.com',
      },
    ]);
    const mail = await withDatabase(async (client) => {
      const { rows } = await client.query<{ to_address: string }>(
        'select to_address from email_outbox where text_body like $1 order by id',
        [`%${subject}%`],
      );
      return rows.map((r) => r.to_address);
    });
    const staffAndSubmitter = ['pharmacy-support@homer.example', 'patb.oneil@clinic.example.com'];
    expect(mail.filter((to) => staffAndSubmitter.includes(to))).toEqual(staffAndSubmitter);
    // Support Admins are notified too, by email where their settings say so (decision 051).
    expect(mail).toContain('sysadmin@homer.example');
  });

  test('an account request from the login page, filled in and sent with the keyboard alone', async ({
    page,
  }) => {
    const subject = `Account ${Date.now() % 100000}`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register new account' }).click();
    await expect(page).toHaveURL(/\/help-ticket\?id=register$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Register for an account in HOMER' }),
    ).toBeVisible();
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveValue('Account Registration');
    await expect(category).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await expectSecurityCheckPassed(page);

    await page.getByLabel('Full Name').focus();
    await page.keyboard.type('Robin Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('robin@clinic.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('850-555-0111');
    await page.keyboard.press('Tab');
    // Register mode offers every HOMER facility, not only the PFS ones.
    await pickByTyping(page, 'Leon', 'Leon County Clinic');
    await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveValue('Leon County Clinic');
    // The fixed category is skipped; the priority's help button and list come next.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'About priorities' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('Low: workflow questions and feature requests.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Subject')).toBeFocused();
    await page.keyboard.type(subject);
    await page.keyboard.press('Tab');
    await page.keyboard.type('New pharmacist.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: submitted })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/login');
    expect(await ticketBySubject(subject)).toEqual([
      {
        source: 'Registration',
        category_id: 5,
        facility_name: 'Leon County Clinic',
        email: 'robin@clinic.org',
      },
    ]);
  });

  test('rejected input shows the field messages and a ticked honeypot stores nothing', async ({ page }) => {
    const subject = `Honeypot ticket ${Date.now()}`;
    await page.goto('/help-ticket');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(fieldMessage(page, 'Full Name is required.')).toBeVisible();
    await expect(fieldMessage(page, 'Facility is required.')).toBeVisible();
    await expect(fieldMessage(page, 'Description is required.')).toBeVisible();

    await page.getByLabel('Full Name').fill('Pat 2');
    await page.getByLabel('Email').fill('pat@clinic.museums');
    await page.getByLabel('Phone').fill('555');
    await page.getByLabel('Subject').fill('<script>');
    await submit.click();
    await expect(
      fieldMessage(page, 'Full Name may contain only letters, spaces, apostrophes and hyphens.'),
    ).toBeVisible();
    await expect(fieldMessage(page, 'Please enter a valid email address.')).toBeVisible();
    await expect(fieldMessage(page, 'Invalid phone number')).toBeVisible();
    await expect(
      fieldMessage(
        page,
        'Subject may contain only letters, numbers, spaces, apostrophes, hyphens, question marks and periods.',
      ),
    ).toBeVisible();

    await page.getByLabel('Full Name').fill('Pat Doe');
    await page.getByLabel('Email').fill('pat@clinic.example.com');
    await page.getByLabel('Phone').fill('850-555-0100');
    await chooseOption(page, 'Facility', 'Central Pharmacy');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('Please help.');
    await tickHoneypot(page);
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This submission cannot be accepted.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Pat Doe');
    expect(await ticketBySubject(subject)).toEqual([]);
  });

  test('clicking the chosen Priority, Category or Facility again keeps it chosen', async ({ page }) => {
    await page.goto('/help-ticket');
    const priority = page.getByRole('combobox', { name: /^Priority/ });
    await expect(priority).toHaveValue('High');
    await priority.click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    await expect(priority).toHaveValue('High');
    await chooseOption(page, 'Category', 'Login Issues');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Login Issues');
    await chooseOption(page, 'Facility', 'Central Pharmacy');
    await chooseOption(page, 'Facility', 'Central Pharmacy');
    await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveValue('Central Pharmacy');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Full Name is required.')).toBeVisible();
    for (const message of ['Priority is required.', 'Category is required.', 'Facility is required.']) {
      await expect(page.getByText(message)).toHaveCount(0);
    }
  });
});
