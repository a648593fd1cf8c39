import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, navLink, signedInAs, signInFromStart } from './helpers.ts';

/** One kept message of this test alone, with HTML that tries to run script. */
async function insertMessage() {
  const to = `outbox-${randomUUID().slice(0, 8)}@e2e.example`;
  await withDatabase((db) =>
    db.query(
      `insert into email_outbox (to_address, subject, text_body, html_body)
       values ($1, 'E2E outbox check', $2, $3)`,
      [
        to,
        'Plain text line one\n<b>not bold</b>',
        '<p>Hello <strong>there</strong></p><script>window.__outboxXss = 1</script><img src="x" onerror="window.__outboxXss = 2">',
      ],
    ),
  );
  return to;
}

test.describe('Email Outbox', () => {
  test('a system administrator finds a message and reads it safely', async ({ page }) => {
    const to = await insertMessage();
    await signInFromStart(page, 'sysadmin');
    await (await navLink(page, 'Email Outbox')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Outbox' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(to);
    const rows = page.getByRole('row').filter({ hasText: to });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('E2E outbox check');
    await expectNoSeriousA11yViolations(page);

    // Keyboard: focus the row's View button and open it with Enter.
    await rows.first().getByRole('button', { name: 'View' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'View Email' });
    await expect(dialog.getByText(to)).toBeVisible();
    // The text body is text: its markup is shown, not parsed.
    await expect(dialog.getByText('<b>not bold</b>')).toBeVisible();
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    await expect(dialog.getByText('there', { exact: true })).toBeVisible();
    await expect(dialog.locator('script')).toHaveCount(0);
    await expect(dialog.locator('img[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __outboxXss?: number }).__outboxXss)).toBeUndefined();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('links in a message are links, at the address the administrator browses from', async ({ page }) => {
    // Mail written without PUBLIC_BASE_URL names the server's own http://localhost:PORT; an administrator on
    // another machine reaches HOMER by another name. The API says which base the links were written with (its
    // own test covers that); here the answer names a base other than this page's, as it would for that reader.
    const writtenWith = 'http://homer-host:3000';
    const to = `outbox-links-${randomUUID().slice(0, 8)}@e2e.example`;
    await withDatabase((db) =>
      db.query(
        `insert into email_outbox (to_address, subject, text_body, html_body) values ($1, 'E2E links', $2, $3)`,
        [
          to,
          `Open ${writtenWith}/support/tickets/list. Or javascript:alert(1)`,
          `<p><a href="${writtenWith}/login">Sign in</a></p>`,
        ],
      ),
    );
    await page.route('**/api/Administration/EmailOutbox/GetMessage?*', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), linkBase: writtenWith } });
    });
    await signedInAs(page, 'sysadmin');
    await page.goto('/admin/system/email-outbox');
    const origin = new URL(page.url()).origin;
    await page.getByRole('searchbox', { name: 'Search' }).fill(to);
    await page.getByRole('row').filter({ hasText: to }).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'View Email' });
    const textLink = dialog.getByRole('link', { name: `${origin}/support/tickets/list` });
    await expect(textLink).toHaveAttribute('href', `${origin}/support/tickets/list`);
    await expect(textLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.getByText('. Or javascript:alert(1)')).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(1);
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    const htmlLink = dialog.getByRole('link', { name: 'Sign in' });
    await expect(htmlLink).toHaveAttribute('href', `${origin}/login`);
    await expect(htmlLink).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);
  });

  test('lists the mail Forgot Password sends', async ({ page }) => {
    const userName = `outbox-reset-${randomUUID().slice(0, 8)}`;
    await withDatabase((db) =>
      db.query(
        `insert into users (user_name, email, first_name, last_name, password_hash)
         select $1::text, $1::text || '@e2e.example', 'Olly', 'Outbox', password_hash from users where user_name = 'user'`,
        [userName],
      ),
    );
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${userName}@e2e.example`);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText('Please check your email to reset your password')).toBeVisible();

    await signedInAs(page, 'sysadmin');
    await page.goto('/admin/system/email-outbox');
    await page.getByRole('searchbox', { name: 'Search' }).fill(userName);
    const row = page.getByRole('row').filter({ hasText: `${userName}@e2e.example` });
    await expect(row).toContainText('HOMER password reset');
    await row.getByRole('button', { name: 'View' }).click();
    await expect(
      page.getByRole('dialog', { name: 'View Email' }).getByText(/\/change-password\?token=/),
    ).toBeVisible();
  });

  test('is refused to a user who is not an Admin system administrator', async ({ page }) => {
    await signInFromStart(page, 'manager');
    await expect(await navLink(page, 'Email Outbox')).toHaveCount(0);
    await page.goto('/admin/system/email-outbox');
    await expect(
      page.getByText("Access Denied! You don't have access to this module.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const res = await page.request.get('/api/Administration/EmailOutbox/GetList?pageSize=10', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(403);
    const anonymous = await page.request.get('/api/Administration/EmailOutbox/GetList?pageSize=10');
    expect(anonymous.status()).toBe(401);
  });
});
