import { herosMessages, herosNextSteps } from '@homer/contracts/heros-public';
import { publicFormMessages } from '@homer/contracts/public-form';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { changesOpenRound, holdHerosRound, outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, tickHoneypot } from './helpers.ts';
import { errorSummary, fieldMessage } from './public-form-helpers.ts';

const path = '/heros-application';

// One worker runs this file in order: the closed-round test closes the demo round for a moment.
test.describe.configure({ mode: 'default' });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function enterAgency(page: Page, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'HEROS Application' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Agency Name' }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
}

async function choose(page: Page, label: string, option: string) {
  // The selects are searchable: typing narrows the options, whatever was chosen before.
  await page.getByRole('combobox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function verifyAddress(group: Locator, street: string, city: string, zip: string) {
  await group.getByLabel('Street').fill(street);
  await group.getByLabel('City').fill(city);
  await group.getByLabel('ZIP code').fill(zip);
  await group.getByRole('button', { name: 'Verify address' }).click();
  await expect(group.getByText(`${street}, ${city} FL ${zip}`)).toBeVisible();
}

const verifyAgencyAddress = (page: Page) =>
  verifyAddress(
    page.getByRole('group', { name: 'Agency Street Address' }),
    '2555 Shumard Oak Blvd',
    'Tallahassee',
    '32399',
  );

const sameAsAgencySwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Shipping address is the same as the agency address' });

async function fillContact(group: Locator, name: string, email: string) {
  await group.getByLabel('Name').fill(name);
  await group.getByLabel('Title').fill('Captain');
  await group.getByLabel('Email').fill(email);
  await group.getByLabel('Phone').fill('850-555-0142');
}

/** Everything but the shipping address, the secondary contact and the oath. */
async function fillRequired(page: Page, primaryEmail: string) {
  await choose(page, 'Organization Type', 'Fire Rescue');
  await choose(page, 'Tax Status', 'Government - County');
  await choose(page, 'County of Operation', 'Leon');
  await verifyAgencyAddress(page);
  // The agency address's county fills County.
  await expect(page.getByRole('combobox', { name: 'County', exact: true })).toHaveValue('Leon');
  const head = page.getByRole('region', { name: 'Agency Head' });
  await head.getByLabel('Agency Head Name').fill('Pat Chief');
  await head.getByLabel('Agency Head Title').fill('Fire Chief');
  await head.getByLabel('Agency Head Email').fill('chief@e2e.example');
  await head.getByLabel('Agency Head Phone Number').fill('(850) 555-0100');
  await fillContact(page.getByRole('group', { name: 'Primary Contact' }), 'Sam Primary', primaryEmail);
  await page.getByRole('textbox', { name: 'Doses Requested: Naloxone nasal spray 4 mg' }).fill('250');
  await page.getByLabel('Overdoses in the Previous Year').fill('37');
  await page.getByLabel('Percentage Trained in Naloxone').fill('90%');
  await page.getByLabel('Narrative').fill('Our engine companies carry naloxone on every call.');
}

/** A form the server would accept: with shipping as the agency, a secondary contact and the oath. */
async function fillComplete(page: Page, primaryEmail: string) {
  await fillRequired(page, primaryEmail);
  await sameAsAgencySwitch(page).check({ force: true });
  await fillContact(
    page.getByRole('group', { name: 'Secondary Contact' }),
    'Lee Second',
    'second@e2e.example',
  );
  await page.getByRole('button', { name: 'Accept Oath' }).click();
}

/** Presses Tab until `target` has the focus (the shell's header links come first). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const agencyRows = (name: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{
      id: number;
      agency_abbreviation: string;
      fein: string;
      other_org_type: string;
      ship_address: { city: string; street: string };
      use_agency_info_for_ship_info: boolean;
    }>('select * from heros_agencies where agency_name = $1', [name]);
    return rows;
  });

test.describe('HEROS application', () => {
  let releaseRound: () => Promise<void>;
  test.beforeEach(async () => {
    releaseRound = await holdHerosRound(test.info().tags.includes(changesOpenRound) ? 'exclusive' : 'shared');
  });
  test.afterEach(() => releaseRound());
  // The application is a long form: the tests that fill it get three times the usual time.
  test('a new agency applies: not on the list, shipping switch, oath, secondary-contact warning, thank-you', async ({
    page,
  }) => {
    test.slow();
    await enterAgency(page, 'fire rescue');
    const table = page.getByRole('table', { name: 'Agencies matching "fire rescue"' });
    await expect(table.getByRole('row')).toHaveText([
      /Agency Name\s*Agency Abbreviation/,
      /Orange County Fire Rescue\s*OCFR/,
      /Tampa Fire Rescue\s*TFR/,
    ]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'My Agency is not on this list' }).click();
    await expect(fieldMessage(page, herosMessages.newAgency)).toBeVisible();

    const name = `E2E Fire Rescue ${unique()}`;
    const primaryEmail = `primary-${unique()}@e2e.example`;
    await expect(page.getByRole('textbox', { name: 'Agency Name' })).toHaveValue('fire rescue');
    await page.getByRole('textbox', { name: 'Agency Name' }).fill(name);
    await page.getByLabel('Agency Abbreviation').fill('efr');
    await expect(page.getByLabel('Agency Abbreviation')).toHaveValue('EFR');
    await fillRequired(page, primaryEmail);
    await choose(page, 'Organization Type', 'Other');
    await page.getByLabel('Other Organization Type').fill('County fire district');

    // Shipping: a Tampa address, then "same as agency" copies and locks, and switching off restores it.
    const shipping = page.getByRole('group', { name: 'Shipping Street Address' });
    await verifyAddress(shipping, '808 E Zack St', 'Tampa', '33602');
    const same = sameAsAgencySwitch(page);
    await same.check({ force: true });
    await expect(shipping.getByLabel('Street')).toHaveValue('2555 Shumard Oak Blvd');
    await expect(shipping.getByLabel('Street')).toBeDisabled();
    await same.uncheck({ force: true });
    await expect(shipping.getByLabel('Street')).toHaveValue('808 E Zack St');
    await expect(shipping.getByLabel('Street')).toBeEnabled();
    await expect(shipping.getByText('808 E Zack St, Tampa FL 33602')).toBeVisible();

    // The oath is required.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, herosMessages.oathRequired)).toBeVisible();
    await page.getByRole('button', { name: 'Accept Oath' }).click();
    await expect(fieldMessage(page, 'by public submitter')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept Oath' })).toHaveCount(0);
    await expect(page.getByText(herosMessages.oathRequired)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // No secondary contact: the warning; Cancel stays on the form and stores nothing.
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'No Secondary Contact' });
    await expect(dialog.getByText(herosMessages.noSecondaryContact)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await agencyRows(name)).toHaveLength(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(fieldMessage(page, herosMessages.saved)).toBeVisible();
    for (const step of herosNextSteps) await expect(fieldMessage(page, step)).toBeVisible();
    // Not configured in this environment: the MMCAP step links to the programme mailbox.
    await expect(page.getByRole('link', { name: /Ask .* for the form/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('status')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const [agency] = await agencyRows(name);
    expect(agency).toMatchObject({
      agency_abbreviation: 'EFR',
      fein: '--',
      other_org_type: 'County fire district',
      use_agency_info_for_ship_info: false,
      ship_address: expect.objectContaining({ city: 'Tampa', street: '808 E Zack St' }),
    });
    const application = await withDatabase(async (client) => {
      const { rows } = await client.query(
        `select a.is_public_submit, a.oath_accepted_new, o.doses_requested, x.option_name
         from heros_applications a join heros_application_orders o on o.application_id = a.id
         join heros_order_options x on x.id = o.order_option_id where a.agency_id = $1 order by x.sort_order`,
        [agency?.id],
      );
      return rows;
    });
    expect(application[0]).toMatchObject({
      is_public_submit: true,
      oath_accepted_new: true,
      doses_requested: 250,
      option_name: 'Naloxone nasal spray',
    });
    const [mail] = await outboxFor(primaryEmail);
    expect(mail?.subject).toBe('HEROS application received - next steps');
  });

  test('an agency on the list is told to contact the programme; Back returns to the list, then the entry', async ({
    page,
  }) => {
    await enterAgency(page, 'Tampa');
    await expect(page.getByRole('cell', { name: 'Tampa Fire Rescue' })).toBeVisible();
    await page.getByRole('button', { name: 'My Agency is on this list' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your agency is already in the system' });
    await expect(notice).toContainText('please contact the HEROS programme at');
    await expect(notice.getByRole('link')).toHaveAttribute('href', /^mailto:.+@/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('cell', { name: 'Tampa Fire Rescue' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Agency Name' })).toHaveValue('Tampa');
  });

  test('rejected input shows the spec messages; Back from a new agency returns to the entry', async ({
    page,
  }) => {
    const name = `Nowhere Volunteer Rescue ${unique()}`;
    await enterAgency(page, name);
    await expect(fieldMessage(page, herosMessages.newAgency)).toBeVisible();
    await page.getByLabel('Agency Abbreviation').fill('AB1');
    await page.getByLabel('Overdoses in the Previous Year').fill('12a');
    await page.getByLabel('EMS State ID').fill('E-12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, herosMessages.noAddresses)).toBeVisible();
    await expect(fieldMessage(page, herosMessages.abbreviationLetters)).toBeVisible();
    await expect(fieldMessage(page, herosMessages.overdosesDigits)).toBeVisible();
    await expect(fieldMessage(page, herosMessages.emsStateIdNumeric)).toBeVisible();
    await expect(fieldMessage(page, herosMessages.oathRequired)).toBeVisible();
    // The summary at the top takes focus and links to the oath, 3,000 px further down.
    await expect(errorSummary(page)).toBeFocused();
    await errorSummary(page).getByRole('link', { name: herosMessages.oathRequired }).click();
    await expect(page.getByRole('button', { name: 'Accept Oath' })).toBeFocused();

    await verifyAgencyAddress(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, herosMessages.noShippingAddress)).toBeVisible();
    expect(await agencyRows(name)).toHaveLength(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Agency Name' })).toHaveValue(name);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  test('a ticked honeypot stores nothing and shows the server message', async ({ page }) => {
    test.slow();
    const name = `Honeypot Rescue ${unique()}`;
    await enterAgency(page, name);
    await fillComplete(page, `bot-${unique()}@e2e.example`);
    await tickHoneypot(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, publicFormMessages.honeyPot)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(await agencyRows(name)).toHaveLength(0);
  });

  test('a name already in the system is refused with the server message as a system message', async ({
    page,
  }) => {
    test.slow();
    await enterAgency(page, `Duplicate check ${unique()}`);
    await page.getByRole('textbox', { name: 'Agency Name' }).fill('tampa fire rescue');
    await fillComplete(page, `dup-${unique()}@e2e.example`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      fieldMessage(page, 'An agency named "tampa fire rescue" is already in the system.', { exact: false }),
    ).toBeVisible();
    expect(await agencyRows('tampa fire rescue')).toHaveLength(0);
  });

  test('the agency step and the list work from the keyboard alone', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await tabTo(page, page.getByRole('textbox', { name: 'Agency Name' }));
    await page.keyboard.type('Leon');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('cell', { name: 'Leon County Sheriff Office' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'My Agency is not on this list' }));
    await page.keyboard.press('Enter');
    await expect(fieldMessage(page, herosMessages.newAgency)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Agency Name' })).toHaveValue('Leon');
  });

  test('with no open round the page says so', { tag: changesOpenRound }, async ({ page }) => {
    await withDatabase((client) => client.query('update heros_rounds set is_open = false where is_open'));
    try {
      await page.goto(path);
      await expect(fieldMessage(page, herosMessages.closed)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Agency Name' })).toHaveCount(0);
    } finally {
      await withDatabase((client) =>
        client.query("update heros_rounds set is_open = true where name = 'HEROS Round 1'"),
      );
    }
  });
});
