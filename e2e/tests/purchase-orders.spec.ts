import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, signInFromStart } from './helpers.ts';

// These flows load a lazy page with a chart and several calls; on a shared two-core runner the default 7 s is tight.
const expect = baseExpect.configure({ timeout: 15_000 });

const poLowRgb = 'rgb(252, 190, 137)'; // #fcbe89, the PO-low warning colour

/**
 * A budget of 1,000.00 in the current fiscal year, written to the database: the budget screens are built
 * separately, and each test gets its own budget so parallel tests do not meet.
 */
async function createBudget(tag: string): Promise<{ budgetId: number; name: string }> {
  const name = `E2E POs ${tag}`;
  const budgetId = await withDatabase(async (db) => {
    const result = await db.query<{ id: number }>(
      `insert into budgets (name, fiscal_year_id, allocated_amt)
       values ($1, (select id from fiscal_years where start_date = '2026-07-01'), '1000.00') returning id`,
      [name],
    );
    return result.rows[0]?.id ?? 0;
  });
  return { budgetId, name };
}

/** A paid invoice against a PO: no invoice screen is needed to see the PO figures move. */
async function payInvoice(budgetId: number, poNumber: string, amount: string) {
  await withDatabase((db) =>
    db.query(
      `insert into invoices (budget_id, po_id, invoice_number, status_id, invoiced_amt, paid_amt)
       select $1, id, $3, 3, $4, $4 from purchase_orders where budget_id = $1 and po_number = $2`,
      [budgetId, poNumber, `INV-${poNumber}`, amount],
    ),
  );
}

/** Adds a PO through the PO edit page and comes back to the list. */
async function addPo(page: Page, poNumber: string, value: string) {
  await page.getByRole('link', { name: 'Add Purchase Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Purchase Order' })).toBeVisible();
  await page.getByLabel('PO Number').fill(poNumber);
  await page.getByLabel('Vendor Name').fill('Acme Pharma');
  await page.getByLabel('PO Value').fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Purchase Order saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: poNumber, exact: true })).toBeVisible();
}

const kpi = (page: Page, label: string) => page.getByTestId('kpi-list').getByRole('row', { name: label });
const poRow = (page: Page, poNumber: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: poNumber, exact: true }) });

test.describe('Budget POs', () => {
  test('the PO form says what is wrong and saves nothing', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const { budgetId } = await createBudget(tag);
    await signedInAs(page, 'admin');
    await page.goto(`/ba/budgets/pos/list/${budgetId}`);
    await expect(page.getByText('No records found.')).toBeVisible();
    await page.getByRole('link', { name: 'Add Purchase Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/ba/budgets/pos/edit/0/${budgetId}$`));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('PO Number is required.')).toBeVisible();
    await expect(page.getByText('Vendor Name is required.')).toBeVisible();
    await expect(page.getByText('PO Value is required.')).toBeVisible();
    await page.getByLabel('PO Value').fill('12.345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter an amount such as 1234.56 (up to 2 decimals).')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/ba/budgets/pos/list/${budgetId}$`));
    await expect(page.getByText('No records found.')).toBeVisible();
  });

  test('a B&A admin adds a PO, sees the KPI figures, row colour and doughnut follow a paid invoice', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const { budgetId, name } = await createBudget(tag);
    const poNumber = `PO-${tag}`;
    await signedInAs(page, 'admin');
    await page.goto(`/ba/budgets/pos/list/${budgetId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} (FY26/27)` })).toBeVisible();
    await expect(kpi(page, 'Allocations (A)')).toContainText('$1,000.00');
    await expect(kpi(page, 'Available Budget (E)')).toContainText('$1,000.00');

    await addPo(page, poNumber, '400');
    await expect(kpi(page, 'Remaining PO(s) Balance (C)')).toContainText('$400.00');
    await expect(kpi(page, 'Remaining PO(s) Percent (D)')).toContainText('40.00%');
    await expect(kpi(page, 'Available Budget (E)')).toContainText('$600.00');
    await expect(poRow(page, poNumber)).not.toHaveCSS('background-color', poLowRgb);

    // 370.00 paid leaves 30.00 of 400.00, below the 10 % threshold.
    await payInvoice(budgetId, poNumber, '370.00');
    await page.reload();
    const row = poRow(page, poNumber);
    await expect(row).toContainText('$370.00');
    await expect(row).toContainText('$30.00');
    await expect(row).toHaveCSS('background-color', poLowRgb);
    await expect(kpi(page, 'Expenditures YTD (B)')).toContainText('$370.00');
    await expect(kpi(page, 'Remaining PO(s) Balance (C)')).toContainText('$30.00');
    await expect(kpi(page, 'Available Budget (E)')).toContainText('$600.00');
    await page.getByRole('button', { name: 'Legend' }).click();
    await expect(page.getByText('PO balance below threshold')).toBeVisible();
    await page.keyboard.press('Escape');

    // A PO with invoices cannot be deleted: the button is disabled and says why.
    const remove = row.getByRole('button', { name: `Delete ${poNumber}` });
    await expect(remove).toBeDisabled();
    await remove.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'This Purchase Order has invoices, so it cannot be deleted.',
    );
    await remove.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByText('Chart', { exact: true }).click();
    const chart = page.getByTestId('kpi-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart).toContainText('Allocations (A): $1,000.00 (centre)');
    await expect(chart).toContainText('Expenditures YTD (B): $370.00');
    await expect(chart).toContainText('Remaining PO(s) Balance (C): $30.00');
    await expect(chart).toContainText('Available Budget (E): $600.00');
    await expect(chart.getByText('$1,000.00', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Journal Entry' }).click();
    await expect(page.getByText('Add Journal Entry not yet implemented.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Invoice' })).toHaveAttribute(
      'href',
      `/ba/budgets/invoices/edit/0/${budgetId}`,
    );
    await expect(page.getByRole('link', { name: 'View All Invoices for Budget' })).toHaveAttribute(
      'href',
      `/ba/budgets/invoices/list/${budgetId}`,
    );
    await expect(row.getByRole('link', { name: `Invoices for ${poNumber}` })).toHaveAttribute(
      'href',
      new RegExp(`/ba/budgets/invoices/list/${budgetId}/\\d+$`),
    );
    // No power-mode panel without the server's flag.
    await expect(page.getByRole('button', { name: 'Power Mode' })).toHaveCount(0);
  });

  test('a B&A admin edits a PO with its figures read-only and reads its audit history', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const { budgetId } = await createBudget(tag);
    const poNumber = `ED-${tag}`;
    await signedInAs(page, 'admin');
    await page.goto(`/ba/budgets/pos/list/${budgetId}`);
    await addPo(page, poNumber, '250.00');
    await payInvoice(budgetId, poNumber, '100.00');

    await page.getByRole('link', { name: poNumber, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Purchase Order ${poNumber}` })).toBeVisible();
    const figures = page.getByRole('region', { name: 'PO figures' });
    await expect(figures.getByRole('row', { name: 'Expenditures YTD' })).toContainText('$100.00');
    await expect(figures.getByRole('row', { name: 'Remaining PO Balance' })).toContainText('$150.00');
    await page.getByLabel('Vendor Name').fill('Acme Pharma Inc');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(poRow(page, poNumber)).toContainText('Acme Pharma Inc');

    await page.getByRole('link', { name: poNumber, exact: true }).click();
    await page.getByRole('button', { name: 'Audit History' }).click();
    const audit = page.getByRole('dialog', { name: `Audit History - PO ${poNumber}` });
    await expect(
      audit.getByRole('row').filter({ hasText: 'Vendor Name' }).filter({ hasText: 'Acme Pharma Inc' }),
    ).toBeVisible();
    await audit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(audit).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('a B&A admin deletes a PO without invoices after confirming', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const { budgetId } = await createBudget(tag);
    const poNumber = `DEL-${tag}`;
    await signedInAs(page, 'admin');
    await page.goto(`/ba/budgets/pos/list/${budgetId}`);
    await addPo(page, poNumber, '50.00');

    await poRow(page, poNumber)
      .getByRole('button', { name: `Delete ${poNumber}` })
      .click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure you want to delete this Product Order?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(poRow(page, poNumber)).toBeVisible();

    await poRow(page, poNumber)
      .getByRole('button', { name: `Delete ${poNumber}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Purchase Order deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: poNumber, exact: true })).toHaveCount(0);
    await expect(page.getByText('No records found.')).toBeVisible();
  });

  test('a B&A manager may add POs but not delete them', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const { budgetId } = await createBudget(tag);
    const poNumber = `MGR-${tag}`;
    await signedInAs(page, 'manager');
    await page.goto(`/ba/budgets/pos/list/${budgetId}`);
    await addPo(page, poNumber, '75.00');
    const remove = poRow(page, poNumber).getByRole('button', { name: `Delete ${poNumber}` });
    await expect(remove).toBeDisabled();
    await remove.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'You do not have permission to delete this Purchase Order.',
    );
    await remove.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(poRow(page, poNumber)).toBeVisible();
  });

  test('a missing or non-positive budget id goes to the budget list, without a message', async ({ page }) => {
    await signInFromStart(page, 'admin');
    for (const id of ['0', '-4', 'abc']) {
      await page.goto(`/ba/budgets/pos/list/${id}`);
      await expect(page).toHaveURL(/\/ba\/budgets\/list$/);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the PO list exports to an Excel file with the filter on screen', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const { budgetId } = await createBudget(tag);
    await withDatabase((db) =>
      db.query(
        `insert into purchase_orders (budget_id, po_number, vendor_name, po_value, is_active)
         values ($1, $2, 'Vendor', '10.00', true), ($1, $3, 'Vendor', '20.00', false)`,
        [budgetId, `XA-${tag}`, `XI-${tag}`],
      ),
    );
    await signedInAs(page, 'admin');
    await page.goto(`/ba/budgets/pos/list/${budgetId}`);
    await expect(page.getByRole('link', { name: `XA-${tag}`, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `XI-${tag}`, exact: true })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Budget POs-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const numbers = workbook.worksheets[0]?.getColumn(1).values.slice(1);
    // The default Is Active = Yes filter: the inactive PO is not exported.
    expect(numbers).toEqual(['PO #', `XA-${tag}`]);
  });
});
