import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { findBudget } from './budget-helpers.ts';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

// Lazy pages, a chart and several calls per screen: the default 7 s is tight on a shared two-core runner.
const expect = baseExpect.configure({ timeout: 15_000 });

type Fixture = { budgetId: number; name: string; po1: string; po2: string; poLow: string; invoiceId: number };

/**
 * The budget: $250,000.00 allocated, POs of $180,000 (of which $42,000 paid) and $100,000, and a small PO
 * almost spent (below its threshold). Available: 250,000 − 46,800 − 238,200 = −$35,000.00. Written to the
 * database, one per test, so parallel tests do not meet.
 */
async function overspentBudget(): Promise<Fixture> {
  const tag = randomUUID().slice(0, 8);
  const name = `E2E Overspent ${tag}`;
  const [po1, po2, poLow] = [`B4A1C2-${tag}-00017`, `B4A1C2-${tag}-00018`, `B4A1C2-${tag}-00019`];
  return withDatabase(async (db) => {
    const budget = await db.query<{ id: number }>(
      `insert into budgets (name, fiscal_year_id, allocated_amt)
       values ($1, (select id from fiscal_years where start_date = '2026-07-01'), '250000.00') returning id`,
      [name],
    );
    const budgetId = budget.rows[0]?.id ?? 0;
    await db.query(
      `insert into budget_funds (budget_id, fund_number, fund_name)
       values ($1, '2339', 'Federal Grants Trust Fund - Ryan White Part B')`,
      [budgetId],
    );
    await db.query(
      `insert into purchase_orders (budget_id, po_number, vendor_name, po_value)
       values ($1, $2, 'McKesson Specialty Health', '180000.00'), ($1, $3, 'Cardinal Health 110 LLC', '100000.00'),
              ($1, $4, 'Sandoz Inc.', '5000.00')`,
      [budgetId, po1, po2, poLow],
    );
    const invoice = await db.query<{ id: number }>(
      `insert into invoices (budget_id, po_id, invoice_number, status_id, invoiced_amt, paid_amt)
       select $1, id, 'INV-' || po_number, 3, case when po_number = $2 then 42000 else 4800 end,
              case when po_number = $2 then 42000 else 4800 end
       from purchase_orders where budget_id = $1 and po_number in ($2, $3) order by po_number returning id`,
      [budgetId, po1, poLow],
    );
    return { budgetId, name, po1, po2, poLow, invoiceId: invoice.rows[0]?.id ?? 0 };
  });
}

/** Nothing on the page reaches past the window's right edge (issue 10: "No page may scroll sideways"). */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

/** The theme's error colour as the browser resolves it. */
async function errorColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-color-error)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

/** A negative amount: its sign, the error colour, and an icon, so it is not told by colour alone. */
async function expectNegativeMoney(page: Page, scope: Locator, text: string) {
  const amount = scope.getByText(text, { exact: true });
  await expect(amount.first()).toBeVisible();
  await expect(amount.first()).toHaveCSS('color', await errorColour(page));
  await expect(amount.first().locator('svg')).toHaveCount(1);
}

const sizes = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { label, viewport } of sizes) {
  test.describe(`Budget & Accounting at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('Budget Tracking: no sideways scroll, totals apart, money alike in and out of inputs, over budget flagged', async ({
      page,
    }) => {
      const f = await overspentBudget();
      await signedInAs(page, 'manager');
      await page.goto('/ba/budgets/list');
      await findBudget(page, f.name);

      // The allocation box reads as the same money as the totals beside it.
      const input = page.getByRole('textbox', { name: `Allocations for ${f.name}` });
      await expect(input).toHaveValue('250,000.00');
      const totals = page.getByRole('region', { name: 'Totals' });
      await expect(totals.getByRole('definition').nth(1)).toHaveText('$250,000.00');
      await expectNegativeMoney(page, totals, '-$35,000.00');

      // Totals do not overlap: each figure has its own box and nothing is cut.
      const boxes = await totals.getByRole('definition').evaluateAll((dds) =>
        dds.map((dd) => {
          const r = dd.getBoundingClientRect();
          return {
            left: r.left,
            right: r.right,
            top: r.top,
            bottom: r.bottom,
            cut: dd.scrollWidth > dd.clientWidth,
          };
        }),
      );
      expect(boxes).toHaveLength(6);
      for (const [i, a] of boxes.entries()) {
        expect(a.cut).toBe(false);
        for (const b of boxes.slice(i + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart).toBe(true);
        }
      }

      // The row says it is over budget in words, and its Available Budget is negative, red, with an icon.
      const record = label === 'phone' ? page.getByRole('listitem') : page.getByRole('row');
      const row = record.filter({ hasText: f.name });
      await expect(row.getByText('Over budget', { exact: true })).toBeVisible();
      await expectNegativeMoney(page, row, '-$35,000.00');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });

    test('Budget POs: no sideways scroll, figures inside their card, PO numbers on one line, the overrun drawn', async ({
      page,
    }) => {
      const f = await overspentBudget();
      await signedInAs(page, 'manager');
      await page.goto(`/ba/budgets/pos/list/${f.budgetId}`);
      const link = page.getByRole('link', { name: f.po1, exact: true });
      await expect(link).toBeVisible();

      const kpi = page.getByTestId('kpi-list');
      const panel = page.getByRole('region', { name: 'Budget Figures' });
      const panelBox = await panel.boundingBox();
      for (const cell of await kpi.getByRole('cell').all()) {
        const box = await cell.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
          (panelBox?.x ?? 0) + (panelBox?.width ?? 0),
        );
      }
      await expectNegativeMoney(page, kpi.getByRole('row', { name: 'Available Budget (E)' }), '-$35,000.00');

      // One line: a PO number is one token.
      const linkBox = await link.boundingBox();
      const lineHeight = await link.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      expect(linkBox?.height ?? 0).toBeLessThan(lineHeight * 1.5);
      // The low PO says so in words, not only by its orange.
      const lowRecord = (label === 'phone' ? page.getByRole('listitem') : page.getByRole('row')).filter({
        has: page.getByRole('link', { name: f.poLow, exact: true }),
      });
      await expect(lowRecord.getByText('PO balance low', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The doughnut is no longer a full ring of B and C: the overrun beyond the allocation is its own slice.
      await page.getByText('Chart', { exact: true }).click();
      const chart = page.getByTestId('kpi-chart');
      await expect(chart).toContainText('Over allocation: $35,000.00');
      await expectNegativeMoney(page, chart, '-$35,000.00');
      await expect(chart.locator('svg path[fill="#c92a2a"]')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });

    test('PO edit and invoice edit show amounts as the lists do; the invoice list fits', async ({ page }) => {
      const f = await overspentBudget();
      await signedInAs(page, 'manager');
      await page.goto(`/ba/budgets/pos/list/${f.budgetId}`);
      const poRecord = (label === 'phone' ? page.getByRole('listitem') : page.getByRole('row')).filter({
        has: page.getByRole('link', { name: f.po1, exact: true }),
      });
      await expect(poRecord.getByText('$180,000.00', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: f.po1, exact: true }).click();
      const poValue = page.getByRole('textbox', { name: 'PO Value' });
      await expect(poValue).toHaveValue('180,000.00');
      await expectNoSidewaysScroll(page);
      // While typing, the box keeps what is typed; afterwards it reads as money again.
      await poValue.fill('181000.5');
      await expect(poValue).toHaveValue('181000.5');
      await poValue.blur();
      await expect(poValue).toHaveValue('181,000.50');

      await page.goto(`/ba/budgets/invoices/list/${f.budgetId}`);
      const invoiceRecord = (label === 'phone' ? page.getByRole('listitem') : page.getByRole('row')).filter({
        hasText: f.po1,
      });
      await expect(invoiceRecord.getByText('$42,000.00', { exact: true }).first()).toBeVisible();
      await expectNegativeMoney(page, page.locator('main'), '-$35,000.00');
      await expectNoSidewaysScroll(page);
      await page.goto(`/ba/budgets/invoices/edit/${f.invoiceId}/${f.budgetId}`);
      await expect(page.getByRole('textbox', { name: 'Invoice $' })).toHaveValue('42,000.00');
      await expect(page.getByRole('textbox', { name: 'Paid $' })).toHaveValue('42,000.00');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('Over-commitment', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a PO past the allocation is refused until the B&A manager confirms it', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `E2E Over ${tag}`;
    const budgetId = await withDatabase(async (db) => {
      const budget = await db.query<{ id: number }>(
        `insert into budgets (name, fiscal_year_id, allocated_amt)
         values ($1, (select id from fiscal_years where start_date = '2026-07-01'), '250000.00') returning id`,
        [name],
      );
      const id = budget.rows[0]?.id ?? 0;
      await db.query(
        `insert into purchase_orders (budget_id, po_number, vendor_name, po_value)
         values ($1, $2, 'McKesson Specialty Health', '180000.00')`,
        [id, `P1-${tag}`],
      );
      await db.query(
        `insert into invoices (budget_id, po_id, invoice_number, status_id, invoiced_amt, paid_amt)
         select $1, id, 'INV-1', 3, 42000, 42000 from purchase_orders where budget_id = $1`,
        [id],
      );
      return id;
    });
    const poCount = () =>
      withDatabase(async (db) => {
        const res = await db.query<{ n: string }>(
          'select count(*) as n from purchase_orders where budget_id = $1',
          [budgetId],
        );
        return Number(res.rows[0]?.n ?? 0);
      });

    await signedInAs(page, 'manager');
    await page.goto(`/ba/budgets/pos/edit/0/${budgetId}`);
    await page.getByLabel('PO Number').fill(`P2-${tag}`);
    await page.getByLabel('Vendor Name').fill('Cardinal Health 110 LLC');
    await page.getByLabel('PO Value').fill('100000');
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Over budget' });
    await expect(dialog).toContainText(
      'This save would over-commit the budget: its Available Budget would be -$30,000.00. Confirm to save it anyway.',
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Refused: nothing stored, and the form is still there as typed.
    await expect(page.getByLabel('PO Value')).toHaveValue('100,000.00');
    expect(await poCount()).toBe(1);

    await page.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Purchase Order saved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ba/budgets/pos/list/${budgetId}$`));
    await expect(page.getByRole('link', { name: `P2-${tag}`, exact: true })).toBeVisible();
    expect(await poCount()).toBe(2);
    await expectNegativeMoney(
      page,
      page.getByTestId('kpi-list').getByRole('row', { name: 'Available Budget (E)' }),
      '-$30,000.00',
    );
  });
});
