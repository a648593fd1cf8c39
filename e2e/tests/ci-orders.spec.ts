import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { parseGs1 } from '@homer/contracts/gs1';
import { lineClearanceItems } from '@homer/contracts/repack-jobs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { formMatrix, formRefs, readDataMatrix } from '../../apps/api/src/platform/pdf/pdf-test-support.ts';
import { withDatabase } from './e2e-database.ts';
import { demoPassword, expectNoSeriousA11yViolations, signedInAs, waitOutPushesInTheWay } from './helpers.ts';

const emptyText = 'The are no shortages or overages on this order.';
const reportTitle = 'CI Order Shortage / Overage';
const unitDose = 'Metformin HCl Tablets 500 mg, unit dose';

/** A report code signed as the app signs it (decision 061): order id, expiry and an HMAC of both. */
function reportCode(orderId: number, expiresInSeconds = 300): string {
  const file = new URL(`../../data/e2e-${process.env.E2E_PORT ?? 3100}/jwt-secret.key`, import.meta.url);
  const secret = process.env.JWT_SECRET ?? readFileSync(file, 'utf8').trim();
  const key = createHmac('sha256', secret).update('ci-short-over-report').digest();
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const mac = createHmac('sha256', key).update(`${orderId}.${expires}`).digest('base64url');
  return `${orderId}.${expires}.${mac}`;
}

/** The demo's first order in a status (demo seed of decision 107: one order at every status). */
const demoOrder = (status: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number; orderNumber: string }>(
      'select id, order_number as "orderNumber" from ci_orders where status = $1 order by id limit 1',
      [status],
    );
    if (!rows[0]) throw new Error(`no demo order ${status}`);
    return rows[0];
  });

const orderStatus = (orderNumber: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query('select status from ci_orders where order_number = $1', [orderNumber]);
    return rows[0]?.status as string | undefined;
  });
const orderCount = () =>
  withDatabase(
    async (db) => (await db.query('select count(*)::int as n from ci_orders')).rows[0].n as number,
  );

/** A repack technician of this spec at Central Pharmacy, at Repack Station A (a job starts at a workstation). */
async function repackTechnician(tag: string): Promise<string> {
  const userName = `e2e-order-tech-${tag}`;
  await withDatabase((db) =>
    db.query(
      `with t as (select password_hash, organization_id from users where user_name = 'admin'),
            u as (insert into users (user_name, email, first_name, last_name, password_hash, organization_id,
                                     ci_workstation_id)
                  select $1::text, $1::text || '@e2e.example', 'Order', 'Technician', password_hash, organization_id,
                    (select id from ci_workstations where name = 'Repack Station A' order by id limit 1)
                  from t returning id),
            a as (insert into module_access (user_id, module, role) select id, 'CI', 'Technician' from u)
       insert into user_facilities (user_id, facility_id)
       select u.id, f.id from u, facilities f where f.name = 'Central Pharmacy'`,
      [userName],
    ),
  );
  return userName;
}

async function signedInPage(browser: Browser, userName: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await waitOutPushesInTheWay(page);
  await signedInAs(page, userName);
  await page.goto(path);
  return page;
}

/** The GTIN-14 of a package NDC, as a GS1 label carries it: 003 + the ten digits + the check digit. */
function gtinOf(ndc: string): string {
  const body = `003${ndc.replaceAll('-', '')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

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

test.describe('County orders (CI orders)', () => {
  test('a county orders, the pharmacy buys, receives by scan, repacks, a pharmacist releases, the cards ship and arrive, and the invoice opens', async ({
    page,
    browser,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const technicianName = await repackTechnician(tag.toLowerCase());

    // The county: a draft refused as it stands stores nothing; then 10 cards of the unit-dose metformin.
    await waitOutPushesInTheWay(page);
    await signedInAs(page, 'county');
    await page.goto('/ci-repack/orders/edit/0');
    await expect(page.getByRole('heading', { level: 1, name: 'New CI Order' })).toBeVisible();
    const before = await orderCount();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      m.productRequired,
    );
    await expectNoSeriousA11yViolations(page);
    expect(await orderCount()).toBe(before);
    await page.getByRole('combobox', { name: 'Supplying pharmacy' }).click();
    await page.getByRole('option', { name: 'Central Pharmacy · Central Pharmacy Main Inventory' }).click();
    await page.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: new RegExp(unitDose) }).click();
    await page.getByLabel('Cards Ordered').fill('10');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^CI Order CO\d{6}/ });
    await expect(heading).toBeVisible();
    const orderNumber = ((await heading.textContent()) ?? '').match(/CO\d{6}/)?.[0] ?? '';
    const orderUrl = page.url();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page.getByText(m.submitted)).toBeVisible();
    expect(await orderStatus(orderNumber)).toBe('Submitted');

    // The pharmacy's administrator approves and records the supplier's invoice: one bottle of 1,000.
    const admin = await signedInPage(browser, 'admin', orderUrl);
    await admin.getByRole('button', { name: 'Approve order' }).click();
    await expect(admin.getByText(m.approved)).toBeVisible();
    await admin.getByRole('button', { name: 'Add purchase' }).click();
    const purchase = admin.getByRole('dialog', { name: 'Add purchase' });
    await purchase.getByLabel('Supplier').fill('Cardinal Health');
    await purchase.getByLabel('Invoice #').fill(`INV-${tag}`);
    await purchase.getByLabel('Bottles Ordered').fill('1');
    await purchase.getByLabel('Bottles Invoiced').fill('1');
    await purchase.getByRole('button', { name: 'Save purchase' }).click();
    await expect(admin.getByText(m.purchaseSaved)).toBeVisible();
    await admin.context().close();

    // The technician receives the bottle by scanning its label, and starts a repack job from the order.
    const tech = await signedInPage(browser, technicianName, orderUrl);
    await tech.getByRole('button', { name: 'Receive bottles' }).click();
    const receive = tech.getByRole('dialog', { name: 'Receive bottles' });
    const scan = receive.getByLabel('Scan GS1 DataMatrix');
    await scan.fill(`(01)${gtinOf('0591-0405-10')}(17)280131(10)E2E${tag}`);
    await scan.press('Enter');
    await expect(receive.getByRole('textbox', { name: 'Lot', exact: true })).toHaveValue(`E2E${tag}`);
    await expect(receive.getByLabel('Expiration Date')).toHaveValue('2028-01-31');
    await receive.getByLabel('Unit Cost').fill('0.0150');
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(tech.getByText(m.received)).toBeVisible();
    await expect(tech.getByRole('link', { name: /^Receipt #\d+$/ })).toBeVisible();

    await tech.getByRole('link', { name: `New repack job for ${unitDose}` }).click();
    await expect(tech.getByRole('heading', { level: 1, name: 'New Repack Job' })).toBeVisible();
    await expect(tech.getByText('These cards are for a county order.')).toBeVisible();
    await expect(tech.getByLabel('Planned cards')).toHaveValue('10');
    await tech.getByRole('combobox', { name: 'Container class' }).click();
    await tech.getByRole('option', { name: 'Class A (USP 〈671〉)' }).click();
    await tech.getByRole('button', { name: 'Fill first expiry first' }).click();
    await tech.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tech).toHaveURL(/\/ci-repack\/jobs\/edit\/[1-9]\d*$/);
    const jobId = Number(tech.url().split('/').at(-1));
    await expect(tech.getByRole('link', { name: orderNumber, exact: true })).toBeVisible();

    await tech.getByRole('button', { name: 'Start job' }).click();
    const start = tech.getByRole('dialog', { name: `Start repack job #${jobId}` });
    for (const item of lineClearanceItems) await start.getByLabel(item.label).check();
    await start.getByRole('button', { name: 'Start job' }).click();
    await expect(start).toBeHidden();
    const lotLink = tech.getByRole('link', { name: /^Lot RP\d+$/ });
    const lotNumber = ((await lotLink.textContent()) ?? '').replace('Lot ', '');

    // The labels: a PDF whose DataMatrix reads back as the new lot.
    await tech.getByRole('button', { name: 'Print labels' }).click();
    const print = tech.getByRole('dialog', { name: `Print labels of repack job #${jobId}` });
    const download = tech.waitForEvent('download');
    await print.getByRole('button', { name: 'Print labels' }).click();
    const labels = await PDFDocument.load(readFileSync((await (await download).path()) as string));
    const first = labels.getPage(0);
    const [code] = await readDataMatrix(formMatrix(first, formRefs(first)[0] as never), 'Plain');
    expect(parseGs1(code as string)).toMatchObject({
      ok: true,
      fields: { lot: lotNumber, ndc: '5009040550' },
    });

    await tech.getByRole('button', { name: 'Complete job' }).click();
    const complete = tech.getByRole('dialog', { name: `Complete repack job #${jobId}` });
    await complete.getByLabel('Cards made').fill('10');
    await complete.getByRole('button', { name: 'Complete job' }).click();
    await expect(complete).toBeHidden();

    // A pharmacist who did not run the job signs its release with her password.
    const pharmacist = await signedInPage(browser, 'pharmacist', `/ci-repack/jobs/edit/${jobId}`);
    await pharmacist.getByRole('button', { name: 'Release', exact: true }).click();
    const sign = pharmacist.getByRole('dialog', { name: `Release repack job #${jobId}` });
    await sign.getByLabel('Your password').fill(demoPassword);
    await sign.getByRole('button', { name: 'Sign and release' }).click();
    await expect(sign).toBeHidden();
    await pharmacist.context().close();

    // Now the cards ship, first expiry first from the released lots (the demo's own released cards among them).
    await tech.goto(orderUrl);
    await tech.getByRole('button', { name: 'Ship cards' }).click();
    const ship = tech.getByRole('dialog', { name: 'Ship cards' });
    await expect(ship.getByLabel('Cards to ship')).toHaveValue('10');
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(tech.getByText(m.shipped)).toBeVisible();
    await expect(tech.getByRole('link', { name: /^Shipment #\d+$/ })).toBeVisible();
    await tech.context().close();

    // The county confirms what arrived; the invoice opens from its public code.
    await page.reload();
    await page.getByRole('button', { name: 'Confirm receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Confirm receipt' });
    await expect(receipt.getByLabel('Cards received')).toHaveValue('10');
    await receipt.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(page.getByText(m.receiptConfirmed)).toBeVisible();
    expect(await orderStatus(orderNumber)).toBe('Received by county');

    const [invoice] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Invoice PDF' }).click(),
    ]);
    await expect(invoice).toHaveURL(/\/public\/invoice\/pdf\/\d+\.\d+\.[\w-]{43}/);
    await expect(invoice.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(invoice.locator('iframe[title="County invoice"]')).toBeVisible();
    await expect(invoice.getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'download',
      `county-invoice-${orderNumber}.pdf`,
    );
    await expectNoSeriousA11yViolations(invoice);
    const pdfAnswer = await invoice.request.get(
      `/api/PublicCiInvoice/GetInvoicePdf?code=${encodeURIComponent(invoice.url().split('/pdf/')[1]?.split('?')[0] ?? '')}`,
    );
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
    await invoice.close();

    // The order's line, read from what was done: 1,000 received, 300 repacked into 10 cards, 700 over.
    const line = page
      .getByRole('region', { name: 'Shortage / overage' })
      .getByRole('row')
      .filter({ hasText: '0591-0405-10' });
    await expect(line).toContainText(`INV-${tag}`);
    await expect(line).toContainText('700');
    await expectNoSeriousA11yViolations(page);
  });

  test('the Short/Over Report opens from the order with a signed code, prints after loading and closes', async ({
    page,
  }) => {
    await stubPrinting(page);
    const order = await demoOrder('Received by county');
    await signedInAs(page, 'county');
    await page.goto(`/ci-repack/orders/edit/${order.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`CI Order ${order.orderNumber}`) }),
    ).toBeVisible();
    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Short/Over Report' }).click(),
    ]);
    await expect(report).toHaveURL(/\/ci-short-over\?code=\d+\.\d+\.[\w-]{43}$/);
    await expect(report.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
    await expect(report.getByText(`Order Number: ${order.orderNumber}`)).toBeVisible();
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
    // The demo order: 3 bottles invoiced for 2 ordered, 2,000 tablets in for 60 cards of 30 (1,800): 200 over.
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /Metformin .* 200$/ })).toBeVisible();
    await expect.poll(() => printCalls(report)).toEqual(['print', 'close']);
    await expectNoSeriousA11yViolations(report);
  });

  test('a balanced order prints the empty text; a forged code shows the refusal and does not print', async ({
    page,
  }) => {
    await stubPrinting(page);
    const closed = await demoOrder('Closed');
    await page.goto(`/ci-short-over?code=${reportCode(closed.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
    await expect(page.getByText(`Order Number: ${closed.orderNumber}`)).toBeVisible();
    await expect(page.getByText(emptyText, { exact: true })).toBeVisible();
    await expect.poll(() => printCalls(page)).toEqual(['print', 'close']);

    const forged = reportCode(closed.id).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await page.goto(`/ci-short-over?code=${forged}`);
    await expect(page.getByRole('alert')).toHaveText(m.codeInvalid);
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.waitForTimeout(600);
    expect(await printCalls(page)).toEqual([]);

    // An invoice link that is not one says so.
    await page.goto(`/public/invoice/pdf/${forged}`);
    await expect(page.getByRole('alert')).toContainText(m.invoiceCodeInvalid);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the Complaints button creates a complaint ticket and opens it', async ({ page }) => {
    await signedInAs(page, 'technician');
    await page.goto('/ci-repack/orders/list');
    await expect(page.getByRole('heading', { level: 1, name: 'CI Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'Complaints' }).click();
    await expect(page).toHaveURL(/\/support\/tickets\/edit\/[1-9]\d*\?request=ciRepackComplaint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New CI Repack Complaint' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
