import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

/**
 * Issue 27 point 14: a list column whose spec name is terse keeps that name and explains it in plain words, from
 * an info button beside its header that opens by pointer and by keyboard and is read out (shared ListTable).
 */
test('the Global Audit List explains Secure Area? by pointer and by keyboard, its header keeping the spec name', async ({
  page,
}) => {
  const explanation =
    'Yes when the changed record holds patient data (such as a home-delivery request). Those pages need a second sign-in factor.';
  await signedInAs(page, 'admin');
  await page.goto('/admin/users/global-audit-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Global Audit List' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Secure Area?', exact: true })).toBeVisible();
  const hint = page.getByRole('button', { name: 'About Secure Area?' });
  await expect(hint).toHaveAccessibleDescription(explanation);
  const tooltip = page.getByRole('tooltip');

  await hint.hover();
  await expect(tooltip).toHaveText(explanation);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // From the sort button of Date Changed, the next stop is the hint (the columns between have none).
  await page.getByRole('button', { name: 'Date Changed', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(hint).toBeFocused();
  await expect(tooltip).toHaveText(explanation);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});
