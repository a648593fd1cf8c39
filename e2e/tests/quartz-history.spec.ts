import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { signedInAs } from './helpers.ts';

test.describe('Quartz History', () => {
  // Runs once per worker, hence idempotent.
  test.beforeAll(async () => {
    await withDatabase((db) =>
      db.query(`
        insert into job_history (job, trigger, scheduler_name, scheduled_fire_time_utc, actual_fire_time_utc,
                                 finished_time_utc, log_message, exception_message, was_successful)
        values ('E2E Routine', '0 * * * *', 'HomerScheduler', '2026-11-20T10:00:00Z', '2026-11-20T10:00:01Z',
                '2026-11-20T10:00:02Z', 'Removed 3 expired sessions and 1 expired reset tokens.', null, true),
               ('E2E Routine', '0 * * * *', 'HomerScheduler', '2026-11-20T11:00:00Z', '2026-11-20T11:00:01Z',
                '2026-11-20T11:00:05Z', 'Started.', 'Error: connection refused', false)
        on conflict (job, scheduled_fire_time_utc) do nothing`),
    );
  });

  test('lists runs, opens the log and the exception of a failed run, searches', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/admin/system/quartz/pcg-history');
    await page.getByRole('searchbox', { name: 'Search' }).fill('E2E Routine');
    const rows = page.getByRole('row').filter({ hasText: 'E2E Routine' });
    await expect(rows).toHaveCount(2);
    for (const header of [
      'Job',
      'Scheduled Fire Time',
      'Actual Fire Time',
      'Finished Time',
      'Log',
      'Exception',
    ]) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('columnheader', { name: 'Trigger' })).toHaveCount(0);

    // Newest first: the failed 11:00 run, which alone offers its exception.
    await expect(rows.first().getByRole('button', { name: 'View Exception' })).toBeVisible();
    await expect(rows.nth(1).getByRole('button', { name: 'View Exception' })).toHaveCount(0);

    await rows.nth(1).getByRole('button', { name: 'View Log' }).click();
    const log = page.getByRole('dialog', { name: 'View Log' });
    await expect(log.getByText('Removed 3 expired sessions and 1 expired reset tokens.')).toBeVisible();
    await log.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(log).toBeHidden();

    await rows.first().getByRole('button', { name: 'View Exception' }).click();
    const exception = page.getByRole('dialog', { name: 'View Exception Message' });
    await expect(exception.getByText('Error: connection refused')).toBeVisible();
    await exception.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such job anywhere');
    await expect(page.getByText('No records found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  // Issue 25: the demo tells admins the hourly routine failed and links here; the runs it speaks of are listed.
  test('the demo data shows the failed hourly run with its exception beside the logs of the runs before', async ({
    page,
  }) => {
    await signedInAs(page, 'admin');
    await page.goto('/admin/system/quartz/pcg-history');
    const hourly = page.getByRole('row').filter({ hasText: 'Automated Routine - Every Hour' });
    const failed = hourly.filter({ has: page.getByRole('button', { name: 'View Exception' }) });
    const succeeded = hourly.filter({ hasNot: page.getByRole('button', { name: 'View Exception' }) });
    await expect(failed.first()).toBeVisible();
    await expect(succeeded.first()).toBeVisible();

    await failed.first().getByRole('button', { name: 'View Exception' }).click();
    const exception = page.getByRole('dialog', { name: 'View Exception Message' });
    await expect(exception.getByText('Error: connection to the mail server timed out.')).toBeVisible();
    await exception.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(exception).toBeHidden();

    await succeeded.first().getByRole('button', { name: 'View Log' }).click();
    const log = page.getByRole('dialog', { name: 'View Log' });
    await expect(log.getByText(/^Removed \d+ expired sessions/)).toBeVisible();
  });

  test('hidden columns can be shown with the column chooser', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/admin/system/quartz/pcg-history');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Trigger' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Trigger' })).toBeVisible();
  });
});
