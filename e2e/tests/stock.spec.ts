import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

type Lot = { lotId: number; lotNumber: string; ndc: string; productName: string };

/** A product of its own with one lot of 50 vials (packs of 10) at the demo's main inventory, opened an hour ago. */
function stockedLot(): Promise<Lot> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const digits = `9${String(Date.now()).slice(-9)}`;
  const ndc = `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
  const productName = `E2E Stock ${tag}`;
  const lotNumber = `E2E-${tag}`;
  return withDatabase(async (client) => {
    const { rows: products } = await client.query<{ id: number }>(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size) values ($1, $2, 'vial', 10)
       returning id`,
      [ndc, productName],
    );
    const { rows: sites } = await client.query<{ id: number }>(
      `select id from inventory_sites where name = 'Central Pharmacy Main Inventory' order by id limit 1`,
    );
    const siteId = sites[0]?.id;
    const { rows: lots } = await client.query<{ id: number }>(
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind, bin)
       values ($1, $2, $3, current_date + 45, 'opening', 'A-1') returning id`,
      [siteId, products[0]?.id, lotNumber],
    );
    const lotId = lots[0]?.id as number;
    const { rows: documents } = await client.query<{ id: number }>(
      `insert into stock_documents (kind, inventory_site_id, occurred_at) values ('opening', $1, now() - interval '1 hour')
       returning id`,
      [siteId],
    );
    await client.query(
      `insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
       values ($1, $2, 50, 'opening', now() - interval '1 hour')`,
      [documents[0]?.id, lotId],
    );
    return { lotId, lotNumber, ndc, productName };
  });
}

const lotState = (lotId: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ onHand: number; status: string; lines: number }>(
      `select on_hand as "onHand", status, (select count(*)::int from stock_movements where lot_id = $1) as lines
       from stock_lots where id = $1`,
      [lotId],
    );
    return rows[0];
  });

async function adjust(page: Page, quantity: string, reason: string) {
  await page.getByRole('button', { name: 'Adjust', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Adjust lot/ });
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: reason, exact: true }).click();
  await dialog.getByRole('button', { name: 'Post adjustment' }).click();
  return dialog;
}

test.describe('Stock', () => {
  test('a technician finds a lot and adjusts it; a pharmacist holds, releases it and reverses the adjustment', async ({
    page,
    browser,
  }) => {
    test.slow();
    const lot = await stockedLot();
    await signedInAs(page, 'technician');
    await page.goto('/inventories/stock/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(lot.lotNumber);
    const row = page.getByRole('row', { name: new RegExp(lot.productName) });
    await expect(row).toContainText('50 vials (5 packs of 10)');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await row
      .getByRole('button', {
        name: `Show the 1 lot of ${lot.productName} at Central Pharmacy Main Inventory`,
      })
      .click();
    const lots = page.getByRole('dialog', {
      name: `Lots of ${lot.productName} at Central Pharmacy Main Inventory`,
    });
    await expect(lots).toContainText('Available');
    await lots.getByRole('link', { name: lot.lotNumber }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Stock Lot Lot ${lot.lotNumber} · ${lot.productName}` }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ledger' })).toContainText('Opening balance');
    await expectNoSeriousA11yViolations(page);
    // A technician adjusts but neither holds nor reverses.
    await expect(page.getByRole('button', { name: 'Hold' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);

    const dialog = await adjust(page, '3', 'Damaged');
    await expect(dialog).toBeHidden();
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger.getByRole('row').nth(1)).toContainText('Damaged');
    await expect(ledger.getByRole('row').nth(1)).toContainText('47 vials (4 packs of 10 + 7)');
    expect(await lotState(lot.lotId)).toMatchObject({ onHand: 47, lines: 2 });

    const refused = await adjust(page, '100', 'Missing');
    await expect(refused.locator('[data-error-summary]')).toContainText(
      `Only 47 available in lot ${lot.lotNumber} (${lot.ndc}).`,
    );
    expect(await lotState(lot.lotId)).toMatchObject({ onHand: 47, lines: 2 });
    await expectNoSeriousA11yViolations(page);
    await refused.getByRole('button', { name: 'Cancel' }).click();

    // A context of its own: axe needs one per page, and the pharmacist must not share the technician's session.
    const context = await browser.newContext();
    const pharmacist = await context.newPage();
    await signedInAs(pharmacist, 'pharmacist');
    await pharmacist.goto(`/inventories/stock/lot/${lot.lotId}`);
    await pharmacist.getByRole('button', { name: 'Hold', exact: true }).click();
    const hold = pharmacist.getByRole('dialog', { name: `Hold lot ${lot.lotNumber}` });
    await hold.getByLabel('Note').fill('Carton arrived wet');
    await hold.getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(hold).toBeHidden();
    await expect(pharmacist.getByText('Carton arrived wet')).toBeVisible();
    expect((await lotState(lot.lotId))?.status).toBe('on_hold');
    await expectNoSeriousA11yViolations(pharmacist);

    await pharmacist.getByRole('button', { name: 'Release', exact: true }).click();
    const release = pharmacist.getByRole('dialog', { name: `Release lot ${lot.lotNumber}` });
    await release.getByLabel('Note').fill('Inspected: sound');
    await release.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(release).toBeHidden();
    await expect(pharmacist.getByRole('button', { name: 'Hold', exact: true })).toBeVisible();
    expect((await lotState(lot.lotId))?.status).toBe('available');

    // The technician's adjustment was a mistake: the pharmacist reverses it, once.
    await pharmacist.getByRole('button', { name: /^Reverse adjustment #\d+$/ }).click();
    const reverse = pharmacist.getByRole('dialog', { name: /^Reverse adjustment #\d+$/ });
    await reverse.getByLabel('Note').fill('Counted twice');
    await reverse.getByRole('button', { name: 'Reverse document' }).click();
    await expect(reverse).toBeHidden();
    const lines = pharmacist.getByRole('table', { name: 'Ledger' }).getByRole('row');
    await expect(lines.nth(1)).toContainText('Reversal');
    await expect(lines.nth(1)).toContainText('50 vials (5 packs of 10)');
    await expect(pharmacist.getByRole('button', { name: /^Reverse adjustment/ })).toHaveCount(0);
    expect(await lotState(lot.lotId)).toMatchObject({ onHand: 50, lines: 3 });

    // The reversal opens as a document: its line on this lot, its note, and the adjustment it undid.
    await lines
      .nth(1)
      .getByRole('link', { name: /^Reversal #\d+$/ })
      .click();
    await expect(pharmacist.getByRole('heading', { level: 1 })).toContainText(/Reversal #\d+/);
    await expect(pharmacist.getByText('Counted twice')).toBeVisible();
    const documentLines = pharmacist.getByRole('table', { name: 'Lines' }).getByRole('row');
    await expect(documentLines).toHaveCount(2);
    await expect(documentLines.nth(1)).toContainText(lot.lotNumber);
    await expectNoSeriousA11yViolations(pharmacist);
    await pharmacist.getByRole('link', { name: /^Document #\d+$/ }).click();
    await expect(pharmacist.getByRole('heading', { level: 1 })).toContainText(/Adjustment #\d+/);
    const adjustmentId = Number(pharmacist.url().split('/').pop());

    // The journal of every document lists the adjustment, filtered by kind, as reversed.
    await pharmacist.goto('/inventories/stock/documents/list');
    await expect(pharmacist.getByRole('heading', { level: 1, name: 'Stock Documents' })).toBeVisible();
    await pharmacist.getByRole('combobox', { name: 'Kind' }).click();
    await pharmacist.getByRole('option', { name: 'Adjustment', exact: true }).click();
    const listed = pharmacist.locator('main table tbody tr').filter({
      has: pharmacist.getByRole('link', { name: `Adjustment #${adjustmentId}`, exact: true }),
    });
    await expect(listed).toContainText(/Reversed by #\d+/);
    await expect(pharmacist.locator('main table tbody tr').filter({ hasText: 'Receipt #' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(pharmacist);
    await context.close();
  });
});
