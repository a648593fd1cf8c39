import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';
import { day, usDay } from './report-helpers.ts';

const randomNdc = () =>
  `8${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(1000)).padStart(3, '0')}-${String(randomInt(100)).padStart(2, '0')}`;

const beyondUseDate = '2027-06-30';

/**
 * A repack job of this test alone, as the repack screens leave one once a pharmacist has released it: at a site of
 * its own (no other test's or the demo's jobs reach its report), completed now, 10 cards of 30 made from 306 bulk
 * tablets of one source lot, 4 wasted and 2 kept as samples, into a lot of its own with its beyond-use date.
 */
function releasedJob(tag: string) {
  const site = `E2E Yield Site ${tag}`;
  const bulk = { ndc: randomNdc(), name: `E2E Yield Bulk ${tag}` };
  const card = { ndc: randomNdc(), name: `E2E Yield Card ${tag}` };
  const lotNumber = `RY${tag}`;
  return withDatabase(async (db) => {
    const one = async <T>(text: string, values: unknown[]) => (await db.query(text, values)).rows[0] as T;
    const { id: siteId } = await one<{ id: number }>(
      `insert into inventory_sites (facility_id, name)
       select id, $1 from facilities where name = 'Central Pharmacy' returning id`,
      [site],
    );
    const { id: bulkId } = await one<{ id: number }>(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size) values ($1, $2, 'tablet', 1000)
       returning id`,
      [bulk.ndc, bulk.name],
    );
    const { id: cardId } = await one<{ id: number }>(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size, repack_source_product_id)
       values ($1, $2, 'tablet', 30, $3) returning id`,
      [card.ndc, card.name, bulkId],
    );
    const { id: sourceLotId } = await one<{ id: number }>(
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind)
       values ($1, $2, $3, '2030-12-31', 'supplier') returning id`,
      [siteId, bulkId, `SRC${tag}`],
    );
    const { id: lotId } = await one<{ id: number }>(
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind, source_name)
       values ($1, $2, $3, $4, 'repack', 'Repackaging') returning id`,
      [siteId, cardId, lotNumber, beyondUseDate],
    );
    const { id: documentId } = await one<{ id: number }>(
      `insert into stock_documents (kind, inventory_site_id, occurred_at, reference)
       values ('repack', $1, now(), 'E2E repack') returning id`,
      [siteId],
    );
    const job = await one<{ id: number; completedDay: string }>(
      `insert into repack_jobs (inventory_site_id, output_product_id, source_product_id, count_per_card,
         planned_cards, container_class, status, lot_id, beyond_use_date, bud_rule, actual_cards, waste_units,
         sample_units, document_id, created_by, started_by, started_at, completed_at, verified_by, verified_at,
         signature_method, signature_meaning)
       select $1, $2, $3, 30, 10, 'A', 'released', $4, $5, 'policy_months', 10, 4, 2, $6, t.id, t.id,
         now() - interval '1 hour', now(), p.id, now(), 'password', 'Released'
       from users t, users p where t.user_name = 'technician' and p.user_name = 'pharmacist'
       returning id, to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD') as "completedDay"`,
      [siteId, cardId, bulkId, lotId, beyondUseDate, documentId],
    );
    await db.query(
      `insert into repack_job_sources (job_id, lot_id, quantity, used, position) values ($1, $2, 306, 306, 0)`,
      [job.id, sourceLotId],
    );
    return { siteId, site, bulk, card, lotNumber, jobId: job.id, completedDay: job.completedDay };
  });
}

test.describe('Repack yield report', () => {
  test('repack yield: a completed job’s yield, waste and beyond-use date, and its job page', async ({
    page,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const job = await releasedJob(tag);
    const [from, to] = [day(-5), day(1)];
    // The technician has CI (the report's module) at Central Pharmacy, the job's site's facility.
    await signedInAs(page, 'technician');
    await page.goto(`/reporting/repack-yield?siteId=${job.siteId}&from=${from}&to=${to}&search=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Repack Yield Report' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(from);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);

    const table = page.getByRole('region', { name: 'Records' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const cells = table
      .getByRole('row')
      .filter({ hasText: `#${job.jobId}` })
      .getByRole('cell');
    await expect(cells.nth(0)).toHaveText(`#${job.jobId}`); // Job
    await expect(cells.nth(1)).toHaveText(usDay(job.completedDay)); // Completed
    await expect(cells.nth(2)).toHaveText(job.site);
    await expect(cells.nth(3)).toContainText(job.bulk.name); // Bulk product
    await expect(cells.nth(3)).toContainText(job.bulk.ndc);
    await expect(cells.nth(4)).toHaveText('tablet'); // Unit: the bulk product's dispensing unit
    await expect(cells.nth(5)).toContainText(`${job.card.name} × 30`); // Cards
    await expect(cells.nth(5)).toContainText(job.card.ndc);
    await expect(cells.nth(6)).toHaveText('Released'); // Status
    await expect(cells.nth(7)).toHaveText('10'); // Planned
    await expect(cells.nth(8)).toHaveText('10'); // Made
    await expect(cells.nth(9)).toHaveText('306'); // Units Taken
    await expect(cells.nth(10)).toHaveText('4'); // Waste
    await expect(cells.nth(11)).toHaveText('2'); // Samples
    await expect(cells.nth(12)).toHaveText('98.0%'); // Yield: 300 of 306 units became cards
    await expect(cells.nth(13)).toHaveText(job.lotNumber); // Lot
    await expect(cells.nth(14)).toHaveText(usDay(beyondUseDate)); // BUD

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Jobs1 job');
    await expect(totals).toContainText('Cards made10 cards');
    await expect(totals).toContainText('Units taken306 units');
    await expect(totals).toContainText('Waste4 units');
    await expect(totals).toContainText('Samples2 units');
    await expect(totals).toContainText('Yield98.0%');
    await expect(
      page.getByRole('img', { name: 'Where the bulk went: Cards 300 units; Waste 4 units; Samples 2 units' }),
    ).toBeVisible();
    await page.getByText('Table', { exact: true }).click();
    const chartTable = page.getByRole('table', { name: 'Where the bulk went' });
    await expect(chartTable.getByRole('columnheader', { name: 'Use' })).toBeVisible();
    await expect(chartTable.getByRole('row', { name: 'Waste 4 units' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PDF' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The drill-down: the job's own page.
    const link = table.getByRole('link', { name: `Repack job #${job.jobId}` });
    await expect(link).toHaveAttribute('href', `/ci-repack/jobs/edit/${job.jobId}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ci-repack/jobs/edit/${job.jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Repack job #${job.jobId}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Lot ${job.lotNumber}` })).toBeVisible();
  });
});
