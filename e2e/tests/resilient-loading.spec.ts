import { expect, type Page, test } from '@playwright/test';
import { navLink, signInFromStart } from './helpers.ts';

/** Quartz History's own chunk: a page the signed-in start does not load before it is opened. */
const quartzChunk = /\/assets\/quartz-history-page-[\w-]+\.js$/;

async function openQuartzHistory(page: Page) {
  await (await navLink(page, 'Scheduled jobs')).click();
}

test.describe('a page whose code does not load', () => {
  test.beforeEach(async ({ page }) => {
    await signInFromStart(page, 'admin');
  });

  test('a blocked page chunk shows the reload screen inside the shell, and reloading recovers', async ({
    page,
  }) => {
    await page.route(quartzChunk, (route) => route.abort());
    await openQuartzHistory(page);
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(screen).toContainText('This page could not be displayed.');
    // The shell stays: the person can go elsewhere.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByText('HOMER has been updated with new features.')).toHaveCount(0);

    await page.unroute(quartzChunk);
    await screen.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
  });

  test('after a release the missing chunk offers a reload, and the new-version banner shows', async ({
    page,
  }) => {
    await page.route(quartzChunk, (route) => route.abort());
    // The server now names another entry script: a new build was deployed since this page started.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /\/assets\/index-[\w-]+\.js/,
          '/assets/index-NEWBUILD.js',
        );
        return route.fulfill({ response, body });
      },
    );
    await openQuartzHistory(page);
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { level: 1, name: 'A new version is available' })).toBeVisible();
    await expect(screen).toContainText('HOMER has been updated with new features.');
    const banner = page.getByRole('status').filter({ hasText: 'HOMER has been updated with new features.' });
    await expect(banner).toBeVisible();

    await page.unroute(quartzChunk);
    await banner.getByRole('button', { name: 'Click here to reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
  });

  test('offline says so and the page loads by itself when the connection is back', async ({
    page,
    context,
  }) => {
    await context.setOffline(true);
    await openQuartzHistory(page);
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(screen).toContainText('this device is offline');

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
  });
});

test('a toast whose code cannot load leaves the page working, and shows once the code comes', async ({
  page,
}) => {
  // The toast host's chunk loads with the first toast: when the server is out of reach, that is the moment its
  // fetch fails too (a live-updates run once saw the whole app go white here).
  const toastChunk = /\/assets\/notifications-stack-[\w-]+\.(js|css)$/;
  await signInFromStart(page, 'admin');
  await page.route(toastChunk, (route) => route.abort());
  await page.route(/\/api\/Dashboard\/GetUserDashboardInfo/, (route) => route.abort());
  await page.reload();

  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(dashboard).toBeVisible();
  const toast = page.getByText(
    'The request could not be processed because a network transmission error occurred.',
  );
  await page.waitForTimeout(1000);
  await expect(toast).toHaveCount(0);
  await expect(dashboard).toBeVisible();

  // The host asks again every few seconds; once the chunk is there, the waiting toast shows.
  await page.unroute(toastChunk);
  await expect(toast.first()).toBeVisible({ timeout: 15_000 });
  await expect(dashboard).toBeVisible();
});
