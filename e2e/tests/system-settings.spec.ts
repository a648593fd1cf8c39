import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs, signInFromStart } from './helpers.ts';

/** A datetime-local value `minutes` from now, in the browser's (and this machine's) time zone. */
function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function newNotification(page: Page) {
  await page.goto('/admin/system/notifications/list');
  await expect(page.getByRole('heading', { level: 1, name: 'System Notifications' })).toBeVisible();
  await page.getByRole('link', { name: 'New System Notification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New System Notification' })).toBeVisible();
}

test.describe('System settings', () => {
  test('an admin creates a banner with a preview; it shows on the dashboard until dismissed', async ({
    page,
  }) => {
    await signInFromStart(page, 'sysadmin');
    await newNotification(page);

    // End before start is refused with the contract's message, in the error summary.
    await page.getByLabel('Title').fill('Pharmacy closing early');
    await page.getByLabel('Start Date').fill(localInput(60));
    await page.getByLabel('End Date').fill(localInput(-60));
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('<p>Closes at <b>noon</b> today.</p><script>window.hacked = 1</script>');
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('End Date must be after Start Date.');

    await page.getByLabel('Start Date').fill(localInput(-60));
    await page.getByLabel('End Date').fill(localInput(120));
    await page.getByRole('combobox', { name: 'Style' }).click();
    await page.getByRole('option', { name: 'Warning (yellow)' }).click();
    // The preview renders the HTML as the banner will, without running the script.
    const preview = page.locator('.homer-system-notification');
    await expect(preview).toContainText('Pharmacy closing early');
    await expect(preview.locator('b', { hasText: 'noon' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'System Notifications' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Pharmacy closing early' });
    await expect(row).toContainText('Showing');
    await expect(row).toContainText('Warning (yellow)');

    // Any signed-in user sees it at the top of the dashboard.
    const other = await page.context().browser()?.newContext();
    if (!other) throw new Error('No browser');
    const userPage = await other.newPage();
    await signInFromStart(userPage, 'user');
    const banner = userPage
      .getByRole('region', { name: 'System notifications' })
      .locator('.homer-system-notification');
    await expect(banner).toContainText('Pharmacy closing early');
    await expect(banner.locator('b', { hasText: 'noon' })).toBeVisible();
    expect(await userPage.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expectNoSeriousA11yViolations(userPage);
    await userPage.emulateMedia({ colorScheme: 'dark' });
    await expect(userPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousA11yViolations(userPage);
    await userPage.getByRole('button', { name: 'Dismiss Pharmacy closing early' }).click();
    await expect(banner).toHaveCount(0);
    await userPage.reload();
    await expect(userPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(userPage.getByText('Pharmacy closing early')).toHaveCount(0);
    await other.close();

    // Deleting takes it off the list.
    await row.getByRole('link', { name: 'Pharmacy closing early' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'System Notification Pharmacy closing early' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'System Notifications' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Pharmacy closing early' })).toHaveCount(0);
  });

  test('an admin schedules a system update and every signed-in browser counts down to it', async ({
    page,
  }) => {
    await signedInAs(page, 'sysadmin');
    await page.goto('/admin/system/update');
    await expect(page.getByRole('heading', { level: 1, name: 'System Update' })).toBeVisible();
    await expect(page.getByTestId('system-update-status')).toHaveText('No system update is scheduled.');

    await page.getByLabel('Update Date').fill(localInput(-5));
    await page.getByRole('button', { name: 'Schedule Update' }).click();
    await expect(page.locator('[data-error-summary]')).toContainText('Update Date must be in the future.');

    await page.getByLabel('Update Date').fill(localInput(10));
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('HOMER 2.0 is being installed. Please save your work.');
    await page.getByRole('button', { name: 'Schedule Update' }).click();
    const countdown = page.getByTestId('system-update-countdown');
    await expect(countdown).toContainText(/System update in (9|10):\d{2}/);
    await expect(countdown).toContainText('HOMER 2.0 is being installed.');
    await expectNoSeriousA11yViolations(page);

    // Another user's browser picks it up on load, counts down, and can minimize it.
    const other = await page.context().browser()?.newContext();
    if (!other) throw new Error('No browser');
    const userPage = await other.newPage();
    await signInFromStart(userPage, 'user');
    const theirs = userPage.getByTestId('system-update-countdown');
    // The input drops the seconds (up to a minute less than 10) and this second sign-in takes its own time.
    await expect(theirs).toContainText(/System update in ([89]|10):\d{2}/);
    await userPage.emulateMedia({ colorScheme: 'dark' });
    await expect(userPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousA11yViolations(userPage);
    const first = await theirs.textContent();
    await expect(theirs).not.toHaveText(first ?? '', { timeout: 3_000 });
    await userPage.getByRole('button', { name: 'Minimize' }).click();
    await expect(userPage.getByRole('button', { name: /^System update in \d+:\d{2}\. Show/ })).toBeVisible();
    await other.close();

    // Clearing removes it.
    await page.getByRole('button', { name: 'Clear Update' }).click();
    await expect(page.getByTestId('system-update-status')).toHaveText('No system update is scheduled.');
    await expect(countdown).toHaveCount(0);
  });
});
