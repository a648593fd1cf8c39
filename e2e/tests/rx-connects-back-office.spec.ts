import { expect, type Page, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import {
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  navLink,
  signedInAs,
  signInFromStart,
} from './helpers.ts';
import { chooseOption, leonAddress, verifyAddressWithMouse } from './rx-connects-forms.ts';

/**
 * The Rx Connects back office (decision 054): a donor registers on the public form, the Rx Connects administrator
 * approves it (the contact gets an account and the emails); a repository is denied with a reason; the dashboard
 * counts what the database holds.
 */

const donorSaved =
  'Thank you for registering as a donor with the Prescription Drug Donation Program. Program staff will review your form and contact you.';

async function registerDonor(page: Page, name: string, email: string) {
  await page.goto('/donorregistration');
  await expectSecurityCheckPassed(page);
  await page.getByLabel('Donor Name').fill(name);
  await chooseOption(page, 'Type of Facility', 'Pharmacy');
  await page.getByLabel('Email').fill(email);
  await verifyAddressWithMouse(page, leonAddress);
  await page.getByLabel('Contact Name').fill('Casey Approved');
  await page.getByLabel('Contact Telephone').fill('850-555-0130');
  await page.getByLabel('I attest to the statement above').check();
  await page.getByLabel('Electronic Signature').fill('Casey Approved');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(donorSaved)).toBeVisible();
}

const count = (sql: string) =>
  withDatabase(async (db) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n ?? 0));

test.describe('Rx Connects back office', () => {
  test('a donor registers, the administrator approves it, and the contact is emailed an account', async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    const name = `Approved Donor ${tag}`;
    const email = `casey.${tag}@donor.example`;
    await registerDonor(page, name, email);

    await signedInAs(page, 'rxadmin');
    await page.goto('/rxconnects/donors/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Rx Connects Donors' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('Casey Approved').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    await expect(page.getByRole('cell', { name: 'Contact', exact: true })).toBeVisible();

    const mail = await outboxFor(email);
    expect(mail.map((m) => m.subject)).toContain('Your Rx Connects donor application is approved');
    expect(mail.length).toBe(2);
    const role = await count(
      `select count(*) as n from rx_connects_user_roles r join users u on u.id = r.user_id
       where lower(u.email) = '${email}' and r.role = 'Contact'`,
    );
    expect(role).toBe(1);

    await page.getByRole('button', { name: 'Audit history' }).click();
    await expect(page.getByRole('dialog').getByRole('cell', { name: 'Status Id' }).first()).toBeVisible();
  });

  test('a repository is denied with a reason (none chosen is refused first) and the reason is emailed', async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    const email = `deny.${tag}@repository.example`;
    const id = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        `insert into rx_connects_repositories (name, phone_number, license_number, website_address,
           licensing_agency_id, street, city, state, zip, formatted_address, county_id, email_address, pharmacist_name,
           pharmacist_contact_phone, facility_type_id, is_attested, pharmacist_signature, date_signed, status_id)
         values ($1, '(850) 555-0111', 'PH1', 'N/A', 1, '4052 Bald Cypress Way', 'Tallahassee', 'FL', '32399',
           '4052 Bald Cypress Way, Tallahassee, FL 32399', 36, $2, 'Dee Nied', '(850) 555-0112', 1, true,
           'Dee Nied', now(), 1) returning id`,
        [`Denied Repository ${tag}`, email],
      );
      return rows[0]?.id;
    });
    await signedInAs(page, 'rxadmin');
    await page.goto(`/rxconnects/repositories/edit/${id}`);
    await page.getByRole('button', { name: 'Deny' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Deny application' }).click();
    await expect(dialog.getByText('Please choose a denial reason.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chooseOption(page, 'Reason', 'License could not be verified');
    await dialog.getByLabel('Note to the applicant (optional)').fill('Please send a copy of the licence.');
    await dialog.getByRole('button', { name: 'Deny application' }).click();
    await expect(page.getByText('Denied', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'License could not be verified' })).toBeVisible();

    const [mail] = await outboxFor(email);
    expect(mail?.text_body).toContain('Reason: License could not be verified');
    expect(mail?.text_body).toContain('Please send a copy of the licence.');
  });

  test('the dashboard counts by status and links to the filtered list; denial reasons are managed', async ({
    page,
  }) => {
    await signInFromStart(page, 'rxadmin');
    await (await navLink(page, 'Rx Connects')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rx Connects' })).toBeVisible();
    // Other specs register donors meanwhile: read the count and the page again until they agree.
    await expect(async () => {
      const pending = await count('select count(*) as n from rx_connects_donors where status_id = 1');
      await page.reload();
      await expect(page.getByTestId('rx-count-donor-1')).toHaveText(pending.toLocaleString('en-US'), {
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('rx-count-repository-2').click();
    await expect(page).toHaveURL(/\/rxconnects\/repositories\/list\?status=2$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(/^Approved \(\d+\)$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Denial Reasons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Denial Reasons' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const reason = `E2E reason ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add reason' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill(reason);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: reason, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Deactivate ${reason}` }).click();
    await expect(page.getByRole('button', { name: `Activate ${reason}` })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${reason}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('cell', { name: reason, exact: true })).toHaveCount(0);
  });
});
