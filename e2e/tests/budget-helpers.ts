import { expect, type Page } from '@playwright/test';

/**
 * Budget Tracking narrowed to one budget by name, across all fiscal years (other suites may move the current
 * one); the row it is in, on layouts that show a table.
 */
export async function findBudget(page: Page, name: string) {
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  // On a phone the list's toolbar waits behind its 'Filters' toggle (decision 092).
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: /^Filters:/ }).click();
  await page.getByRole('combobox', { name: 'Fiscal Year' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('1–1 of 1 records')).toBeVisible();
  return page.getByRole('row').filter({ hasText: name });
}
