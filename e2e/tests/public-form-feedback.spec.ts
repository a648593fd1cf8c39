import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { captchaSolveTimeout, expectNoSeriousA11yViolations } from './helpers.ts';
import {
  errorSummary,
  expectSummaryLinksToFields,
  isRequired,
  openTicketSurvey,
} from './public-form-helpers.ts';

const captchaProblem = /The security check could not be loaded/;

test.describe('Public forms: findable errors and confirmations (issue 10)', () => {
  test('the star rating is a radio group: arrow keys choose, no "0 stars", the value is submitted', async ({
    page,
  }) => {
    const survey = await openTicketSurvey(`Rating by keyboard ${Date.now()}`);
    await page.goto(survey.url);
    const group = page.getByRole('radiogroup', { name: 'Rating' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group.getByRole('radio')).toHaveCount(5);
    await expect(page.getByRole('radio', { name: /^0 stars/ })).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled({ timeout: captchaSolveTimeout });

    await page.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // No Space: the arrow keys alone choose.
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await submit.click();
    await expect(page.getByRole('status')).toContainText('Thank you for your response!');
    await expect(page.getByRole('status')).toBeFocused();
    const stored = await withDatabase(async (c) => {
      const { rows } = await c.query<{ rating: number }>(
        'select rating from help_desk_feedback where help_desk_ticket_id = $1',
        [survey.ticketId],
      );
      return rows[0]?.rating;
    });
    expect(stored).toBe(4);
  });

  test('help ticket: required fields say so; a refused submit focuses the error summary; success shows the ticket number', async ({
    page,
  }) => {
    await page.goto('/help-ticket');
    for (const label of ['Full Name', 'Email', 'Phone', 'Subject', 'Description']) {
      expect(await isRequired(page.getByLabel(label)), label).toBe(true);
    }
    expect(await isRequired(page.getByRole('combobox', { name: 'Facility' }))).toBe(true);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled({ timeout: captchaSolveTimeout });
    await submit.click();
    await expect(errorSummary(page)).toBeFocused();
    await expectSummaryLinksToFields(page, [
      { link: /Full Name/, label: 'Full Name' },
      { link: /Subject/, label: 'Subject' },
      { link: /Description/, label: 'Description' },
    ]);
    await expectNoSeriousA11yViolations(page);

    // Correcting a field takes it off the summary.
    const subject = `Ticket number ${Date.now()}`;
    await page.getByLabel('Full Name').fill('Pat Doe');
    await expect(errorSummary(page).getByRole('link', { name: /Full Name/ })).toHaveCount(0);
    await page.getByLabel('Email').fill('pat@clinic.example.com');
    await page.getByLabel('Phone').fill('(850) 555-0100');
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: 'Central Pharmacy', exact: true }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('Nothing prints.');
    await submit.click();

    const confirmation = page.getByRole('status');
    await expect(confirmation).toBeFocused();
    const id = await withDatabase(async (c) => {
      const { rows } = await c.query<{ id: number }>('select id from help_desk_tickets where subject = $1', [
        subject,
      ]);
      return rows[0]?.id;
    });
    await expect(confirmation).toContainText(`Your ticket number is #${id}.`);
  });

  test('help ticket in register mode titles the tab as its heading', async ({ page }) => {
    await page.goto('/help-ticket?id=register');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Register for an account in HOMER' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Register for an account in HOMER');
  });

  test('home delivery: the confirmation stays with its request number; the same Rx again is refused', async ({
    page,
  }) => {
    const rx = String(30_000_000 + (Date.now() % 9_000_000));
    const phone = '8505550177';
    await withDatabase((c) =>
      c.query(
        "insert into prescriptions (rx_number, patient_phone, drug_name, refills_remaining) values ($1, $2, 'Test drug', 2)",
        [rx, phone],
      ),
    );
    const requests = () =>
      withDatabase(async (c) => {
        const { rows } = await c.query<{ request_id: number }>(
          'select request_id from home_delivery_request_lines where rx_number = $1',
          [rx],
        );
        return rows.map((r) => r.request_id);
      });

    await page.goto('/home-delivery');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled({ timeout: captchaSolveTimeout });
    await page.getByLabel('Rx Number 1').fill(rx);
    await page.getByLabel('Phone Number').fill(phone);
    await submit.click();
    const modal = page.getByRole('dialog', { name: "Submitted Rx's" });
    // Submit checks the Rx with the first solution and stores the request with the next one.
    await expect(modal).toBeVisible({ timeout: captchaSolveTimeout });
    const [requestId] = await requests();
    await expect(modal).toContainText(`Request number: ${requestId}`);
    await modal.getByRole('button', { name: 'Close' }).last().click();
    const confirmation = page.getByRole('status');
    await expect(confirmation).toContainText(`Refill request #${requestId}`);
    await expect(confirmation).toContainText(`Rx ${rx}, refills remaining: 2`);
    await expect(confirmation).toBeFocused();

    await expect(submit).toBeEnabled({ timeout: captchaSolveTimeout });
    await page.getByLabel('Rx Number 1').fill(rx);
    await page.getByLabel('Phone Number').fill(phone);
    await submit.click();
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page)).toContainText(
      'One or more Rx Numbers already have an open refill request.',
    );
    await expect(page.getByLabel('Rx Number 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await requests()).toEqual([requestId]);
  });

  test('captcha: a challenge that cannot be fetched is explained, and a retry recovers', async ({ page }) => {
    await page.route('**/api/Captcha/Challenge', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }),
    );
    await page.goto('/help-ticket');
    const problem = page.getByRole('alert').filter({ hasText: captchaProblem });
    await expect(problem).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/Captcha/Challenge');
    await problem.getByRole('button', { name: 'Try the security check again' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: captchaSolveTimeout });
    await expect(problem).toHaveCount(0);
  });

  test('captcha: an open form does not fetch a challenge on every 2-second tick', async ({ page }) => {
    let challenges = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/Captcha/Challenge')) challenges += 1;
    });
    await page.goto('/help-ticket');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: captchaSolveTimeout });
    const before = challenges;
    // Five ticks of the fast forms' interval: once five challenges, eight such tabs 240 a minute.
    await page.waitForTimeout(10_500);
    expect(challenges - before).toBeLessThanOrEqual(1);
  });
});
