import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signInFromStart } from './helpers.ts';

/** A user of this spec alone, with the demo password and (optionally) an enrolled device and MFA on. */
async function createUser(userName: string, withDevice = false): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash, fido_mfa_enabled)
       select $1::varchar, $1::varchar || '@e2e.example', 'Sec', initcap($1::varchar), password_hash, $2::boolean
       from users where user_name = 'admin' returning id`,
      [userName, withDevice],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    if (withDevice) {
      await client.query(
        `insert into webauthn_credentials (user_id, credential_id, public_key, device_name)
         values ($1, $2, 'cHVibGljLWtleQ', 'Lost phone')`,
        [id, `cred-${userName}`],
      );
    }
    return id;
  });
}

const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openSecurity(page: Page, userId: number) {
  await page.goto(`/admin/users/user/edit/security/${userId}`);
}

test.describe('user security tab', () => {
  test('a user administrator sees another user, removes a lost device; owner-only parts are hidden', async ({
    page,
  }) => {
    const userName = uniqueName('seclost');
    const userId = await createUser(userName, true);
    await signInFromStart(page, 'useradmin');
    await openSecurity(page, userId);
    // The record header names whose account this is (decision 084).
    await expect(page.getByRole('heading', { level: 1, name: 'User Security' })).toContainText(
      `(${userName})`,
    );
    await expect(page.getByRole('heading', { name: 'Change Password' })).toHaveCount(0);
    await expect(page.getByLabel('Device name')).toHaveCount(0);
    await expect(page.getByRole('switch', { name: /SecuGen fingerprint/ })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Remove Lost phone' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No devices enrolled.')).toBeVisible();
    // The last device went, so device sign-in went off with it.
    await expect(page.getByRole('switch', { name: /Device sign-in/ })).not.toBeChecked();
    const state = await withDatabase(async (client) => {
      const { rows } = await client.query<{ fido: boolean; devices: number }>(
        `select fido_mfa_enabled as fido, (select count(*)::int from webauthn_credentials where user_id = $1) as devices
         from users where id = $1`,
        [userId],
      );
      return rows[0];
    });
    expect(state).toEqual({ fido: false, devices: 0 });
  });

  test('a plain user cannot open someone else’s security tab', async ({ page }) => {
    const other = await createUser(uniqueName('secother'));
    await signInFromStart(page, 'user');
    await openSecurity(page, other);
    await expect(page.getByText(/Access Denied!/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toHaveCount(0);
  });

  test('details/currentUser opens the own details, unbuilt tabs the details, and Security the security tab', async ({
    page,
  }) => {
    const userName = uniqueName('sectabs');
    const userId = await createUser(userName);
    await page.goto('/login');
    await page.getByLabel('Username').fill(userName);
    await page.getByRole('textbox', { name: 'Password' }).fill('HomerDemo!2026');
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/admin/users/user/edit/details/currentUser');
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    await expect(page.getByLabel('Last Name')).toHaveValue(new RegExp(`^${userName}$`, 'i'));
    await page.goto(`/admin/users/user/edit/notifications/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User Notifications' })).toBeVisible();
    await page.getByRole('navigation', { name: 'User tabs' }).getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/security/${userId}$`));
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

    // A wrong current password is the server's message; nothing changes.
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel(/^New Password/).fill('Xk9#mQ2$vLp7');
    await page.getByLabel('Confirm New Password').fill('Xk9#mQ2$vLp7');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The current password is incorrect.' }),
    ).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('Xk9#mQ2$vLp8');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
  });

  test('the owner signs out everywhere else: another browser and its phone end, this browser stays', async ({
    page,
  }) => {
    const userName = uniqueName('secself');
    const userId = await createUser(userName);
    // Signed in elsewhere, with a phone opened by that session's QR code (decision 066).
    const login = await page.request.post('/api/Account/Login', {
      data: { userName, password: 'HomerDemo!2026' },
    });
    const elsewhere: string = (await login.json()).value.token;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const qr = await page.request.post('/api/QrLogin/CreateToken', { headers: bearer(elsewhere) });
    const scanned = await page.request.post(
      `/api/QrLogin/ValidateToken?token=${encodeURIComponent((await qr.json()).value.token)}`,
    );
    const phone: string = (await scanned.json()).value.token;
    const signedIn = async (token: string) =>
      (await page.request.post('/api/Account/GetUserInfo', { headers: bearer(token) })).json();
    expect(await signedIn(phone)).toMatchObject({ id: userId, mobileScanning: true });

    await page.goto('/login');
    await page.getByLabel('Username').fill(userName);
    await page.getByRole('textbox', { name: 'Password' }).fill('HomerDemo!2026');
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    // Signed in once the login page is left; the dashboard itself is not what this test is about.
    await expect(page).not.toHaveURL(/\/login/);
    await openSecurity(page, userId);
    await expect(page.getByRole('heading', { name: 'Your Sessions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const card = page.getByRole('region', { name: 'Your Sessions' });
    // Cancelling ends nothing.
    await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await signedIn(elsewhere)).toMatchObject({ id: userId });

    await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(
      page.getByText('Your other sessions have ended, phones included.', { exact: false }),
    ).toBeVisible();
    expect(await signedIn(elsewhere)).toBeNull();
    expect(await signedIn(phone)).toBeNull();
    // This browser is still signed in: the page comes back with its user menu instead of the login page.
    await page.reload();
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/security/${userId}$`));
  });
});
