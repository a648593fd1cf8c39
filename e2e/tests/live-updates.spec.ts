import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInFromStart } from './helpers.ts';

/** A local date-time input value `minutes` from now. */
function localInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test.describe('live updates', () => {
  test('a countdown scheduled by an admin appears in another open browser without a reload', async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    const userPage = await other.newPage();
    await signInFromStart(userPage, 'user');
    const theirs = userPage.getByTestId('system-update-countdown');
    await expect(theirs).toHaveCount(0);
    const loads: string[] = [];
    userPage.on('framenavigated', (frame) => loads.push(frame.url()));

    await signInFromStart(page, 'sysadmin');
    await page.goto('/admin/system/update');
    await page.getByLabel('Update Date').fill(localInput(20));
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Live countdown check.');
    await page.getByRole('button', { name: 'Schedule Update' }).click();

    await expect(theirs).toContainText(/System update in (19|20):\d{2}/);
    await expect(theirs).toContainText('Live countdown check.');

    await page.getByRole('button', { name: 'Clear Update' }).click();
    await expect(theirs).toHaveCount(0);
    expect(loads).toEqual([]);
    await other.close();
  });

  test('the lost-updates banner shows while the stream fails and goes once it reconnects', async ({
    page,
  }) => {
    await signInFromStart(page, 'user');
    const banner = page.getByTestId('live-updates-lost');
    await expect(banner).toHaveCount(0);

    await page.route('**/api/sse-notif/stream**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    // A reload starts a stream that the server now refuses.
    await page.reload();
    await expect(banner).toContainText(
      'Live updates have been disabled, chat features and background processes will not update automatically.',
    );
    await expect(banner.getByRole('button', { name: 'Refresh page to enable live updates' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/sse-notif/stream**');
    await expect(banner).toHaveCount(0, { timeout: 20_000 });
  });
});
