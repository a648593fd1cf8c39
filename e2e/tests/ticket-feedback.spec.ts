import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, tickHoneypot } from './helpers.ts';
import { fieldMessage, openTicketSurvey } from './public-form-helpers.ts';

const thankYou = 'Thank you for your response! Your feedback has been submitted.';

const storedAnswer = (ticketId: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ rating: number | null; comment: string | null }>(
      'select rating, comment from help_desk_feedback where help_desk_ticket_id = $1',
      [ticketId],
    );
    return rows[0];
  });

test.describe('Help-desk ticket feedback survey', () => {
  test('a rating is required; the survey is answered with the keyboard and then shows the thank-you', async ({
    page,
  }) => {
    const survey = await openTicketSurvey('Printer will not print');
    await page.goto(survey.url);
    await expect(fieldMessage(page, `Ticket ID: ${survey.ticketId}`)).toBeVisible();
    await expect(fieldMessage(page, 'Subject: Printer will not print')).toBeVisible();
    await expect(fieldMessage(page, 'Facility: Central Pharmacy')).toBeVisible();
    await expect(fieldMessage(page, 'Characters left: 1000')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(fieldMessage(page, 'Rating is required to submit this feedback.')).toBeVisible();
    expect((await storedAnswer(survey.ticketId))?.rating).toBeNull();

    await page.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Comment')).toBeFocused();
    await page.keyboard.type('Quick fix');
    await expect(fieldMessage(page, 'Characters left: 991')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: thankYou })).toBeVisible();
    await expect(submit).toHaveCount(0);
    expect(await storedAnswer(survey.ticketId)).toEqual({ rating: 4, comment: 'Quick fix' });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: thankYou })).toBeVisible();
  });

  test('a save refused by the server shows its message and resets the rating to 0', async ({ page }) => {
    const survey = await openTicketSurvey('Answered in another tab');
    await page.goto(survey.url);
    await page.getByRole('radio', { name: '2 stars' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await withDatabase((client) =>
      client.query(
        'update help_desk_feedback set rating = 5, submitted_at = now() where help_desk_ticket_id = $1',
        [survey.ticketId],
      ),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Feedback for this ticket has already been submitted.' }),
    ).toBeVisible();
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(page.getByRole('radio', { name })).not.toBeChecked();
    }
    expect((await storedAnswer(survey.ticketId))?.rating).toBe(5);
  });

  test('a ticked honeypot stores nothing; a wrong guid shows no survey', async ({ page }) => {
    const survey = await openTicketSurvey('Honeypot survey');
    await page.goto(survey.url);
    await page.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await tickHoneypot(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This submission cannot be accepted.' }),
    ).toBeVisible();
    expect((await storedAnswer(survey.ticketId))?.rating).toBeNull();

    await page.goto(`/support/tickets/feedback/${survey.ticketId}/00000000-0000-4000-8000-000000000000`);
    await expect(fieldMessage(page, 'This feedback survey is not available.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(page.getByText('Honeypot survey')).toHaveCount(0);
  });
});
