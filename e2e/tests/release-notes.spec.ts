import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs, signInFromStart } from './helpers.ts';

test.describe('Web Release Notes', () => {
  test('the footer link opens the seeded releases, newest first, with their HTML rendered', async ({
    page,
  }) => {
    // An ordinary user: the page is for everyone signed in.
    await signInFromStart(page, 'user');
    await page.getByRole('link', { name: 'Web Release Notes' }).click();
    await expect(page).toHaveURL(/\/support\/web-release-notes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web Release Notes' })).toBeVisible();

    for (const header of ['Version Number', 'Go Live Date', 'Description of Change']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('columnheader', { name: 'Go Live Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // No global search on this page (spec).
    await expect(page.getByRole('searchbox')).toHaveCount(0);

    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(0).getByRole('cell').first()).toHaveText('0.6.0');
    await expect(rows.nth(3).getByRole('cell').first()).toHaveText('0.3.0');
    await expect(rows.nth(5).getByRole('cell').first()).toHaveText('0.1.0');
    await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

    // The description is HTML: a real list with bold text, not escaped markup.
    const audit = rows.nth(3);
    await expect(audit.getByRole('listitem').filter({ hasText: 'Web Release Notes' })).toBeVisible();
    await expect(audit.locator('b', { hasText: 'Tech Spec' })).toBeVisible();
    await expect(rows.nth(2).locator('b', { hasText: 'Budget POs' })).toBeVisible();
    await expect(rows.nth(1).locator('b', { hasText: 'Email Outbox' })).toBeVisible();
    await expect(rows.nth(0).locator('b', { hasText: 'Review visit scheduling' })).toBeVisible();
    await expect(audit).not.toContainText('<li>');

    await expectNoSeriousA11yViolations(page);
  });

  test('sorting by go-live date ascending puts the first release on top', async ({ page }) => {
    await signedInAs(page, 'user');
    await page.goto('/support/web-release-notes');
    await page.getByRole('button', { name: 'Go Live Date' }).click();
    await expect(page.getByRole('columnheader', { name: 'Go Live Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const firstRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(firstRow.getByRole('cell').first()).toHaveText('0.1.0');
  });
});

test.describe('Web Release Notes editing', () => {
  test('a SystemAdmin adds a note with a live preview, edits it and deletes it; others see no editing', async ({
    page,
  }) => {
    await signedInAs(page, 'sysadmin');
    await page.goto('/support/web-release-notes');
    await page.getByRole('button', { name: 'Add Release Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Release Note' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('[data-error-summary]')).toContainText('Version Number is required.');

    await dialog.getByLabel('Version Number').fill('9.9.9');
    await dialog.getByLabel('Go Live Date').fill('2030-01-15');
    await dialog.getByLabel('Description of Change').fill('<p>Editing for <b>SystemAdmins</b>.</p>');
    await expect(dialog.locator('b', { hasText: 'SystemAdmins' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // An event handler is removed by the preview and by the server.
    await dialog
      .getByLabel('Description of Change')
      .fill('<p>Editing for <b>SystemAdmins</b>.</p><img src="x" alt="" onerror="window.hacked = 1">');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: '9.9.9' });
    await expect(row.locator('b', { hasText: 'SystemAdmins' })).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('01/15/2030');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    await row.getByRole('button', { name: 'Edit 9.9.9' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Release Note 9.9.9' });
    await edit.getByLabel('Version Number').fill('9.9.10');
    await edit.getByRole('button', { name: 'Save' }).click();
    const edited = page.getByRole('row').filter({ hasText: '9.9.10' });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: 'Delete 9.9.10' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Release Note' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: '9.9.10' })).toHaveCount(0);
  });

  test('an ordinary user has no editing controls', async ({ page }) => {
    await signedInAs(page, 'user');
    await page.goto('/support/web-release-notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Web Release Notes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Release Note' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  });
});
