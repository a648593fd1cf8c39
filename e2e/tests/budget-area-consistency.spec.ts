import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signInFromStart } from './helpers.ts';

/** A budget of this test alone, with a PO and an invoice, so its figures are known. */
async function createBudget() {
  const tag = randomUUID().slice(0, 8);
  return withDatabase(async (db) => {
    const budget = await db.query<{ id: number }>(
      `insert into budgets (name, fiscal_year_id, allocated_amt)
       values ($1, (select id from fiscal_years where start_date = '2026-07-01'), '1000.00') returning id`,
      [`E2E Figures ${tag}`],
    );
    const budgetId = budget.rows[0]?.id ?? 0;
    const po = await db.query<{ id: number }>(
      `insert into purchase_orders (budget_id, po_number, vendor_name, po_value)
       values ($1, $2, 'Vendor One', '300.00') returning id`,
      [budgetId, `POF-${tag}`],
    );
    const invoice = await db.query<{ id: number }>(
      `insert into invoices (budget_id, po_id, invoice_number, status_id, request_number, invoiced_amt, paid_amt)
       values ($1, $2, $3, 1, 'REQ-F', '120.00', '120.00') returning id`,
      [budgetId, po.rows[0]?.id, `INVF-${tag}`],
    );
    return {
      budgetId,
      budgetName: `E2E Figures ${tag}`,
      poNumber: `POF-${tag}`,
      invoiceNumber: `INVF-${tag}`,
      invoiceId: invoice.rows[0]?.id ?? 0,
    };
  });
}

/**
 * The budget's figures as a person reads them: each line of the panel, its cells' texts joined by a tab. Read from
 * the cells, not the row's innerText, whose tab between cells depends on the table's layout having applied (CI once
 * read "Allocations (A)$1,000.00").
 */
async function figures(page: Page) {
  const rows = page.getByRole('region', { name: 'Budget Figures' }).getByTestId('kpi-list').getByRole('row');
  await expect(rows).toHaveCount(5);
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim()).join('\t')),
  );
}

test('a budget’s figures read alike on its details, POs and invoices; names open their records; edit pages lead back', async ({
  page,
}) => {
  const b = await createBudget();
  await signInFromStart(page, 'admin');

  // The list: the budget's name is a link to its details.
  await page.goto('/ba/budgets/list');
  await page.getByRole('searchbox').fill(b.budgetName);
  await page.getByRole('link', { name: b.budgetName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ba/budgets/details/${b.budgetId}$`));
  const onDetails = await figures(page);
  expect(onDetails).toHaveLength(5);
  expect(onDetails[0]).toMatch(/Allocations \(A\)\s+\$1,000\.00/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Purchase Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budget POs' })).toBeVisible();
  expect(await figures(page)).toEqual(onDetails);

  await page.getByRole('link', { name: 'View All Invoices for Budget' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budget Invoices' })).toBeVisible();
  expect(await figures(page)).toEqual(onDetails);

  // The invoice number is a link; its edit page shows the same figures and leads back to the invoices.
  await page.getByRole('link', { name: b.invoiceNumber, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ba/budgets/invoices/edit/${b.invoiceId}/${b.budgetId}$`));
  expect(await figures(page)).toEqual(onDetails);
  await expectNoSeriousA11yViolations(page);
  const invoiceTrail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await invoiceTrail.getByRole('link', { name: 'Budget Invoices' }).click();
  await expect(page).toHaveURL(new RegExp(`/ba/budgets/invoices/list/${b.budgetId}$`));

  // The PO edit page names its budget as a link, and its trail leads back to the POs.
  await page.goto(`/ba/budgets/pos/list/${b.budgetId}`);
  await page.getByRole('link', { name: b.poNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: b.poNumber })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: b.budgetName, exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`/ba/budgets/details/${b.budgetId}$`));
  await page.goBack();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Budget POs' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ba/budgets/pos/list/${b.budgetId}$`));
});
