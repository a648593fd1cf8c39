import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

type Fixture = {
  budgetId: number;
  budgetName: string;
  po1: number;
  po2: number;
  po1Number: string;
  po2Number: string;
  invoiceNumber: string;
};

/**
 * A budget of 1,000.00 in the current fiscal year with two POs (300.00 and 200.00) and one Pending invoice on
 * the second PO, written straight to the database: each test gets its own, so parallel tests do not meet.
 */
async function createBudget(): Promise<Fixture> {
  const tag = randomUUID().slice(0, 8);
  return withDatabase(async (db) => {
    const budget = await db.query<{ id: number }>(
      `insert into budgets (name, fiscal_year_id, allocated_amt)
       values ($1, (select id from fiscal_years where start_date = '2026-07-01'), '1000.00') returning id`,
      [`E2E Invoices ${tag}`],
    );
    const budgetId = budget.rows[0]?.id ?? 0;
    const pos = await db.query<{ id: number }>(
      `insert into purchase_orders (budget_id, po_number, vendor_name, po_value)
       values ($1, $2, 'Vendor One', '300.00'), ($1, $3, 'Vendor Two', '200.00') returning id`,
      [budgetId, `PO1-${tag}`, `PO2-${tag}`],
    );
    const [po1, po2] = pos.rows.map((r) => r.id) as [number, number];
    await db.query(
      `insert into invoices (budget_id, po_id, invoice_number, status_id, request_number, invoiced_amt)
       values ($1, $2, $3, 1, 'REQ-OLD', '75.00')`,
      [budgetId, po2, `SEED-${tag}`],
    );
    return {
      budgetId,
      budgetName: `E2E Invoices ${tag}`,
      po1,
      po2,
      po1Number: `PO1-${tag}`,
      po2Number: `PO2-${tag}`,
      invoiceNumber: `SEED-${tag}`,
    };
  });
}

const listPath = (f: Fixture, poId?: number) =>
  `/ba/budgets/invoices/list/${f.budgetId}${poId ? `/${poId}` : ''}`;

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A line of the budget's figures panel (the same panel as on Budget POs and the budget's details). */
const figure = (page: Page, label: string) => page.getByTestId('kpi-list').getByRole('row', { name: label });

test.describe('Budget Invoices', () => {
  test('a B&A admin creates an invoice after a refusal, sees it listed and the budget figures move, filters', async ({
    page,
  }) => {
    const f = await createBudget();
    await signedInAs(page, 'admin');
    await page.goto(listPath(f));
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Invoices' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${f.budgetName} (FY26/27)` })).toBeVisible();
    await expect(figure(page, 'Expenditures YTD (B)')).toContainText('$0.00');
    await expect(figure(page, 'Available Budget (E)')).toContainText('$500.00');
    await expect(page.getByRole('row').filter({ hasText: f.invoiceNumber })).toBeVisible();

    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/ba/budgets/invoices/edit/0/${f.budgetId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invoice # is required.')).toBeVisible();
    await expect(page.getByText('Invoice $ is required.')).toBeVisible();

    await page.getByLabel('Invoice #').fill('E2E-INV-1');
    await page.getByLabel('Invoice $').fill('120.50');
    await pick(page, 'Status', 'Paid');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A Paid or Reconciled invoice needs a Paid $ greater than 0.')).toBeVisible();
    await page.getByLabel('Paid $').fill('120.51');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Paid $ cannot be more than Invoice $.')).toBeVisible();
    expect(await invoiceCount(f.budgetId)).toBe(1);

    await page.getByLabel('Paid $').fill('120.50');
    await page.getByLabel('Effective Date').fill('2026-08-15');
    await page.getByLabel('Paid CR #').fill('CR-77');
    await pick(page, 'Facility', 'Central Pharmacy');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`${listPath(f)}$`));
    const row = page.getByRole('row').filter({ hasText: 'E2E-INV-1' });
    await expect(row).toContainText('08/15/2026');
    await expect(row).toContainText('$120.50');
    await expect(row).toContainText('CR-77');
    await expect(row).toContainText('Central Pharmacy');
    // Paid without a PO: the whole amount leaves the available budget.
    await expect(figure(page, 'Expenditures YTD (B)')).toContainText('$120.50');
    await expect(figure(page, 'Available Budget (E)')).toContainText('$379.50');
    const budget = await (
      await page.request.get(`/api/BA/GetBudget?id=${f.budgetId}`, { headers: await bearer(page) })
    ).json();
    expect(budget).toMatchObject({ expenditures: '120.50', availableBudget: '379.50' });

    await pick(page, 'Invoice Status', 'Pending');
    await expect(page.getByRole('row').filter({ hasText: f.invoiceNumber })).toBeVisible();
    await expect(row).toHaveCount(0);
    await pick(page, 'Invoice Status', 'All');
    await pick(page, 'PO', f.po1Number);
    await expect(page.getByText('No records found.')).toBeVisible();
    await pick(page, 'PO', f.po2Number);
    await expect(page.getByRole('row').filter({ hasText: f.invoiceNumber })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a PO in the address is preselected; the export holds the filtered rows', async ({ page }) => {
    const f = await createBudget();
    await signedInAs(page, 'admin');
    await page.goto(listPath(f, f.po1));
    await expect(page.getByRole('combobox', { name: 'PO', exact: true })).toHaveValue(f.po1Number);
    await expect(page.getByText('No records found.')).toBeVisible();

    await page.goto(listPath(f, f.po2));
    await expect(page.getByRole('row').filter({ hasText: f.invoiceNumber })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Budget Invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Invoice #',
      'Status',
      'Effective Dt',
      'Request #',
      'Confirm #',
      'PO #',
      'Invoice $',
      'Paid $',
      'Paid CR #',
      'Reconciled $',
      'Facility',
    ]);
    expect(sheet?.getColumn(1).values.slice(2)).toEqual([f.invoiceNumber]);

    // Under 992 px the rows become cards with the spec's eight lines.
    await page.setViewportSize({ width: 800, height: 900 });
    const card = page.getByRole('listitem').filter({ hasText: f.po2Number });
    await expect(card).toBeVisible();
    await expect(card.getByRole('term')).toHaveText([
      'Effective Dt:',
      'Request #:',
      'Confirm #:',
      'PO #:',
      'Invoice $:',
      'Paid $:',
      'Paid CR #:',
      'Reconciled $:',
    ]);
    await expect(card).toContainText('REQ-OLD');
    await expect(card).toContainText('$75.00');
  });

  test('a B&A manager edits an invoice and reads its audit history, but is not offered Create Invoice', async ({
    page,
  }) => {
    const f = await createBudget();
    await signedInAs(page, 'manager');
    await page.goto(listPath(f));
    await expect(page.getByRole('row').filter({ hasText: f.invoiceNumber })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Invoice' })).toHaveCount(0);

    await page.getByRole('row').filter({ hasText: f.invoiceNumber }).click();
    await expect(page).toHaveURL(/\/ba\/budgets\/invoices\/edit\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${f.invoiceNumber}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'PO', exact: true })).toHaveValue(f.po2Number);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Request #').fill('REQ-NEW');
    await pick(page, 'Status', 'Approved');
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.getByRole('row').filter({ hasText: f.invoiceNumber });
    await expect(row).toContainText('REQ-NEW');
    await expect(row).toContainText('Approved');
    await row.click();
    await page.getByRole('button', { name: 'Audit History' }).click();
    const audit = page.getByRole('dialog', { name: `Audit History - Invoice ${f.invoiceNumber}` });
    await expect(
      audit.getByRole('row').filter({ hasText: 'Request Number' }).filter({ hasText: 'REQ-NEW' }),
    ).toContainText('Morgan Manager');
    await audit.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${listPath(f)}$`));

    // Typing the create address does not help either.
    await page.goto(`/ba/budgets/invoices/edit/0/${f.budgetId}`);
    await expect(page).toHaveURL(new RegExp(`${listPath(f)}$`));
  });

  test('a B&A user is refused the invoice list', async ({ page }) => {
    const f = await createBudget();
    await signedInAs(page, 'user');
    await page.goto(listPath(f));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByText("Access Denied! You don't have access to this module.", { exact: false }),
    ).toBeVisible();
  });
});

async function invoiceCount(budgetId: number): Promise<number> {
  return withDatabase(async (db) => {
    const res = await db.query<{ n: string }>('select count(*) as n from invoices where budget_id = $1', [
      budgetId,
    ]);
    return Number(res.rows[0]?.n ?? 0);
  });
}

/** The page's own session token, for a direct API call next to what the page shows. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  return { authorization: `Bearer ${token}` };
}
