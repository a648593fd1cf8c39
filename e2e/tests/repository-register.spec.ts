import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import {
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  pickByTyping,
  signedInAs,
} from './helpers.ts';
import { fieldMessage } from './public-form-helpers.ts';
import {
  attestAndSignWithKeyboard,
  chooseOption,
  leonAddress,
  submitFromCancelWithKeyboard,
  submitWithHoneypot,
  verifyAddressWithKeyboard,
  verifyAddressWithMouse,
} from './rx-connects-forms.ts';

const saved =
  'Thank you for applying to be a repository in the Prescription Drug Donation Program. Program staff will review your application and contact you.';

const repositoriesNamed = (name: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{
      id: number;
      status: string;
      county_id: number;
      licensing_agency_id: number;
      website_address: string;
    }>(
      `select r.id, s.name as status, r.county_id, r.licensing_agency_id, r.website_address
       from rx_connects_repositories r join rx_connects_statuses s on s.id = r.status_id where r.name = $1`,
      [name],
    );
    return rows;
  });

async function open(page: Page) {
  await page.goto('/repositoryregister');
  await expect(page.getByRole('heading', { level: 1, name: 'Register Repository' })).toBeVisible();
  await expectSecurityCheckPassed(page);
}

async function fillWithMouse(page: Page, name: string) {
  await page.getByLabel('Facility Name').fill(name);
  await page.getByLabel('Phone Number').fill('850-555-0150');
  await page.getByLabel('License Number').fill('PH9876');
  await page.getByLabel('Website Address').fill('N/A');
  await chooseOption(page, 'Licensing Agency', 'Board of Pharmacy');
  await chooseOption(page, 'Facility Type', 'Free Clinic');
  await page.getByLabel('Email Address').fill('rx@clinic.example.com');
  await verifyAddressWithMouse(page, {
    street: '1 Orange Ave',
    city: 'Orlando',
    zip: '32801',
    county: 'Orange',
  });
  await page.getByLabel('Pharmacist Name').fill('Pat Pharmacist');
  await page.getByLabel('Pharmacist Contact Phone').fill('850-555-0151');
  await page.getByLabel('I attest to the statement above').check();
  await page.getByLabel('Pharmacist Signature').fill('Pat Pharmacist');
}

test.describe('Repository registration', () => {
  test('a pharmacy applies with the keyboard alone; Rx Connects staff open the stored application', async ({
    page,
  }) => {
    const name = `Capital Rx ${Date.now()}`;
    await open(page);
    await expect(fieldMessage(page, 'PRESCRIPTION DRUG DONATION PROGRAM', { exact: true })).toBeVisible();
    await expect(fieldMessage(page, 'REPOSITORY PARTICIPATION FORM', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '(850) 555-0178' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'APPLICATION - PHARMACY OR MEDICAL FACILITY' }),
    ).toBeVisible();
    await expect(fieldMessage(page, /including section 465\.1902 of the state statutes/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/rxconnects/dashboard');
    await expect(page.getByLabel('Date Signed')).toHaveAttribute('readonly', '');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Facility Name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('(850) 555-0150');
    await page.keyboard.press('Tab');
    await page.keyboard.type('PH1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('www.capital.org');
    await page.keyboard.press('Tab');
    await pickByTyping(page, 'Pharm', 'Board of Pharmacy');
    await expect(page.getByRole('combobox', { name: 'Licensing Agency' })).toHaveValue('Board of Pharmacy');
    await page.keyboard.press('Tab');
    await page.keyboard.type('PH1234');
    await page.keyboard.press('Tab');
    await pickByTyping(page, 'Hospital', 'Hospital Pharmacy');
    await expect(page.getByRole('combobox', { name: 'Facility Type' })).toHaveValue('Hospital Pharmacy');
    await page.keyboard.press('Tab');
    await page.keyboard.type('rx@capital.org');
    await verifyAddressWithKeyboard(page, leonAddress);
    await page.getByLabel('Pharmacist Name').focus();
    await page.keyboard.type('Pat Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('850.555.0151');
    await attestAndSignWithKeyboard(page, 'Pat Lee');
    await page.getByRole('link', { name: 'Cancel' }).focus();
    await submitFromCancelWithKeyboard(page);

    await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
    await expect(page.getByLabel('Facility Name')).toBeDisabled();
    const [row] = await repositoriesNamed(name);
    expect(row).toMatchObject({
      status: 'Pending',
      county_id: 36,
      licensing_agency_id: 1,
      website_address: 'www.capital.org',
    });

    await signedInAs(page, 'rxadmin');
    await page.goto(`/repositoryregister?id=${row?.id}`);
    await expect(page.getByLabel('Facility Name')).toHaveValue(name);
    await expect(page.getByLabel('Facility Name')).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Facility Type' })).toHaveValue('Hospital Pharmacy');
    await expect(
      fieldMessage(page, '4052 Bald Cypress Way, Tallahassee FL 32399 (Leon County)'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  });

  test('rejected input shows the spec messages and stores nothing', async ({ page }) => {
    const name = `Rejected repository ${Date.now()}`;
    await open(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Facility Name is required.')).toBeVisible();
    await expect(fieldMessage(page, 'Licensing Agency is required.')).toBeVisible();
    await expect(fieldMessage(page, 'A verified address is required.')).toBeVisible();

    await fillWithMouse(page, name);
    await page.getByLabel('Phone Number').fill('555-0150');
    await page.getByLabel('Website Address').fill('no website');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Invalid phone number')).toBeVisible();
    await expect(
      fieldMessage(page, 'Enter a website address, or N/A if the facility has none.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await repositoriesNamed(name)).toEqual([]);
  });

  test('a ticked honeypot is refused and stores nothing', async ({ page }) => {
    const name = `Honeypot repository ${Date.now()}`;
    await open(page);
    await fillWithMouse(page, name);
    await submitWithHoneypot(page);
    await expect(page.getByLabel('Facility Name')).toBeEnabled();
    expect(await repositoriesNamed(name)).toEqual([]);
  });
});
