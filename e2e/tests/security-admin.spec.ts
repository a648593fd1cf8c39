import { type Browser, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, signInFromStart } from './helpers.ts';

const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A user of this spec alone, with the demo password, at User in `module`. */
async function createUser(userName: string, module = 'BA'): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $1::varchar || '@e2e.example', 'Sam', initcap($1::varchar), password_hash
       from users where user_name = 'admin' returning id`,
      [userName],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    await client.query(`insert into module_access (user_id, module, role) values ($1, $2, 'User')`, [
      id,
      module,
    ]);
    return id;
  });
}

/** Enrols a (stand-in) device and turns device sign-in on, as if the user had done it on their own tab. */
async function giveDevice(userId: number) {
  await withDatabase(async (client) => {
    await client.query(
      `insert into webauthn_credentials (user_id, credential_id, public_key, device_name)
       values ($1, $2, 'cHVibGljLWtleQ', 'Work laptop')`,
      [userId, `cred-${userId}`],
    );
    await client.query('update users set fido_mfa_enabled = true where id = $1', [userId]);
  });
}

async function signedInPage(browser: Browser, userName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromStart(page, userName);
  return { context, page };
}

test.describe('account security administration', () => {
  test('a user administrator resets a user’s MFA and signs them out everywhere', async ({
    page,
    browser,
  }) => {
    const userName = uniqueName('secadm');
    // Admin at User: a UserAdmin ranks at least as high there, so may reset it (decision 065).
    const userId = await createUser(userName, 'Admin');
    const user = await signedInPage(browser, userName);
    await giveDevice(userId);

    await signedInAs(page, 'useradmin');
    await page.goto(`/admin/users/user/edit/security/${userId}`);
    const admin = page.getByRole('region', { name: 'Sessions and Sign-in Reset' });
    await expect(admin.getByRole('table')).toBeVisible();
    await expect(admin.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('switch', { name: /Device sign-in/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await admin.getByRole('button', { name: 'Reset MFA' }).click();
    const resetDialog = page.getByRole('dialog', { name: 'Reset MFA' });
    await expect(resetDialog).toContainText('Remove every device and the fingerprint');
    await resetDialog.getByRole('button', { name: 'Reset MFA' }).click();
    await expect(page.getByText('Multi-factor sign-in was reset.')).toBeVisible();
    await expect(page.getByText('No devices enrolled.')).toBeVisible();
    await expect(page.getByRole('switch', { name: /Device sign-in/ })).not.toBeChecked();

    // The user was still signed in; after "Sign out everywhere" their next request sends them to sign in.
    await user.page.goto('/support/web-release-notes');
    await expect(user.page.getByRole('heading', { level: 1, name: 'Web Release Notes' })).toBeVisible();
    await admin.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out everywhere' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expect(page.getByText('The user was signed out everywhere.')).toBeVisible();
    await expect(admin.getByText(/is not signed in anywhere/)).toBeVisible();
    await user.page.goto('/support/web-release-notes');
    await expect(user.page).toHaveURL(/\/login/);

    const audit = await withDatabase(async (client) => {
      const { rows } = await client.query<{ field: string }>(
        `select field from global_audit where table_name in ('users', 'webauthn_credentials')
         and entity_id = $1::text and changed_by = (select id from users where user_name = 'useradmin')`,
        [userId],
      );
      return rows.map((r) => r.field);
    });
    expect(audit).toEqual(expect.arrayContaining(['fido_mfa_enabled', 'device_name', 'sessions_revoked_at']));
    await user.context.close();
  });

  test('the access review lists a grant with who made it, and exports', async ({ page }) => {
    const userName = uniqueName('review');
    const userId = await createUser(userName);
    await signInFromStart(page, 'admin');
    // A grant made by the administrator (app.user_id is what the API's transactions set), so it carries its author.
    const ndc = await withDatabase(async (client) => {
      await client.query(
        `select set_config('app.user_id', (select id::text from users where user_name = 'admin'), false)`,
      );
      await client.query(
        `insert into module_access (user_id, module, role) values ($1, 'NDC', 'Technician')`,
        [userId],
      );
      const { rows } = await client.query<{ by: number | null }>(
        `select granted_by as by from module_access where user_id = $1 and module = 'NDC'`,
        [userId],
      );
      return rows[0]?.by;
    });
    expect(ndc).not.toBeNull();

    await page.goto('/admin/users/access-review');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Review' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(userName);
    // The search applies after its debounce: then only this user's two grants are listed.
    await expect(page.getByRole('row')).toHaveCount(3);
    const row = page.getByRole('row').filter({ hasText: userName }).filter({ hasText: 'NDC' });
    await expect(row).toContainText('Technician');
    await expect(row).toContainText('Avery Admin (admin)');
    await expect(page.getByRole('row').filter({ hasText: userName }).filter({ hasText: 'BA' })).toContainText(
      'System',
    );
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Access Review-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).slice(2).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(rows.map((r) => `${r[0]} ${r[4]} ${r[5]}`).sort()).toEqual([
      `${userName} BA User`,
      `${userName} NDC Technician`,
    ]);
  });

  test('the access review is for system administrators only', async ({ page }) => {
    await signInFromStart(page, 'useradmin');
    await expect(page.getByRole('link', { name: 'Access Review' })).toHaveCount(0);
    await page.goto('/admin/users/access-review');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Review' })).toHaveCount(0);
  });
});
