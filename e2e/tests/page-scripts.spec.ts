import { expect, test } from '@playwright/test';

/**
 * Decision 063: the entry no longer lists every page's scripts; the build's table of them is fetched once the first
 * page has loaded, and a page opened from another asks for all its scripts at once.
 */
test('a page opened from another fetches its scripts from the build table, all at once', async ({ page }) => {
  const tables: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/page-scripts-[\w-]+\.json$/.test(request.url())) tables.push(request.url());
  });
  await page.goto('/login');
  await page.waitForLoadState('load');
  await expect.poll(() => tables.length).toBe(1);
  await expect(page.locator('link[rel="modulepreload"][href^="/assets/forgot-password-page-"]')).toHaveCount(
    0,
  );

  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][href^="/assets/forgot-password-page-"]')).toHaveCount(
    1,
  );
  expect(tables).toHaveLength(1);
});
