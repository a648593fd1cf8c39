import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs, signIn, signInFromStart } from './helpers.ts';

test.describe('sign-in and session', () => {
  test('home sends a visitor to login, and a signed-in user to the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Register new account' })).toHaveAttribute(
      'href',
      '/help-ticket?id=register',
    );
    await expect(page.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the server message in red and signs nobody in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'manager', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test('empty fields are refused with their messages before any call', async ({ page }) => {
    await page.goto('/login');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/Account/Login')) calls++;
    });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('reload keeps the session; logout ends it on the server', async ({ page }) => {
    await signInFromStart(page, 'manager');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('link', { name: 'Morgan Manager' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();

    // The old token no longer works anywhere.
    const res = await page.request.get('/api/Facility/GetUserFacilities', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fdashboard/);
  });

  test('after sign-in the redirectUrl is followed, nested values unwrapped', async ({ page }) => {
    const inner = encodeURIComponent('/login?redirectUrl=%2Fadmin%2Fsystem%2Fquartz%2Fpcg-history');
    await page.goto(`/login?redirectUrl=${inner}`);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/system\/quartz\/pcg-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
  });

  test('the inactivity flag shows its warning; errorMessage shows as a system message', async ({ page }) => {
    await page.goto('/login?inactive=true&errorMessage=Your%20sign-in%20link%20has%20expired.');
    await expect(
      page.getByText('You must sign back in because you had a period of inactivity during your session.'),
    ).toBeVisible();
    await expect(page.getByText('Your sign-in link has expired.')).toBeVisible();
  });

  test('a signed-in visitor who opens login is sent on', async ({ page }) => {
    await signedInAs(page, 'user');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('login page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/login?inactive=true');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
