import { expect, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, signIn } from './helpers.ts';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const newPassword = 'plum-Harbour-7-lantern';

test('a user administrator creates a user with module access; the new user sets a password by the welcome link and signs in', async ({
  page,
  browser,
}) => {
  const userName = unique('created');
  const email = `${userName}@e2e.example`;
  await signedInAs(page, 'useradmin');
  await page.goto('/admin/users/list');
  await page.getByRole('link', { name: 'Create user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create User' })).toBeVisible();
  await expect(page).toHaveTitle(/Create User/);
  await expectNoSeriousA11yViolations(page);

  // Refused as a whole: the summary lists the fields, nothing is stored.
  await page.getByRole('button', { name: 'Save' }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('First name is required.');
  await expect(summary).toContainText('Choose the module of the first module access.');

  await page.getByRole('textbox', { name: 'First Name' }).fill('Casey');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Created');
  await page.getByRole('textbox', { name: 'User Name' }).fill(userName);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Module' }).click();
  // A UserAdmin is offered only what they may grant: the Admin module, nothing above UserAdmin.
  await expect(page.getByRole('option', { name: 'BA' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'SystemAdmin' })).toHaveCount(0);
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/users\/user\/edit\/details\/\d+$/);
  await expect(page.getByText('User created. A welcome email')).toBeVisible();
  const grants = await withDatabase(async (client) => {
    const { rows } = await client.query<{ module: string; role: string; has_password: boolean }>(
      `select m.module, m.role, u.password_hash is not null as has_password
       from users u join module_access m on m.user_id = u.id where u.user_name = $1`,
      [userName],
    );
    return rows;
  });
  expect(grants).toEqual([{ module: 'Admin', role: 'User', has_password: false }]);

  let link = '';
  await expect(async () => {
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('Welcome to HOMER');
    link = mail?.text_body.match(/https?:\/\/\S+\/change-password\?\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 5000 });

  // The new user, in a browser of their own.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  const url = new URL(link);
  await newcomer.goto(`${url.pathname}${url.search}`);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await newcomer.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await newcomer.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
  await newcomer.getByRole('button', { name: 'Change Password' }).click();
  await expect(newcomer).toHaveURL(/\/login$/);
  await signIn(newcomer, userName, newPassword);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await context.close();
});

test('a duplicate email is refused on the field and nothing is created', async ({ page }) => {
  const userName = unique('dup');
  await signedInAs(page, 'sysadmin');
  await page.goto('/admin/users/create');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Dana');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Duplicate');
  await page.getByRole('textbox', { name: 'User Name' }).fill(userName);
  const adminEmail = await withDatabase(async (client) => {
    const { rows } = await client.query<{ email: string }>(
      "select email from users where user_name = 'admin'",
    );
    return rows[0]?.email ?? '';
  });
  await page.getByRole('textbox', { name: 'Email' }).fill(adminEmail.toUpperCase());
  await page.getByRole('combobox', { name: 'Module' }).click();
  await page.getByRole('option', { name: 'BA', exact: true }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-error-summary]')).toContainText(
    'Another user already has this email address.',
  );
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
  const count = await withDatabase(async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from users where user_name = $1',
      [userName],
    );
    return rows[0]?.n;
  });
  expect(count).toBe(0);
});

test('an administrator unlocks a locked account and emails the users of a filter', async ({ page }) => {
  const userName = unique('locked');
  await withDatabase(async (client) => {
    await client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $1::varchar || '@e2e.example', 'Lou', 'Locked', password_hash
       from users where user_name = 'admin'`,
      [userName],
    );
    // Five wrong passwords from one address: the throttle's wait, shown as "Locked".
    await client.query(
      `insert into login_history (user_name, ip_address, address_key, was_successful, reason)
       select $1, '203.0.113.9', '203.0.113.9', false, 'bad-credentials' from generate_series(1, 5)`,
      [userName],
    );
  });
  await signedInAs(page, 'useradmin');
  await page.goto('/admin/users/list');
  await page.getByRole('searchbox', { name: 'Search' }).fill(userName);
  const row = page.getByRole('row').filter({ hasText: userName });
  await expect(row.getByText('Locked', { exact: true })).toBeVisible();
  // The search applies: the header row and the one user.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Unlock Lou Locked' }).click();
  await expect(page.getByText('The account is unlocked')).toBeVisible();
  await expect(row.getByText('Locked', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: 'Send password reset email to Lou Locked' }).click();
  await expect(page.getByText('A password reset email has been sent.')).toBeVisible();
  await expect.poll(async () => (await outboxFor(`${userName}@e2e.example`)).length).toBe(1);

  await page.getByRole('button', { name: 'Email all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send welcome / reset email' });
  await expect(dialog).toContainText('Send an email to 1 user of the current filter?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Emails sent to 1 user.')).toBeVisible();
  await expect.poll(async () => (await outboxFor(`${userName}@e2e.example`)).length).toBe(2);
});
