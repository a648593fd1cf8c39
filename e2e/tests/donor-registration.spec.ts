import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, expectSecurityCheckPassed, pickByTyping } from './helpers.ts';
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
  'Thank you for registering as a donor with the Prescription Drug Donation Program. Program staff will review your form and contact you.';

const donorsNamed = (name: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{
      status: string;
      county_id: number;
      contact_phone: string;
      zip: string;
    }>(
      `select s.name as status, d.county_id, d.contact_phone, d.zip from rx_connects_donors d
       join rx_connects_statuses s on s.id = d.status_id where d.name = $1`,
      [name],
    );
    return rows;
  });

async function open(page: Page) {
  await page.goto('/donorregistration');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prescription Drug Donation Program' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Donor Participation Form' })).toBeVisible();
  await expectSecurityCheckPassed(page);
}

async function fillWithMouse(page: Page, name: string) {
  await page.getByLabel('Donor Name').fill(name);
  await chooseOption(page, 'Type of Facility', 'Pharmacy');
  await page.getByLabel('Email').fill('donor@pharmacy.example.com');
  await verifyAddressWithMouse(page, leonAddress);
  await page.getByLabel('Contact Name').fill('Casey Contact');
  await page.getByLabel('Contact Telephone').fill('850-555-0130');
  await page.getByLabel('I attest to the statement above').check();
  await page.getByLabel('Electronic Signature').fill('Casey Contact');
}

test.describe('Donor registration', () => {
  test('a donor registers with the keyboard alone; the county follows the address; the form is then disabled', async ({
    page,
  }) => {
    const name = `Sunrise ${Date.now()}`;
    await open(page);
    await expect(page.getByLabel('Date Signed')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Date Signed')).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Donor Name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await pickByTyping(page, 'Nursing', 'Nursing Home Facility');
    await expect(page.getByRole('combobox', { name: 'Type of Facility' })).toHaveValue(
      'Nursing Home Facility',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.type('rx@sunrise.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('(850) 555-0123');
    await verifyAddressWithKeyboard(page, leonAddress);
    await expect(
      fieldMessage(page, '4052 Bald Cypress Way, Tallahassee FL 32399 (Leon County)'),
    ).toBeVisible();
    await page.getByLabel('Contact Name').focus();
    await page.keyboard.type('Dana Director');
    await page.keyboard.press('Tab');
    await page.keyboard.type('850-555-0124 ext. 12');
    await attestAndSignWithKeyboard(page, 'Dana Director');
    await page.getByLabel('Comments').focus();
    await page.keyboard.type('Weekly.');
    await page.keyboard.press('Tab');
    await submitFromCancelWithKeyboard(page);

    await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
    await expect(page.getByLabel('Donor Name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(await donorsNamed(name)).toEqual([
      { status: 'Pending', county_id: 36, contact_phone: '850-555-0124 ext. 12', zip: '32399' },
    ]);
  });

  test('rejected input shows the spec messages and stores nothing; Cancel goes to the root', async ({
    page,
  }) => {
    const name = `Rejected donor ${Date.now()}`;
    await open(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Donor Name is required.')).toBeVisible();
    await expect(fieldMessage(page, 'Type of Facility is required.')).toBeVisible();
    await expect(fieldMessage(page, 'A verified address is required.')).toBeVisible();
    await expect(fieldMessage(page, 'You must tick the attestation to submit this form.')).toBeVisible();

    await fillWithMouse(page, name);
    await page.getByLabel('Contact Telephone').fill('555-12');
    await page.getByLabel('Email').fill('donor@pharmacy');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Invalid phone number')).toBeVisible();
    await expect(fieldMessage(page, 'Enter a valid email address.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await donorsNamed(name)).toEqual([]);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/(login)?$/);
  });

  test('a ticked honeypot is refused and stores nothing', async ({ page }) => {
    const name = `Honeypot donor ${Date.now()}`;
    await open(page);
    await fillWithMouse(page, name);
    await submitWithHoneypot(page);
    await expect(page.getByLabel('Donor Name')).toBeEnabled();
    expect(await donorsNamed(name)).toEqual([]);
  });
});
