import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import {
  demoPassword,
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  signIn,
  tickHoneypot,
} from './helpers.ts';
import { fieldMessage } from './public-form-helpers.ts';

const newPassword = 'plum-Harbour-7-lantern';

/** A user of this test alone (tests run in parallel with others'), signing in with the demo password. */
async function createUser(prefix: string) {
  const userName = `${prefix}-${randomUUID().slice(0, 8)}`;
  const email = `${userName}@e2e.example`;
  const id = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1, $2, 'Pat', 'Reset', password_hash from users where user_name = 'user'
       returning id`,
      [userName, email],
    );
    return rows[0]?.id ?? 0;
  });
  return { id, userName, email };
}

/** A reset token written straight to the database (only its hash is stored, as the API does). */
async function insertToken(userId: number, expiresIn: string, used = false) {
  const token = `e2e-${randomUUID()}`;
  await withDatabase((db) =>
    db.query(
      `insert into password_reset_tokens (user_id, token_hash, expires_at, used_at)
       values ($1, encode(sha256(convert_to($2, 'UTF8')), 'hex'), now() + $3::interval, $4)`,
      [userId, token, expiresIn, used ? new Date() : null],
    ),
  );
  return `/change-password?token=${encodeURIComponent(token)}&userId=${userId}`;
}

async function tokenUsed(userId: number) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ used: boolean }>(
      'select bool_or(used_at is not null) as used from password_reset_tokens where user_id = $1',
      [userId],
    );
    return rows[0]?.used ?? false;
  });
}

async function resetLinkFromOutbox(email: string) {
  let link = '';
  await expect(async () => {
    const [mail] = await outboxFor(email);
    link = mail?.text_body.match(/https?:\/\/\S+\/change-password\?\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 5000 });
  return new URL(link);
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the field was never reached with Tab');
}

test.describe('Forgot Password and Change Password', () => {
  test('forgot → link from the outbox → change → sign in with the new password', async ({ page }) => {
    const user = await createUser('pw-happy');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'Email' }).fill(user.email.toUpperCase());
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password Confirmation' })).toBeVisible();
    await expect(fieldMessage(page, 'Please check your email to reset your password')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const link = await resetLinkFromOutbox(user.email);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    for (const requirement of [
      'At least 10 characters',
      'No more than 2 sequential characters (such as aaa, abc or 321)',
      'Not a commonly used password',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: requirement })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();

    // On success the page goes to / (which sends a signed-out visitor to login).
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      fieldMessage(page, 'Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();
    await signIn(page, user.userName, newPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The link was single-use.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      fieldMessage(page, 'This password reset link has already been used. Please request a new one.'),
    ).toBeVisible();
  });

  test('both forms can be completed with the keyboard alone', async ({ page }) => {
    const user = await createUser('pw-keys');
    await page.goto('/forgot-password');
    const email = page.getByRole('textbox', { name: 'Email' });
    await tabTo(page, email);
    await page.keyboard.type(user.email);
    await expectSecurityCheckPassed(page, 'Send Email');
    await page.keyboard.press('Enter');
    await expect(fieldMessage(page, 'Please check your email to reset your password')).toBeVisible();

    const link = await resetLinkFromOutbox(user.email);
    await page.goto(`${link.pathname}${link.search}`);
    const password = page.getByRole('textbox', { name: 'New Password', exact: true });
    await tabTo(page, password);
    await page.keyboard.type(newPassword);
    await tabTo(page, page.getByRole('textbox', { name: 'Confirm New Password' }));
    await page.keyboard.type(newPassword);
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, user.userName, newPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the password rules are shown on the fields and nothing is sent', async ({ page }) => {
    const user = await createUser('pw-rules');
    await page.goto(await insertToken(user.id, '2 hours'));
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/Account/ChangePassword')) calls++;
    });
    const password = page.getByRole('textbox', { name: 'New Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm New Password' });
    const submit = page.getByRole('button', { name: 'Change Password' });
    const cases = [
      ['Tq5-wirl', 'Tq5-wirl', 'Password must be at least 10 characters.'],
      ['Tq5-wirl-abc', 'Tq5-wirl-abc', 'Password cannot contain more than 2 sequential characters.'],
      ['Tq5-wirl-aaa', 'Tq5-wirl-aaa', 'Password cannot contain more than 2 sequential characters.'],
      ['Basketball', 'Basketball', 'Pick a less common password.'],
      [newPassword, `${newPassword}!`, 'Passwords do not match.'],
    ] as const;
    for (const [value, confirmation, message] of cases) {
      await password.fill(value);
      await confirm.fill(confirmation);
      await submit.click();
      await expect(fieldMessage(page, message, { exact: true })).toBeVisible();
    }
    // The message is tied to its field for screen readers.
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    await expect(password).not.toHaveAttribute('data-invalid', 'true');
    expect(calls).toBe(0);
    expect(await tokenUsed(user.id)).toBe(false);
  });

  test('an expired link shows its message in red in place of the form', async ({ page }) => {
    const user = await createUser('pw-expired');
    await page.goto(await insertToken(user.id, '-1 minute'));
    const message = page.getByText('This password reset link has expired. Please request a new one.');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a link for another user is refused; a missing token gives the error system message', async ({
    page,
  }) => {
    const user = await createUser('pw-other');
    const other = await createUser('pw-other');
    const link = await insertToken(user.id, '2 hours');
    await page.goto(link.replace(`userId=${user.id}`, `userId=${other.id}`));
    await expect(
      fieldMessage(page, 'This password reset link is not valid. Please request a new one.'),
    ).toBeVisible();

    await page.goto('/change-password');
    await expect(
      fieldMessage(
        page,
        'There was a problem processing your change password request. Please contact an administrator.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
  });

  test('a ticked honeypot on Forgot Password sends no mail', async ({ page }) => {
    const user = await createUser('pw-bot');
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await tickHoneypot(page);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(fieldMessage(page, 'This submission cannot be accepted.')).toBeVisible();
    await expect(page.getByText('Please check your email to reset your password')).toHaveCount(0);
    const tokens = await withDatabase(async (db) => {
      const { rows } = await db.query('select 1 from password_reset_tokens where user_id = $1', [user.id]);
      return rows.length;
    });
    expect(tokens).toBe(0);
    expect(await outboxFor(user.email)).toEqual([]);
  });

  test('a ticked honeypot on Change Password changes nothing', async ({ page }) => {
    const user = await createUser('pw-bot-change');
    await page.goto(await insertToken(user.id, '2 hours'));
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
    await tickHoneypot(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(fieldMessage(page, 'This submission cannot be accepted.')).toBeVisible();
    expect(await tokenUsed(user.id)).toBe(false);
    await page.goto('/login');
    await signIn(page, user.userName, demoPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an invalid email is refused on the field before any call', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(fieldMessage(page, 'Enter a valid email.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(fieldMessage(page, 'Email is required.')).toBeVisible();
  });
});
