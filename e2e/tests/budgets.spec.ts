import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { findBudget } from './budget-helpers.ts';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, navLink, signedInAs, signInFromStart } from './helpers.ts';

const listPath = '/ba/budgets/list';
const unique = (label: string) => `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Seed = { allocation?: string; funds?: number; poValue?: string };

/** Budgets are not seeded and no screen adds POs here: the facts a test needs go straight into the database. */
async function insertBudget(name: string, seed: Seed = {}): Promise<number> {
  return withDatabase(async (db) => {
    const fy = await db.query<{ id: number }>("select id from fiscal_years where start_date = '2026-07-01'");
    const inserted = await db.query<{ id: number }>(
      'insert into budgets (name, fiscal_year_id, allocated_amt) values ($1, $2, $3) returning id',
      [name, fy.rows[0]?.id, seed.allocation ?? '0.00'],
    );
    const id = inserted.rows[0]?.id ?? 0;
    for (let i = 1; i <= (seed.funds ?? 0); i++) {
      await db.query('insert into budget_funds (budget_id, fund_number, fund_name) values ($1, $2, $3)', [
        id,
        `F${i}00`,
        `Fund ${i}`,
      ]);
    }
    if (seed.poValue) {
      await db.query(
        "insert into purchase_orders (budget_id, po_number, vendor_name, po_value) values ($1, 'PO-1', 'Vendor', $2)",
        [id, seed.poValue],
      );
    }
    return id;
  });
}

test.describe('Budget Tracking', () => {
  test('a B&A admin is stopped without a fiscal year, then adds a budget and lands on its detail page', async ({
    page,
  }) => {
    const name = unique('Budget');
    await signInFromStart(page, 'admin');
    await (await navLink(page, 'Budget Tracking')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Tracking' })).toBeVisible();
    // The list opens on the current fiscal year, active budgets.
    await expect(page.getByRole('button', { name: /^Filters: FY\d\d\/\d\d, Is Active Yes$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add Budget' }).click();
    const modal = page.getByRole('dialog', { name: 'New Budget' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Name is required.')).toBeVisible();
    await modal.getByLabel('Name').fill(name);
    await modal.getByRole('button', { name: 'Clear Fiscal Year' }).click();
    await modal.getByRole('button', { name: 'Create' }).click();
    const toastLink = page.getByRole('link', { name: 'Click Here' });
    await expect(toastLink).toBeVisible();
    await expect(page.getByText('to add a new fiscal year.')).toBeVisible();
    // Persistent: still there well after the 2 s other toasts get.
    await page.waitForTimeout(2500);
    await expect(toastLink).toBeVisible();
    await expect(modal).toBeVisible();
    await toastLink.click();
    await expect(page).toHaveURL(/\/ba\/admin\/fiscal-years$/);
    await expect(toastLink).toHaveCount(0);

    await page.goto(listPath);
    await page.getByRole('button', { name: 'Add Budget' }).click();
    await modal.getByLabel('Name').fill(name);
    await expect(modal.getByRole('combobox', { name: 'Fiscal Year' })).toHaveValue(/^FY\d\d\/\d\d$/);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Budget created.')).toBeVisible();
    await expect(page).toHaveURL(/\/ba\/budgets\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Is Active' })).toBeChecked();
    await expect(page.getByLabel('Notification Level', { exact: true })).toHaveValue('10.00');
    await expectNoSeriousA11yViolations(page);

    // A second budget of the same name in the same fiscal year is refused with the server's reason.
    await page.goto(listPath);
    await page.getByRole('button', { name: 'Add Budget' }).click();
    await modal.getByLabel('Name').fill(name);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(
      page.getByText(
        'There was a problem saving the budget. Please contact a system administrator. Error: A budget with this name already exists in that fiscal year.',
      ),
    ).toBeVisible();
  });

  test('a B&A manager edits an allocation inline and it is saved', async ({ page }) => {
    const name = unique('Allocation');
    await insertBudget(name, { allocation: '100.00' });
    await signedInAs(page, 'manager');
    await page.goto(listPath);
    await findBudget(page, name);
    const input = page.getByRole('textbox', { name: `Allocations for ${name}` });
    await expect(input).toHaveValue('100.00');
    await expect(input).toHaveAttribute('maxlength', '15');
    await input.fill('12.345');
    await expect(page.getByText('Enter an amount such as 1234.56 (up to 2 decimals).')).toBeVisible();
    await input.fill('2500.50');
    await expect(page.getByText('Budget saved.')).toBeVisible();
    // Only B&A admins add budgets.
    await expect(page.getByRole('button', { name: 'Add Budget' })).toHaveCount(0);

    await page.reload();
    await findBudget(page, name);
    // Shown as money reads everywhere else (grouped, two decimals), the "$" being the box's own.
    await expect(page.getByRole('textbox', { name: `Allocations for ${name}` })).toHaveValue('2,500.50');
    await expectNoSeriousA11yViolations(page);
  });

  test('a B&A user sees allocations read-only', async ({ page }) => {
    const name = unique('Read only');
    await insertBudget(name, { allocation: '1234.50' });
    await signedInAs(page, 'user');
    await page.goto(listPath);
    const row = await findBudget(page, name);
    await expect(row.getByRole('cell', { name: '$1,234.50' }).first()).toBeVisible();
    await expect(row.getByRole('textbox')).toHaveCount(0);
    await expect(row.getByRole('link', { name: /^POs/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Budget' })).toHaveCount(0);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Allocated Amount')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('totals, row colours, the funds modal and the detail page', async ({ page }) => {
    const prefix = unique('Totals');
    await insertBudget(`${prefix} A`, { allocation: '1000.10', funds: 4 });
    // 95.00 of 100.00 committed to a PO: 5.00 available is below 10 percent.
    await insertBudget(`${prefix} B`, { allocation: '100.00', poValue: '95.00', funds: 2 });
    await signedInAs(page, 'manager');
    await page.goto(listPath);
    await findBudget(page, `${prefix} A`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByRole('term')).toHaveText([
      'Totals',
      'Allocations',
      'Expenditures',
      'Available Budget',
      'PO Value',
      'PO Balance',
    ]);
    await expect(totals.getByRole('definition')).toHaveText([
      '2 budgets',
      '$1,100.10',
      '$0.00',
      '$1,005.10',
      '$95.00',
      '$95.00',
    ]);

    const rowB = page.getByRole('row').filter({ hasText: `${prefix} B` });
    await expect(rowB).toHaveCSS('background-color', 'rgb(255, 192, 203)');
    // The colour's meaning is written on the row too (WCAG 1.4.1).
    await expect(rowB.getByText('Budget low', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `${prefix} A` })
        .getByText('Budget low'),
    ).toHaveCount(0);
    await expect(rowB.getByRole('button', { name: /View \d+ Funds/ })).toHaveCount(0);

    const rowA = page.getByRole('row').filter({ hasText: `${prefix} A` });
    await expect(rowA.getByText('F300 - Fund 3')).toBeVisible();
    await expect(rowA.getByText('F400 - Fund 4')).toHaveCount(0);
    await rowA.getByRole('button', { name: 'View 4 Funds' }).click();
    const funds = page.getByRole('dialog', { name: 'Funds' });
    await expect(funds.getByRole('row')).toHaveCount(5);
    await expect(funds.getByText('Fund 4', { exact: true })).toBeVisible();
    await funds.getByRole('button', { name: 'Close' }).last().click();
    await expect(funds).toBeHidden();

    await page.getByRole('button', { name: 'Legend' }).click();
    await expect(
      page.getByText('Budget low (or Over budget): available budget is below the notification level'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await rowB.getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/ba\/budgets\/details\/\d+$/);
    await expect(page.getByText('Available Budget (E)').locator('..')).toContainText('$5.00');
    await expect(page.getByRole('link', { name: 'Purchase Orders' })).toHaveAttribute(
      'href',
      /\/ba\/budgets\/pos\/list\/\d+$/,
    );
    await expect(page.getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      /\/ba\/budgets\/invoices\/list\/\d+$/,
    );

    // Edit on the detail page: OCA and a new fund, kept after a reload and shown in the audit history.
    await page.getByLabel('OCA', { exact: true }).fill('OCA-77');
    await page.getByRole('button', { name: 'Add Fund' }).click();
    await page.getByLabel('Fund Number 3').fill('F900');
    await page.getByLabel('Fund Name 3').fill('Settlement');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Budget saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Fund Name 3')).toHaveValue('Settlement');
    await expect(page.getByLabel('OCA', { exact: true })).toHaveValue('OCA-77');
    await page.getByRole('button', { name: 'Audit History' }).click();
    const audit = page.getByRole('dialog', { name: `Audit History - ${prefix} B` });
    await expect(audit.getByRole('row').filter({ hasText: 'OCA-77' })).toBeVisible();
    await expect(audit.getByRole('row').filter({ hasText: 'Settlement' })).toBeVisible();
    await audit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(audit).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.goto(listPath);
    await findBudget(page, `${prefix} A`);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `${prefix} A` })
        .getByRole('link', { name: /^POs/ }),
    ).toHaveAttribute('href', /\/ba\/budgets\/pos\/list\/\d+$/);
  });

  test('the list exports to an Excel file with the filters on screen', async ({ page }) => {
    const name = unique('Export');
    await insertBudget(name, { allocation: '1000.10' });
    await signedInAs(page, 'user');
    await page.goto(listPath);
    await findBudget(page, name);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Budgets-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(5).value).toBe('Allocations');
    const names = sheet?.getColumn(1).values.slice(2) ?? [];
    const index = names.indexOf(name);
    expect(index).toBeGreaterThanOrEqual(0);
    const cell = sheet?.getRow(index + 2).getCell(5);
    expect(cell?.value).toBe(1000.1);
    expect(cell?.numFmt).toContain('#,##0.00');
  });
});
