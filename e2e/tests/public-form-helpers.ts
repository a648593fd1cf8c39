import { publicFormMessages } from '@homer/contracts/public-form';
import { expect, type Locator, type Page } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { captchaSolveTimeout, expectSecurityCheckPassed } from './helpers.ts';

/**
 * A field's own message. After a refused submit the error summary at the top of the form repeats it as a link,
 * so the text is on the page twice; the field's is the later one.
 */
export const fieldMessage = (page: Page, message: string | RegExp, options?: { exact?: boolean }) =>
  page.getByText(message, options).last();

/** The error summary a refused public form shows at its top. */
export const errorSummary = (page: Page) => page.locator('[data-error-summary]');

/** The summary has focus after a refused submit, and each of its links focuses the field it names. */
export async function expectSummaryLinksToFields(page: Page, fields: Array<{ link: RegExp; label: string }>) {
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('There is a problem');
  for (const { link, label } of fields) {
    await summary.getByRole('link', { name: link }).click();
    await expect(page.getByLabel(label)).toBeFocused();
  }
}

/** Whether assistive technology is told the field is required (aria-required, or the native attribute). */
export const isRequired = (field: Locator) =>
  field.evaluate((el) => el.getAttribute('aria-required') === 'true' || (el as HTMLInputElement).required);

/** A closed help-desk ticket with an open survey, as the staff side leaves it when closing a ticket. */
export async function openTicketSurvey(subject: string) {
  return withDatabase(async (client) => {
    const ticket = await client.query<{ id: number }>(
      `insert into help_desk_tickets
         (source, status, full_name, email, phone_number, facility_id, facility_name, category_id, priority_id,
          subject, description, closed_at)
       select 'PFS', 'Closed', 'Pat Doe', 'pat@clinic.org', '850-555-0100', id, name, 4, 1, $1, 'Help.', now()
       from facilities where name = 'Central Pharmacy'
       returning id`,
      [subject],
    );
    const ticketId = ticket.rows[0]?.id ?? 0;
    const feedback = await client.query<{ guid: string }>(
      'insert into help_desk_feedback (help_desk_ticket_id) values ($1) returning guid',
      [ticketId],
    );
    const guid = feedback.rows[0]?.guid ?? '';
    return { ticketId, guid, url: `/support/tickets/feedback/${ticketId}/${guid}` };
  });
}

/**
 * Waits for what a submitted public form leads to. The server wants each security check about as hard as the one
 * it would hand this address now; another test's submission from 127.0.0.1 in between makes the held one too easy
 * and the form says 'Please submit again.' — so, as a person would, this submits once more (`resubmit`).
 */
export async function expectAcceptedOrSubmitAgain(
  page: Page,
  accepted: Locator,
  resubmit: () => Promise<void>,
) {
  const refused = page.getByText(publicFormMessages.captchaRejected);
  await expect(accepted.or(refused)).toBeVisible({ timeout: captchaSolveTimeout });
  if (await accepted.isVisible()) return;
  await expectSecurityCheckPassed(page);
  await resubmit();
  await expect(accepted).toBeVisible({ timeout: captchaSolveTimeout });
}
