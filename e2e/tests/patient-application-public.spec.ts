import { publicFormMessages } from '@homer/contracts/public-form';
import { rxApplicationMessages as m, rxApplicationReference } from '@homer/contracts/rx-patient-application';
import { expect, type Page, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, expectSecurityCheckPassed, pickByTyping } from './helpers.ts';
import { errorSummary, expectAcceptedOrSubmitAgain, fieldMessage } from './public-form-helpers.ts';
import {
  chooseOption,
  leonAddress,
  submitWithHoneypot,
  verifyAddressWithMouse,
} from './rx-connects-forms.ts';

/**
 * The public Rx Connects Patient Application (s. 465.1902, F.S.): a Florida resident applies to receive donated
 * medicine from an approved repository; built like the donor and repository registrations.
 */

const saveUrl = '**/api/PublicPatientApplication/Save?*';

/** An approved repository of this test's own, so what other specs do to the demo's one cannot matter. */
async function approvedRepository() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const name = `Patient Test Pharmacy ${tag}`;
  await withDatabase((db) =>
    db.query(
      `insert into rx_connects_repositories (name, phone_number, license_number, website_address,
         licensing_agency_id, street, city, state, zip, formatted_address, county_id, email_address, pharmacist_name,
         pharmacist_contact_phone, facility_type_id, is_attested, pharmacist_signature, date_signed, status_id)
       values ($1, '(850) 555-0111', 'PH1', 'N/A', 1, '4052 Bald Cypress Way', 'Tallahassee', 'FL', '32399',
         '4052 Bald Cypress Way, Tallahassee, FL 32399', 36, $2, 'Pia Pharmacist', '(850) 555-0112', 1, true,
         'Pia Pharmacist', now(), 2)`,
      [name, `rx.${tag}@repository.example`],
    ),
  );
  return { name, option: `${name} (Tallahassee, Leon County)` };
}

const applicationsOf = (lastName: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{
      id: number;
      status: string;
      county_id: number;
      coverage: string;
      date_of_birth: string;
      repository: string;
    }>(
      `select a.id, a.status, a.county_id, a.coverage, to_char(a.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
         r.name as repository
       from rx_patient_applications a join rx_connects_repositories r on r.id = a.repository_id
       where a.last_name = $1`,
      [lastName],
    );
    return rows;
  });

const uniqueLastName = () => `Applicant${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function open(page: Page) {
  await page.goto('/patient-application');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Application' })).toBeVisible();
  await expectSecurityCheckPassed(page);
}

/** The form with the mouse, the Leon county address verified by the local address data; the repository if given. */
async function fillWithMouse(page: Page, lastName: string, repositoryOption: string | null) {
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Date of Birth').fill('1961-07-14');
  await page.getByLabel('Email').fill(`${lastName.toLowerCase()}@patient.example`);
  await page.getByLabel('Phone').fill('850-555-0142');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('FL');
  await verifyAddressWithMouse(page, leonAddress);
  await page.getByLabel('I am a Florida resident').check();
  await page.getByRole('radio', { name: 'Underinsured' }).check();
  await page.getByLabel('Medicines Needed').fill('Metformin 500 mg, twice a day');
  if (repositoryOption) await chooseOption(page, 'Preferred Repository', repositoryOption);
  await page.getByLabel('I attest to the statement above').check();
  await page.getByLabel('Electronic Signature').fill(`Pat ${lastName}`);
}

test.describe('Patient application (public)', () => {
  test('rejected input shows the contract messages, an address outside Florida is refused, nothing is stored', async ({
    page,
  }) => {
    const repository = await approvedRepository();
    const lastName = uniqueLastName();
    await open(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(errorSummary(page)).toBeFocused();
    for (const message of [
      m.firstNameRequired,
      m.lastNameRequired,
      m.dateOfBirthRequired,
      'Email is required.',
      'Phone is required.',
      m.addressRequired,
      m.countyRequired,
      m.residentRequired,
      m.coverageRequired,
      m.medicinesRequired,
      m.repositoryRequired,
      m.attestationRequired,
      m.signatureRequired,
    ])
      await expect(fieldMessage(page, message)).toBeVisible();
    // The coverage choice, which Mantine does not mark invalid, is listed too, and its link focuses the first choice.
    await errorSummary(page)
      .getByRole('link', { name: `Coverage: ${m.coverageRequired}` })
      .click();
    await expect(page.getByRole('radio', { name: 'Uninsured' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // An address the address service verifies outside Florida (as Smarty would; the local data knows Florida only).
    await page.route('**/api/PublicAddress/Verify?*', (route) =>
      route.fulfill({
        json: {
          isSuccessful: true,
          message: null,
          messageClass: null,
          model: null,
          value: {
            street: '55 Trinity Ave SW',
            secondary: '',
            city: 'Atlanta',
            state: 'GA',
            zip: '30303',
            countyName: 'Fulton',
            countyId: 0,
            formattedAddress: '55 Trinity Ave SW, Atlanta GA 30303',
          },
        },
      }),
    );
    await page.getByLabel('Street').fill('55 Trinity Ave SW');
    await page.getByLabel('City').fill('Atlanta');
    await page.getByRole('textbox', { name: 'State', exact: true }).fill('GA');
    await page.getByLabel('ZIP code').fill('30303');
    await page.getByRole('button', { name: 'Verify address' }).click();
    // Refused at the address as soon as it is verified; the summary above the form, open since Submit, lists it.
    await expect(fieldMessage(page, m.notFlorida)).toBeVisible();
    await expect(errorSummary(page)).toContainText(`Home Address: ${m.notFlorida}`);
    await page.unroute('**/api/PublicAddress/Verify?*');

    // The server does not trust the browser: a Florida address changed on its way is refused with its message.
    await fillWithMouse(page, lastName, repository.option);
    await expect(page.getByText(m.notFlorida)).toHaveCount(0);
    await page.route(saveUrl, (route) => {
      const body = route.request().postDataJSON();
      return route.continue({
        postData: JSON.stringify({ ...body, smartyAddress: { ...body.smartyAddress, state: 'GA' } }),
      });
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(errorSummary(page)).toContainText(m.notFlorida);
    await expect(page.getByRole('status').filter({ hasText: 'Your application' })).toHaveCount(0);
    await expect(page.getByLabel('First Name')).toBeEnabled();
    expect(await applicationsOf(lastName)).toEqual([]);
  });

  test('a complete application is received with its RXA- reference, and the applicant is emailed it', async ({
    page,
  }) => {
    const repository = await approvedRepository();
    const lastName = uniqueLastName();
    const email = `${lastName.toLowerCase()}@patient.example`;
    await open(page);
    await expect(page.getByLabel('Date Signed')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Date Signed')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

    await fillWithMouse(page, lastName, null);
    // The coverage and the repository with the keyboard.
    await page.getByRole('radio', { name: 'Underinsured' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Public assistance' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Preferred Repository' }).focus();
    await pickByTyping(page, repository.name, repository.option);
    await expect(page.getByRole('combobox', { name: 'Preferred Repository' })).toHaveValue(repository.option);

    const submit = () => page.getByRole('button', { name: 'Submit' }).click();
    await submit();
    const received = page.getByRole('status').filter({ hasText: /Your application RXA-\d{6,} was received/ });
    await expectAcceptedOrSubmitAgain(page, received, submit);

    const [row] = await applicationsOf(lastName);
    expect(row).toMatchObject({
      status: 'Pending',
      county_id: 36,
      coverage: 'Public assistance',
      date_of_birth: '1961-07-14',
      repository: repository.name,
    });
    const reference = rxApplicationReference(row?.id ?? 0);
    await expect(received).toHaveText(m.saved(reference));
    // The confirmation takes the form's place.
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(page.getByLabel('First Name')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const mail = await outboxFor(email);
    expect(mail.map((message) => message.subject)).toContain(`Your Rx Connects application ${reference}`);
    expect(mail[0]?.text_body).toContain(reference);
  });

  test('a ticked honeypot is refused and stores nothing', async ({ page }) => {
    const repository = await approvedRepository();
    const lastName = uniqueLastName();
    await open(page);
    await fillWithMouse(page, lastName, repository.option);
    await submitWithHoneypot(page);
    await expect(page.getByLabel('First Name')).toBeEnabled();
    await expect(page.getByText(publicFormMessages.captchaRejected)).toHaveCount(0);
    expect(await applicationsOf(lastName)).toEqual([]);
  });

  test('the build renders the page, and the app takes it over without a mismatch', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/patient-application');
    await expect(page.locator('#root[data-prerendered="patientApplication"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Application' })).toBeVisible();
    await page.unroute('**/assets/*.js');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/patient-application');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.getByLabel('Date Signed')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(errors).toEqual([]);
  });
});
