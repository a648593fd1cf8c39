import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';

/** A user of this spec alone, with the demo password (copied from the demo admin's hash). */
async function createUser(userName: string, flags: { needToResetPin?: boolean } = {}): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash, need_to_reset_pin)
       select $1::varchar, $1::varchar || '@e2e.example', 'Mfa', initcap($1::varchar), password_hash, $2::boolean
       from users where user_name = 'admin'
       returning id`,
      [userName, flags.needToResetPin ?? false],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    return id;
  });
}

const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Chromium's virtual authenticator (CTAP2, built-in, user verified): WebAuthn works without hardware. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signInToSecurityPage(page: Page, userName: string, userId: number) {
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/users/user/edit/security/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Security' })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe('multi-factor sign-in', () => {
  test('enrol a device on the security tab, then sign in with password and device', async ({ page }) => {
    const userName = uniqueName('mfadev');
    const userId = await createUser(userName);
    await addVirtualAuthenticator(page);
    await signInToSecurityPage(page, userName, userId);

    // Turning device sign-in on before a device exists is refused with the server's message.
    await page.getByRole('switch', { name: /Device sign-in/ }).click({ force: true });
    await expect(page.getByText('Enroll a device before turning on device sign-in.')).toBeVisible();

    await page.getByLabel('Device name').fill('Virtual key');
    await page.getByRole('button', { name: 'Enroll Device' }).click();
    await expect(page.getByRole('cell', { name: 'Virtual key', exact: true })).toBeVisible();
    await page.getByRole('switch', { name: /Device sign-in/ }).click({ force: true });
    await expect(page.getByRole('switch', { name: /Device sign-in/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await logout(page);
    await signIn(page, userName);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const session = await withDatabase(async (client) => {
      const { rows } = await client.query<{ mfa_verified: boolean }>(
        'select mfa_verified from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
        [userId],
      );
      return rows[0];
    });
    expect(session?.mfa_verified).toBe(true);
    const history = await withDatabase(
      async (client) =>
        (
          await client.query('select reason from login_history where user_id = $1 and reason = $2', [
            userId,
            'mfa-device',
          ])
        ).rowCount,
    );
    expect(history).toBe(1);
  });

  test('both methods: the choice screen, a wrong fingerprint, then the right one', async ({ page }) => {
    const userName = uniqueName('mfaboth');
    const userId = await createUser(userName);
    await addVirtualAuthenticator(page);
    await signInToSecurityPage(page, userName, userId);

    await page.getByLabel('Fingerprint sample').fill('right index');
    await page.getByRole('button', { name: 'Enroll Fingerprint' }).click();
    await expect(page.getByText('Enrolled', { exact: true })).toBeVisible();
    await page.getByLabel('Device name').fill('Laptop');
    await page.getByRole('button', { name: 'Enroll Device' }).click();
    await expect(page.getByRole('cell', { name: 'Laptop', exact: true })).toBeVisible();
    await page.getByRole('switch', { name: /SecuGen fingerprint/ }).click({ force: true });
    await expect(page.getByRole('switch', { name: /SecuGen fingerprint/ })).toBeChecked();
    await page.getByRole('switch', { name: /Device sign-in/ }).click({ force: true });
    await expect(page.getByRole('switch', { name: /Device sign-in/ })).toBeChecked();

    await logout(page);
    await signIn(page, userName);
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-Factor Authentication' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Device' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Keyboard: tab to SecuGen and press Enter.
    await page.getByRole('button', { name: 'SecuGen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify with SecuGen' })).toBeVisible();

    // Enter submits only once the reader mode is known (the button is disabled until then), as for a person.
    await expect(page.getByRole('button', { name: 'Verify Fingerprint' })).toBeEnabled();
    await page.getByLabel('Fingerprint scan').fill('left thumb');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect Fingerprint.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();

    await page.getByLabel('Fingerprint scan').fill('right index');
    await page.getByRole('button', { name: 'Verify Fingerprint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a user who must reset the PIN lands on the security tab and changes the password by keyboard', async ({
    page,
  }) => {
    const userName = uniqueName('mfapin');
    const userId = await createUser(userName, { needToResetPin: true });
    await page.goto('/login');
    await signIn(page, userName);
    await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/security/${userId}$`));
    await expect(page.getByText('Please change your password before you continue.')).toBeVisible();

    await page.getByLabel('Current Password').focus();
    await page.keyboard.type('HomerDemo!2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password must be at least 10 characters.')).toBeVisible();

    await page.getByLabel(/^New Password/).fill('Xk9#mQ2$vLp7');
    await page.getByLabel('Confirm New Password').fill('Xk9#mQ2$vLp7');
    await page.getByLabel('Confirm New Password').press('Enter');
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page.getByText('Please change your password before you continue.')).toBeHidden();
    const flag = await withDatabase(
      async (client) =>
        (
          await client.query<{ need_to_reset_pin: boolean }>(
            'select need_to_reset_pin from users where id = $1',
            [userId],
          )
        ).rows[0]?.need_to_reset_pin,
    );
    expect(flag).toBe(false);
  });
});
