import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  mainNav,
  openAllNavAreas,
  signedInAs,
  signInFromStart,
} from './helpers.ts';

const quartzPath = '/admin/system/quartz/pcg-history';

test.describe('signed-in shell', () => {
  test('navigation shows only what the user may view: admin', async ({ page }) => {
    await signInFromStart(page, 'admin');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // Decision 082: the page sits in Administration, under its plain name; the title stays the spec's.
    await nav.getByRole('button', { name: 'Administration' }).click();
    await expect(nav.getByRole('link', { name: 'Scheduled jobs' })).toBeVisible();
    await nav.getByRole('link', { name: 'Scheduled jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
    await expect(page).toHaveTitle(/Quartz History/);
  });

  test('navigation shows only what the user may view: user, who is refused the admin page', async ({
    page,
  }) => {
    await signInFromStart(page, 'user');
    await openAllNavAreas(page);
    await expect(mainNav(page).getByRole('button', { name: 'Administration' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Scheduled jobs' })).toHaveCount(0);
    await page.goto(quartzPath);
    await expect(
      page.getByText("Access Denied! You don't have access to this module.", { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('header, footer and the single facility of a user', async ({ page }) => {
    await signInFromStart(page, 'user');
    await expect(page.getByText('BETA', { exact: true })).toBeVisible();
    await expect(page.getByText('System by Bureau of Public Health Pharmacy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Web Release Notes' })).toHaveAttribute(
      'href',
      '/support/web-release-notes',
    );
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('link', { name: 'Uma User' })).toHaveAttribute(
      'href',
      /\/admin\/users\/user\/edit\/details\/\d+$/,
    );
    await expect(page.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      /\/admin\/users\/user\/edit\/notifications\/\d+$/,
    );
    // One facility: chosen for the user and remembered.
    await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveValue('Central Pharmacy');
    const stored = await page.evaluate(() => localStorage.getItem('userSelectedFacility'));
    expect(stored).toContain('Central Pharmacy');
  });

  test('a long facility name shows its long name in a tooltip', async ({ page }) => {
    await signInFromStart(page, 'manager');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: 'Orange County Health Department Pharmacy' }).click();
    await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveValue(
      'Orange County Health Department Pharmacy',
    );
    await page.getByRole('combobox', { name: 'Facility' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Department of Health in Orange County - Pharmacy Services, Orlando',
    );
  });

  test('choosing a facility opens its info; the info toggles', async ({ page }) => {
    await signInFromStart(page, 'manager');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: 'Leon County Clinic' }).click();
    const toggle = page.getByRole('button', { name: 'Facility info' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const info = page.getByRole('definition');
    await expect(info.filter({ hasText: 'Department of Health in Leon County - Clinic' })).toBeVisible();
    await expect(info.filter({ hasText: 'Bureau of Public Health Pharmacy' })).toBeVisible();
    await expect(info.filter({ hasText: 'Not supported' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Department of Health in Leon County - Clinic')).toBeHidden();
  });

  test('the fixed or collapsed navigation is remembered', async ({ page }) => {
    await signInFromStart(page, 'admin');
    const toggle = page.getByRole('button', { name: 'Keep navigation expanded' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('isNavFixed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Keep navigation expanded' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an unknown path shows the 404 screen where it was typed (decision 085); /404 is the same screen', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await signedInAs(page, 'user');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('The page could not be found.')).toBeVisible();
  });

  test('under 992 px a hamburger header replaces the side bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInFromStart(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Mantine slides the closed navbar out of view rather than removing it.
    await expect(nav).not.toBeInViewport();
    const burger = page.getByRole('button', { name: 'Navigation' });
    await expect(burger).toBeVisible();
    await burger.click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('button', { name: 'Administration' }).click();
    await nav.getByRole('link', { name: 'Scheduled jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the shell has no serious accessibility violations', async ({ page }) => {
    await signInFromStart(page, 'admin');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(quartzPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
