import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signInFromStart } from './helpers.ts';

const emptyText = 'The are no shortages or overages on this order.';
const reportTitle = 'CI Order Shortage / Overage';

/** A report code signed as the app signs it (decision 061): order id, expiry and an HMAC of both. */
function reportCode(orderId: number, expiresInSeconds = 300): string {
  const file = new URL(`../../data/e2e-${process.env.E2E_PORT ?? 3100}/jwt-secret.key`, import.meta.url);
  const secret = process.env.JWT_SECRET ?? readFileSync(file, 'utf8').trim();
  const key = createHmac('sha256', secret).update('ci-short-over-report').digest();
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const mac = createHmac('sha256', key).update(`${orderId}.${expires}`).digest('base64url');
  return `${orderId}.${expires}.${mac}`;
}

const orderId = (orderNumber: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>('select id from ci_orders where order_number = $1', [
      orderNumber,
    ]);
    if (!rows[0]) throw new Error(`no order ${orderNumber}`);
    return rows[0].id;
  });

const lineCount = (id: number) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from ci_order_lines where order_id = $1',
      [id],
    );
    return Number(rows[0]?.n ?? 0);
  });

/** window.print and window.close, recorded instead of run, in every page of the context (the report window too). */
async function stubPrinting(page: Page) {
  await page.context().addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      calls.push('print');
    };
    window.close = () => {
      calls.push('close');
    };
  });
}
const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: string[] }).printCalls);

test.describe('CI orders', () => {
  test('an order with lines: rejected input stores nothing, lines are added, changed and deleted', async ({
    page,
  }) => {
    const number = `CI-E2E-${randomUUID().slice(0, 8)}`;
    await signInFromStart(page, 'technician');
    await page.goto('/ci-repack/orders/list');
    await expect(page.getByRole('heading', { level: 1, name: 'CI Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CI-2026-0001' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'New CI order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New CI Order' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Order Number is required.').first()).toBeVisible();
    await page.getByLabel('Order Number').fill(number);
    await page.getByRole('combobox', { name: 'Facility', exact: true }).click();
    await page.getByRole('option', { name: 'Central Pharmacy', exact: true }).click();
    await page.getByLabel('Order Date').fill('2026-11-20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `CI Order ${number}` })).toBeVisible();
    const id = await orderId(number);

    // A line refused in the form: the messages show and nothing is stored.
    await page.getByRole('button', { name: 'Add line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add order line' });
    await dialog.getByLabel('Invoice #').fill('INV-E2E');
    await dialog.getByLabel('Size (units per bottle)').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Product name is required.').first()).toBeVisible();
    await expect(dialog.getByText('Size must be a whole number from 1 to 10000.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await lineCount(id)).toBe(0);

    await dialog.getByLabel('Product name').fill('Atorvastatin Calcium Tablets 20 mg');
    await dialog.getByLabel('NDC').fill('0093-7180-01');
    const values: Array<[string, string]> = [
      ['Size (units per bottle)', '90'],
      ['Count Per Card', '30'],
      ['Bottles Ordered', '4'],
      ['Bottles Invoiced', '4'],
      ['Bottles Received', '3'],
      ['Cards Ordered', '12'],
      ['Product Repacked', '270'],
      ['Repacked Cards', '9'],
    ];
    for (const [label, value] of values) await dialog.getByLabel(label).fill(value);
    await expect(dialog.getByText('Product Difference -90')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('1 lines · 1 short or over')).toBeVisible();
    expect(await lineCount(id)).toBe(1);

    await page.getByRole('button', { name: /^Edit line INV-E2E/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit order line' });
    await edit.getByLabel('Bottles Received').fill('4');
    await edit.getByLabel('Product Repacked').fill('360');
    await edit.getByLabel('Repacked Cards').fill('12');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('1 lines · 0 short or over')).toBeVisible();

    await page.getByRole('button', { name: /^Delete line INV-E2E/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This order has no lines yet.')).toBeVisible();
    expect(await lineCount(id)).toBe(0);
  });

  test('the Short/Over Report opens from the order with a signed code, prints after loading and closes', async ({
    page,
  }) => {
    await stubPrinting(page);
    await signInFromStart(page, 'technician');
    await page.goto(`/ci-repack/orders/edit/${await orderId('CI-2026-0001')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'CI Order CI-2026-0001' })).toBeVisible();
    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Short/Over Report' }).click(),
    ]);
    await expect(report).toHaveURL(/\/ci-short-over\?code=\d+\.\d+\.[\w-]{43}$/);
    await expect(report.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
    await expect(report.getByText('Order Number: CI-2026-0001')).toBeVisible();
    // Bare: no header, navigation or footer.
    await expect(report.locator('header')).toHaveCount(0);
    await expect(report.locator('footer')).toHaveCount(0);
    const table = report.getByRole('table');
    for (const column of [
      'Invoice #',
      'Product NDC',
      'Bottles Ordered',
      'Bottles Invoiced',
      'Size',
      'Product Invoiced',
      'Count Per Card',
      'Cards Ordered',
      'Product Remaining',
      'Bottles Received',
      'Product Repacked',
      'Repacked Cards',
      'Product Returned',
      'Product Difference',
    ]) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // The short and the over line; the balanced Metformin line is not listed.
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row', { name: /Atorvastatin .* -90$/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Buprenorphine .* 6$/ })).toBeVisible();
    await expect(table.getByText('Metformin')).toHaveCount(0);
    await expect.poll(() => printCalls(report)).toEqual(['print', 'close']);
    await expectNoSeriousA11yViolations(report);
  });

  test('a balanced order prints the empty text; a forged code shows the refusal and does not print', async ({
    page,
  }) => {
    await stubPrinting(page);
    await page.goto(`/ci-short-over?code=${reportCode(await orderId('CI-2026-0002'))}`);
    await expect(page.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
    await expect(page.getByText('Order Number: CI-2026-0002')).toBeVisible();
    await expect(page.getByText(emptyText, { exact: true })).toBeVisible();
    await expect.poll(() => printCalls(page)).toEqual(['print', 'close']);
    await expectNoSeriousA11yViolations(page);

    const forged = reportCode(await orderId('CI-2026-0001')).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await page.goto(`/ci-short-over?code=${forged}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This report link is not valid or has expired. Open the report again from the CI order.',
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.waitForTimeout(600);
    expect(await printCalls(page)).toEqual([]);
  });

  test('the Complaints button creates a complaint ticket and opens it', async ({ page }) => {
    await signInFromStart(page, 'technician');
    await page.goto('/ci-repack/orders/list');
    await expect(page.getByRole('heading', { level: 1, name: 'CI Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'Complaints' }).click();
    await expect(page).toHaveURL(/\/support\/tickets\/edit\/[1-9]\d*\?request=ciRepackComplaint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New CI Repack Complaint' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
