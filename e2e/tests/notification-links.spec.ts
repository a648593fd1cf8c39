import { helpTicketMessages } from '@homer/contracts/help-desk-public';
import { jobHistoryLink } from '@homer/contracts/job-history';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import {
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  pickByTyping,
  signInFromStart,
} from './helpers.ts';

/**
 * Issue 27: a notification leads to the record it is about (spec document 1 §4.2: clicking one marks it read and
 * navigates to its link). Each test raises one, opens it from the drawer and finds the record on screen.
 */

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

/** Opens the drawer and clicks the unread notification titled `title` whose text holds `text`. */
async function openFromDrawer(page: Page, title: string, text: string) {
  await bell(page).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('button', { name: `Open ${title}` }).filter({ hasText: text });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await item.click();
  await expect(drawer).toBeHidden();
}

const unique = () => `${Date.now() % 1_000_000}`;

/** A failed run of `job` and the system administrator's notice of it, as run-job.ts records them. */
async function failedRunNotice(job: string) {
  await withDatabase(async (db) => {
    await db.query(
      `insert into job_history (scheduler_instance_id, scheduler_name, job, trigger, scheduled_fire_time_utc,
         actual_fire_time_utc, finished_time_utc, log_message, exception_message, was_successful)
       values ('e2e', 'HomerScheduler', $1, '0 * * * *', now() - interval '2 minutes',
         now() - interval '2 minutes', now() - interval '1 minute', null, 'Error: links probe failed.', false)`,
      [job],
    );
    await db.query(
      `insert into user_notifications (user_id, notification_type, business_area, type_key, title, message, link,
         subscription)
       select id, 'Notification', 1, 'admin.scheduled-job-failed', $1, 'Error: links probe failed.', $2, $3
       from users where user_name = 'sysadmin'`,
      [`Scheduled job failed: ${job}`, jobHistoryLink(job), `job:${job}`],
    );
  });
}

test.describe('Notification links', () => {
  test('a PFS registration notice opens that registration', async ({ page, browser }) => {
    const lastName = `Linked${unique()}`;
    const visitor = await (await browser.newContext()).newPage();
    const email = `${lastName.toLowerCase()}@clinic.org`;
    await visitor.goto('/pfs-register');
    await expectSecurityCheckPassed(visitor);
    await visitor.getByRole('combobox', { name: 'Facilities' }).focus();
    await pickByTyping(visitor, 'Central', 'Central Pharmacy');
    await visitor.keyboard.press('Escape');
    await visitor.getByLabel('First Name').fill('Rita');
    await visitor.getByLabel('Last Name').fill(lastName);
    await visitor.getByLabel(/^Email/).fill(email);
    await visitor.getByLabel('Confirm Email').fill(email);
    await visitor.getByLabel(/^Phone/).fill('8505550123');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect(
      visitor.getByRole('status').filter({ hasText: 'A confirmation email has been sent' }),
    ).toBeVisible();
    await visitor.context().close();

    await signInFromStart(page, 'useradmin');
    await openFromDrawer(page, 'PFS registration submitted', `Rita ${lastName} registered for PFS`);
    await expect(page).toHaveURL(/\/admin\/users\/registrations\/edit\/pfs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Rita ${lastName}`);
    await expect(page.getByText(email).first()).toBeVisible();
    // Clicking it also marked it read: it is gone from the unread list.
    await bell(page).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByText(`Rita ${lastName} registered for PFS`),
    ).toHaveCount(0);
  });

  test('a failed scheduled job notice opens Quartz History at that job, its failed run on screen', async ({
    page,
  }) => {
    const job = `Links Probe ${unique()}`;
    // Its link is the one run-job.ts gives (checked by the API's notification-links test).
    await failedRunNotice(job);

    await signInFromStart(page, 'sysadmin');
    await openFromDrawer(page, `Scheduled job failed: ${job}`, 'links probe failed');
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
    await expect(page.getByText(`Runs of ${job}`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: job });
    await expect(row).toHaveCount(1);
    // Only that job's runs: the header is the one row without its name; no search box competes with it.
    await expect(page.getByRole('row').filter({ hasNotText: job })).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
    await row.getByRole('button', { name: 'View Exception' }).click();
    const dialog = page.getByRole('dialog', { name: 'View Exception Message' });
    await expect(dialog).toContainText('Error: links probe failed.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('link', { name: 'Show all runs' }).click();
    await expect(page).toHaveURL(/\/admin\/system\/quartz\/pcg-history$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(page.getByText(`Runs of ${job}`)).toHaveCount(0);
  });

  test("the dashboard widget's notification opens its record and is marked read", async ({ page }) => {
    const job = `Widget Probe ${unique()}`;
    await failedRunNotice(job);
    await signInFromStart(page, 'sysadmin');
    const widget = page.getByRole('region', { name: 'Notifications', exact: true });
    const item = widget.getByRole('button', { name: `Open Scheduled job failed: ${job}` });
    await expect(item).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await item.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: job })).toHaveCount(1);
    const read = await withDatabase(async (db) => {
      const { rows } = await db.query<{ marked_as_read: boolean }>(
        'select marked_as_read from user_notifications where title = $1',
        [`Scheduled job failed: ${job}`],
      );
      return rows.map((r) => r.marked_as_read);
    });
    expect(read).toEqual([true]);
  });

  test('a new ticket notice opens that ticket', async ({ page }) => {
    const subject = `Links ticket ${unique()}`;
    await page.goto('/help-ticket');
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: 'Central Pharmacy', exact: true }).click();
    await page.getByLabel('Full Name').fill('Tess Linked');
    await page.getByLabel('Email').fill('tess.linked@clinic.example.com');
    await page.getByLabel('Phone').fill('(850) 555-0100');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('Where does the notice lead?');
    await expectSecurityCheckPassed(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: helpTicketMessages.submitted })).toBeVisible();
    const ticketId = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>('select id from help_desk_tickets where subject = $1', [
        subject,
      ]);
      return rows[0]?.id;
    });
    expect(ticketId).toBeDefined();

    await page.context().clearCookies();
    await signInFromStart(page, 'sysadmin');
    await openFromDrawer(page, `New ticket #${ticketId} from Tess Linked`, subject);
    await expect(page).toHaveURL(new RegExp(`/support/tickets/edit/${ticketId}$`));
    await expect(page.getByText(subject).first()).toBeVisible();
    await expect(page.getByText('Where does the notice lead?')).toBeVisible();
  });
});
