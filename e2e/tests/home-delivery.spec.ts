import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, expectSecurityCheckPassed, tickHoneypot } from './helpers.ts';
import { expectAcceptedOrSubmitAgain, fieldMessage } from './public-form-helpers.ts';

const noRefills = 'This prescription has no refills remaining. Please contact your prescriber.';
const notFound = 'We could not find this Rx Number for the phone number entered.';

/** Refill requests stored under one phone spelling (each test types the demo phone its own way). */
const requestsFor = (phone: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ rx_number: string; refills_remaining: number }>(
      `select l.rx_number, l.refills_remaining from home_delivery_requests r
       join home_delivery_request_lines l on l.request_id = r.id
       where r.phone_number = $1 order by l.rx_number`,
      [phone],
    );
    return rows;
  });

async function open(page: Page) {
  await page.goto('/home-delivery');
  await expect(
    page.getByRole('heading', { level: 1, name: 'RX Refill - Home Delivery Only Form' }),
  ).toBeVisible();
  await expectSecurityCheckPassed(page);
}

test.describe('Home delivery refill', () => {
  test('a patient requests two refills with the keyboard alone and sees them in "Submitted Rx\'s"', async ({
    page,
  }) => {
    const phone = '850 555 0100';
    await open(page);
    await expect(page.getByRole('link', { name: '(850) 555-0142' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Sample prescription label/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Rx Number 1').focus();
    await page.keyboard.type('10000001');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10000002');
    await page.getByLabel('Phone Number').focus();
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter');

    const modal = page.getByRole('dialog', { name: "Submitted Rx's" });
    // Verify, a fresh proof-of-work captcha, then the submit: on a loaded 2-core CI machine this passed 7 s once.
    await expectAcceptedOrSubmitAgain(page, modal, async () => {
      await page.getByLabel('Phone Number').focus();
      await page.keyboard.press('Enter');
    });
    await expect(modal.getByRole('listitem').filter({ hasText: 'Rx 10000001' })).toContainText(
      'refills remaining: 3',
    );
    await expect(modal.getByRole('listitem').filter({ hasText: 'Rx 10000002' })).toContainText(
      'refills remaining: 2',
    );
    await expectNoSeriousA11yViolations(page);
    expect(await requestsFor(phone)).toEqual([
      { rx_number: '10000001', refills_remaining: 3 },
      { rx_number: '10000002', refills_remaining: 2 },
    ]);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // Closing after success starts a new, empty form.
    await expect(page.getByLabel('Rx Number 1')).toHaveValue('');
    await expect(page.getByLabel('Phone Number')).toHaveValue('');
  });

  test('rejected input: form rules and per-prescription answers mark the boxes, nothing is stored', async ({
    page,
  }) => {
    const phone = '(850)555-0100';
    await open(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Rx Number is required.')).toBeVisible();
    await expect(fieldMessage(page, 'Phone Number is required.')).toBeVisible();

    // 10000001 is on the first test's open request by now; 10000006 is free to ask for.
    await page.getByLabel('Rx Number 1').fill('10000006');
    await page.getByLabel('Rx Number 2').fill('10000006');
    await page.getByLabel('Rx Number 3').fill('12a');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Please enter a unique Rx Number under boxes 2-6')).toBeVisible();
    await expect(fieldMessage(page, 'Rx Number must contain digits only.')).toBeVisible();

    await page.getByLabel('Rx Number 2').fill('10000003');
    await page.getByLabel('Rx Number 3').fill('10000005');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Rx Number 2')).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldMessage(page, noRefills)).toBeVisible();
    // Another patient's prescription answers like an unknown number.
    await expect(fieldMessage(page, notFound)).toBeVisible();
    await expect(page.getByLabel('Rx Number 1')).not.toHaveAttribute('aria-invalid', 'true');
    // Found, but nothing was sent: no green tick, a plain note instead.
    await expect(page.getByLabel('Rx Number 1')).toHaveAccessibleDescription(
      'Found at the pharmacy, not sent yet',
    );
    await expect(page.getByRole('img', { name: 'Verified' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(await requestsFor(phone)).toEqual([]);

    // Editing a refused box clears its mark; Reset empties the form.
    await page.getByLabel('Rx Number 2').fill('10000007');
    await expect(page.getByText(noRefills)).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Rx Number 1')).toHaveValue('');
    await expect(page.getByText('Found at the pharmacy, not sent yet')).toHaveCount(0);
  });

  test('a ticked honeypot is refused and stores nothing', async ({ page }) => {
    const phone = '850-555-0100 ';
    await open(page);
    await tickHoneypot(page);
    await page.getByLabel('Rx Number 1').fill('10000007');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This submission cannot be accepted.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await requestsFor(phone.trim())).toEqual([]);
  });
});
