import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers.ts';

test.describe('login with SSO', () => {
  test('the toggle switches to an email; limits are checked; without SSO set up the server says so', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login With SSO' }).click();
    await expect(page.getByLabel('Username')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Regular Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').press('Enter');
    await expect(page.getByText('Enter a valid email.')).toBeVisible();

    // This run has no identity provider configured.
    await page.getByLabel('Email').fill('someone@health.example.gov');
    await page.getByLabel('Email').press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Single sign-on is not configured for this installation.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Regular Login' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('useSso=true opens SSO mode; a failed SSO return shows the server message', async ({ page }) => {
    await page.goto('/login?useSso=true');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/login?userIdFromSso=1&ssoCode=forged-code');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your single sign-on attempt has expired.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('loggedInUsingSso'))).toBeNull();
  });
});
