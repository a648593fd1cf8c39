import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, navLink, signedInAs, signInFromStart } from './helpers.ts';

const path = '/ba/admin/ba-programs/list';
const unique = (label: string) => `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('Budget Programs', () => {
  test('a B&A admin adds, renames, deactivates and deletes a programme', async ({ page }) => {
    const name = unique('Program');
    const renamed = `${name} renamed`;
    await signInFromStart(page, 'admin');
    await (await navLink(page, 'Budget Programs')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Programs' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Program' }).click();
    const create = page.getByRole('dialog', { name: 'New B&A Program' });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Name is required.')).toBeVisible();
    await expect(create.getByLabel('Name')).toHaveAttribute('maxlength', '150');
    await create.getByLabel('Name').fill(name);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText('B&A Program saved.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    // The searched list replaces the rows: a click on the row before that lands on a row that is gone.
    await expect(page.getByText('1–1 of 1 records')).toBeVisible();
    await page.getByRole('row').filter({ hasText: name }).getByRole('cell').first().click();
    const edit = page.getByRole('dialog', { name: 'Edit B&A Program' });
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: renamed });
    await expect(row).toBeVisible();

    await row.getByRole('cell').first().click();
    await expect(edit.getByLabel('Name')).toHaveValue(renamed);
    await expect(edit.getByText('This Program is deactivated.')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Deactivate' }).click();
    await expect(edit.getByText('This Program is deactivated.')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    // The list shows active programmes by default.
    await expect(row).toHaveCount(0);
    await page.getByText('All', { exact: true }).click();
    await expect(row).toContainText('No');

    await row.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete B&A Program' });
    await expect(confirm.getByText('Are you sure you want to delete this B&A Program?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('B&A Program deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a programme a budget uses offers no delete; the list exports', async ({ page }) => {
    const used = unique('Used');
    await withDatabase(async (db) => {
      const program = await db.query<{ id: number }>(
        'insert into ba_programs (name) values ($1) returning id',
        [used],
      );
      const fy = await db.query<{ id: number }>(
        "select id from fiscal_years where start_date = '2026-07-01'",
      );
      await db.query('insert into budgets (name, fiscal_year_id, program_id) values ($1, $2, $3)', [
        used,
        fy.rows[0]?.id,
        program.rows[0]?.id,
      ]);
    });
    await signedInAs(page, 'admin');
    await page.goto(path);
    await page.getByRole('searchbox', { name: 'Search' }).fill(used);
    const row = page.getByRole('row').filter({ hasText: used });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `Delete ${used}` })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Budget Programs-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets[0]?.getColumn(1).values).toContain(used);
  });

  test('a B&A manager is not offered programmes and is refused the page', async ({ page }) => {
    await signInFromStart(page, 'manager');
    await expect(await navLink(page, 'Budget Programs')).toHaveCount(0);
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
