import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signInFromStart } from './helpers.ts';

const auditPath = '/admin/users/global-audit-list';

test.describe('Global Audit List', () => {
  // No admin edit screen exists yet, so the audited change is made the way the API makes it: in a transaction
  // naming its actor (Avery Admin). Runs once per worker; the second run changes nothing and writes no rows.
  test.beforeAll(async () => {
    await withDatabase((db) =>
      db.query(`
        begin;
        select set_config('app.user_id', (select id::text from users where user_name = 'admin'), true);
        update users set first_name = 'Auditee' where user_name = 'useradmin';
        update users set phone_number = 'Changed <img src=x>' where user_name = 'useradmin';
        commit;`),
    );
  });

  test('an admin filters the list down to a change and sees its old and new values', async ({ page }) => {
    await signInFromStart(page, 'admin');
    await page.goto(auditPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Global Audit List' })).toBeVisible();
    for (const header of [
      'Date Changed',
      'Business Area',
      'Module',
      'Record Affected',
      'Secure Area?',
      'Field',
      'Changed From',
      'Changed To',
      'Changed By',
    ]) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('columnheader', { name: 'DB #' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Date Changed' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The default one-month range is a filter.
    await expect(page.getByText('1 filter active')).toBeVisible();

    await page.getByRole('combobox', { name: 'Business Area' }).click();
    await page.getByRole('option', { name: 'Administration' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Changed By' }).click();
    await page.getByRole('option', { name: 'Avery Admin' }).click();
    await expect(page.getByText('3 filters active')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'RX Number' })).toHaveValue('');

    const change = page.getByRole('row').filter({ hasText: 'first_name' }).filter({ hasText: 'Auditee' });
    await expect(change).toHaveCount(1);
    const cells = change.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Administration');
    await expect(cells.nth(2)).toHaveText('Admin');
    await expect(cells.nth(3)).toHaveText(/^User #\d+$/);
    await expect(cells.nth(4)).toHaveText('No');
    await expect(cells.nth(6)).toHaveText('Ursula');
    await expect(cells.nth(7)).toHaveText('Auditee');
    await expect(change.getByRole('link', { name: 'Avery Admin' })).toHaveAttribute(
      'href',
      /^\/admin\/users\/user\/edit\/details\/\d+$/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a value someone typed markup into reads as it was stored', async ({ page }) => {
    await signInFromStart(page, 'admin');
    await page.goto(auditPath);
    await page.getByRole('combobox', { name: 'Changed By' }).click();
    await page.getByRole('option', { name: 'Avery Admin' }).click();
    const typed = page
      .getByRole('row')
      .filter({ hasText: 'phone_number' })
      .filter({ hasText: 'Changed <img' });
    await expect(typed).toHaveCount(1);
    await expect(typed.getByRole('cell').nth(7)).toHaveText('Changed <img src=x>');
    await expect(typed.locator('img')).toHaveCount(0);
  });

  test('the search finds a changed value from three characters; shorter, the box says so', async ({
    page,
  }) => {
    await signInFromStart(page, 'admin');
    await page.goto(auditPath);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Au');
    await expect(search).toHaveAccessibleDescription('Type at least 3 characters to search.');
    // Nothing was searched: the page still shows other changes.
    await expect(page.getByText('1 filter active')).toBeVisible();
    await search.fill('Auditee');
    await expect(search).not.toHaveAccessibleDescription('Type at least 3 characters to search.');
    await expect(page.getByText('2 filters active')).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: 'Auditee' });
    await expect(rows.first()).toBeVisible();
    const others = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .filter({ hasNotText: 'Auditee' });
    await expect(others).toHaveCount(0);
  });

  test('an RX number nobody has leaves nothing; Clear brings back the defaults', async ({ page }) => {
    await signInFromStart(page, 'admin');
    await page.goto(auditPath);
    await page.getByRole('textbox', { name: 'RX Number' }).fill('0000000');
    await expect(page.getByText('2 filters active')).toBeVisible();
    await expect(page.getByText('No records found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'RX Number' })).toHaveValue('');
    await expect(page.getByText('1 filter active')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Auditee' }).first()).toBeVisible();
  });

  test('the date range picker shows two months, applies and clears', async ({ page }) => {
    await signInFromStart(page, 'admin');
    await page.goto(auditPath);
    const range = page.getByRole('button', {
      name: /^Date Changed \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/,
    });
    await expect(range).toBeVisible();
    await range.click();
    const dialog = page.getByRole('dialog', { name: 'Date Changed' });
    await expect(dialog.getByRole('table')).toHaveCount(2);
    // Today is the last day that can be picked.
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('button', { name: 'Date Changed Any date' })).toBeVisible();
    await expect(page.getByText(/filters? active/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Date Changed Any date' }).click();
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    const days = dialog.locator('button[data-today]');
    await days.first().click();
    await days.first().click();
    await apply.click();
    await expect(page.getByRole('button', { name: /^Date Changed (\S+) – \1$/ })).toBeVisible();
    await expect(page.getByText('1 filter active')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Auditee' }).first()).toBeVisible();
  });

  test('sorting by Date Changed reverses the order', async ({ page }) => {
    await signInFromStart(page, 'admin');
    await page.goto(auditPath);
    const header = page.getByRole('columnheader', { name: 'Date Changed' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('columnheader', { name: 'Field' }).getByRole('button')).toHaveCount(0);
  });

  test('a demo user without Admin access is refused', async ({ page }) => {
    await signInFromStart(page, 'user');
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Global Audit List' }),
    ).toHaveCount(0);
    await page.goto(auditPath);
    await expect(
      page.getByText("Access Denied! You don't have access to this module.", { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an Admin manager opens it from the navigation', async ({ page }) => {
    await signInFromStart(page, 'manager');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Global Audit List' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Global Audit List' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Auditee' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
