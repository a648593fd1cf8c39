import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations, navLink, signedInAs, signInFromStart } from './helpers.ts';

const path = '/ba/admin/fiscal-years';

test.describe('Fiscal years', () => {
  test('a B&A admin adds a current fiscal year, is refused bad dates, deactivates it and sees its audit', async ({
    page,
  }) => {
    await signInFromStart(page, 'admin');
    await (await navLink(page, 'Fiscal Years')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fiscal Years' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'FY26/27' })).toHaveCSS(
      'background-color',
      'rgb(197, 255, 192)',
    );

    await page.getByRole('button', { name: 'Add Fiscal Year' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Fiscal Year' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Start Date is required.')).toBeVisible();
    await modal.getByLabel('Start Date').fill('2031-07-01');
    await modal.getByLabel('End Date').fill('2031-01-01');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('End Date must be after Start Date.')).toBeVisible();
    await modal.getByLabel('End Date').fill('2032-06-30');
    await modal.getByLabel('Is Current Fiscal Year').check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'FY31/32' });
    await expect(row).toHaveCSS('background-color', 'rgb(197, 255, 192)');
    await expect(page.getByRole('row').filter({ hasText: 'FY26/27' })).not.toHaveCSS(
      'background-color',
      'rgb(197, 255, 192)',
    );

    await row.getByRole('button', { name: 'Edit FY31/32' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Fiscal Year' });
    await edit.getByRole('button', { name: 'Audit History' }).click();
    const audit = page.getByRole('dialog', { name: 'Audit History - FY31/32' });
    await expect(
      audit.getByRole('row').filter({ hasText: 'Start Date' }).filter({ hasText: '2031-07-01' }),
    ).toBeVisible();
    await audit.getByRole('button', { name: 'Close', exact: true }).click();
    await edit.getByRole('button', { name: 'Deactivate' }).click();
    await expect(edit.getByText('This Fiscal Year is deactivated.')).toBeVisible();
    await expect(edit.getByLabel('Is Current Fiscal Year')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await expect(row).toHaveCount(0);
    await page.getByText('All', { exact: true }).click();
    await expect(row).toHaveCSS('background-color', 'rgb(255, 92, 92)');
    await expectNoSeriousA11yViolations(page);

    // Hand "current" back to the demo year, which other suites' screens open on.
    await page.getByRole('button', { name: 'Edit FY26/27' }).click();
    const demo = page.getByRole('dialog', { name: 'Edit Fiscal Year' });
    await demo.getByLabel('Is Current Fiscal Year').check();
    await demo.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'FY26/27' })).toHaveCSS(
      'background-color',
      'rgb(197, 255, 192)',
    );
  });

  test('the list exports to an Excel file with the filter on screen', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto(path);
    await expect(page.getByRole('row').filter({ hasText: 'FY26/27' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Fiscal Years-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const names = workbook.worksheets[0]?.getColumn(1).values.slice(2);
    expect(names).toContain('FY26/27');
    // The default filter is Is Active = Yes: the inactive demo year FY24/25 is not exported.
    expect(names).not.toContain('FY24/25');
  });

  test('a B&A manager is not offered fiscal years and is refused the page', async ({ page }) => {
    await signInFromStart(page, 'manager');
    await expect(await navLink(page, 'Fiscal Years')).toHaveCount(0);
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
