import { randomUUID } from 'node:crypto';
import {
  type ExpiringStockResponse,
  reportPaths as paths,
  type StockUsageResponse,
} from '@homer/contracts/reports';
import { stockPaths } from '@homer/contracts/stock';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from '../../db/embedded.ts';
import { createDb, type Db } from '../../db/pool.ts';
import { inventorySites, ndcProducts } from '../../db/schema/pharmacy.ts';
import { isStatementTimeout, openReportDatabase } from '../../platform/reporting/report-database.ts';
import { receive, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { dropDatabase } from '../../test/database-url.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { createTestContext, testDatabaseUrls } from '../../test/test-context.ts';
import { workbookRows } from '../../test/workbook-rows.ts';
import { getAs, post, reportUsers } from './report-test-support.ts';

const t = stockTestContext();
let users: Awaited<ReturnType<typeof reportUsers>>;
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let scarce = 0;

/**
 * Naloxone at the main site: lot A (100, $2.50) expires in 20 days, lot B (100, no cost) in 50, lot C (200, $1)
 * in years; 90 units were shipped from C two days ago: a usage of 90 units in 90 days, one a day. So usage reaches
 * 20 of A before it expires (80 at risk, $200) and none of B, which A's remaining units would come before (100 at
 * risk). A scarce product has 10 left after 60 shipped: 0.5 months of stock, low.
 */
beforeAll(async () => {
  users = await reportUsers(t.ctx);
  const { main, naloxone } = t.f;
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const lot = (lotNumber: string, quantity: number, days: number, unitCost: string | null) =>
    receive(t.ctx.db, {
      inventorySiteId: main,
      ndcProductId: naloxone,
      lotNumber,
      quantity,
      expiryDate: isoIn(days),
      unitCost,
      occurredAt: daysAgo(3),
    });
  await lot('EXP-A', 100, 20, '2.5');
  await lot('EXP-B', 100, 50, null);
  const { lotId: c } = await lot('EXP-C', 200, 900, '1');
  await post(t.ctx, { kind: 'shipment', siteId: main, lotId: c, quantity: -90, at: daysAgo(2) });
  const [product] = await t.ctx.db
    .insert(ndcProducts)
    .values({ ndc: '0000-1111-22', productName: 'Scarce tablets', dispensingUnit: 'tablet', packSize: 30 })
    .returning({ id: ndcProducts.id });
  scarce = product?.id ?? 0;
  const { lotId } = await receive(t.ctx.db, {
    inventorySiteId: main,
    ndcProductId: scarce,
    lotNumber: 'SC-1',
    quantity: 70,
    expiryDate: isoIn(400),
    unitCost: '0.1',
  });
  await post(t.ctx, { kind: 'shipment', siteId: main, lotId, quantity: -60 });
});

const read = async <T>(url: string): Promise<T> => {
  const res = await getAs(t.ctx, users.reader, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('the expiring stock report', () => {
  it('weighs each lot expiring in the window against the usage expected before it expires, earliest first', async () => {
    const report = await read<ExpiringStockResponse>(
      `${paths.expiringStock}?pageSize=50&siteId=${t.f.main}&within=60&search=EXP-`,
    );
    expect(
      report.data.map((r) => [
        r.lotNumber,
        r.daysLeft,
        r.monthlyUsage,
        r.expectedUse,
        r.atRiskUnits,
        r.atRiskValue,
      ]),
    ).toEqual([
      ['EXP-A', 20, 30.4, 20, 80, 200],
      ['EXP-B', 50, 30.4, 0, 100, 0],
    ]);
    expect(report.totals).toMatchObject({ lots: 2, onHand: 200, atRiskUnits: 180, atRiskValue: 200 });
    expect(report.totals.byMonth.reduce((total, m) => total + m.atRiskUnits, 0)).toBe(180);

    const month = await read<ExpiringStockResponse>(
      `${paths.expiringStock}?pageSize=50&siteId=${t.f.main}&within=30&search=EXP-`,
    );
    expect(month.data.map((r) => r.lotNumber)).toEqual(['EXP-A']);
    // Searching for the later lot alone still lets the earlier one take usage first.
    const later = await read<ExpiringStockResponse>(
      `${paths.expiringStock}?pageSize=50&within=60&search=EXP-B`,
    );
    expect(later.data.map((r) => [r.lotNumber, r.expectedUse])).toEqual([['EXP-B', 0]]);
  });

  it('refuses a window it does not offer', async () => {
    const res = await getAs(t.ctx, users.reader, `${paths.expiringStock}?pageSize=50&within=45`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('within');
  });
});

describe('the stock usage report', () => {
  it('gives on hand, usage, months of stock, the low flag and value at cost per product and site', async () => {
    const report = await read<StockUsageResponse>(`${paths.stockUsage}?pageSize=50&siteId=${t.f.main}`);
    const naloxone = report.data.find((r) => r.productId === t.f.naloxone);
    expect(naloxone).toMatchObject({
      onHand: 310,
      available: 310,
      monthlyUsage: 30.4,
      monthsOfStock: 10.2,
      low: false,
      value: 360,
      uncostedUnits: 100,
    });
    const low = report.data.find((r) => r.productId === scarce);
    expect(low).toMatchObject({ onHand: 10, monthlyUsage: 20.3, monthsOfStock: 0.5, low: true, value: 1 });
    const lowOnly = await read<StockUsageResponse>(`${paths.stockUsage}?pageSize=50&lowOnly=true`);
    expect(lowOnly.data.map((r) => r.productName)).toEqual(['Scarce tablets']);
    expect(lowOnly.totals).toMatchObject({ products: 1, low: 1, value: 1 });
    // Below 12 months naloxone is low too.
    const year = await read<StockUsageResponse>(`${paths.stockUsage}?pageSize=50&lowBelow=3&lowOnly=true`);
    expect(year.totals.low).toBe(1);
    const bad = await getAs(t.ctx, users.reader, `${paths.stockUsage}?pageSize=50&lowBelow=12`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the report with its filters to Excel, read where the report reads', async () => {
    const link = await getAs(t.ctx, users.reader, `${paths.stockUsageExport}?lowOnly=true`);
    expect(link.json()).toMatchObject({ isSuccessful: true });
    const file = await t.ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode, file.body).toBe(200);
    const rows = await workbookRows(file.rawPayload);
    expect(rows[0]?.slice(0, 2)).toEqual(['NDC', 'Product']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Scarce tablets']);
    const ledgerLink = await getAs(
      t.ctx,
      users.reader,
      `${paths.stockLedgerExport}?from=2026-01-01&to=2025-01-01`,
    );
    expect(ledgerLink.statusCode).toBe(400);
    expect((await getAs(t.ctx, users.outsider, paths.expiringStockExport)).statusCode).toBe(403);
  });
});

describe('the report database', () => {
  it('reads only, and stops a statement that outruns the report timeout', async () => {
    const reports = openReportDatabase({ ...t.ctx.config, reportStatementTimeoutMs: 200 }, t.ctx.db);
    try {
      const shown = await reports.db.execute<{ ro: string; jit: string; app: string }>(
        sql`select current_setting('default_transaction_read_only') as ro, current_setting('jit') as jit,
          current_setting('application_name') as app`,
      );
      expect(shown.rows[0]).toEqual({ ro: 'on', jit: 'off', app: 'homer-reports' });
      const slow = await reports.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
      expect(isStatementTimeout(slow)).toBe(true);
      const write = await reports.db.execute(sql`delete from stock_reasons`).catch((error: unknown) => error);
      expect(write).toBeInstanceOf(Error);
    } finally {
      await reports.close();
    }
  });

  describe('with DATABASE_REPLICA_URL', () => {
    const replicaName = `homer_r_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let app: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      await createDatabaseIfMissing(inject('adminUrl'), replicaName, {
        template: inject('templateDb'),
        owner: inject('ownerRole'),
      });
      app = await createTestContext(undefined, {
        DATABASE_REPLICA_URL: testDatabaseUrls(replicaName).appUrl,
      });
    });
    afterAll(async () => {
      await app?.close();
      await dropDatabase(inject('adminUrl'), replicaName);
    });

    it('answers reports from the replica while everything else reads the primary', async () => {
      const { reader } = await reportUsers(app);
      // The same lot in each database, with a different quantity: which one a call shows names where it read.
      const stockIn = async (db: Db, quantity: number) => {
        const { facilityIds } = await insertFacilities(db, [{ name: 'Replica check' }]);
        const [site] = await db
          .insert(inventorySites)
          .values({ facilityId: facilityIds[0] ?? 0, name: 'Replica site' })
          .returning({ id: inventorySites.id });
        const [product] = await db
          .insert(ndcProducts)
          .values({
            ndc: '1234-5678-90',
            productName: 'Replica product',
            dispensingUnit: 'vial',
            packSize: 1,
          })
          .returning({ id: ndcProducts.id });
        await receive(db, {
          inventorySiteId: site?.id ?? 0,
          ndcProductId: product?.id ?? 0,
          lotNumber: 'RPL-1',
          quantity,
        });
      };
      const replica = createDb(testDatabaseUrls(replicaName).appUrl, 1);
      try {
        await stockIn(app.db, 11);
        await stockIn(replica.db, 7);
      } finally {
        await replica.pool.end();
      }
      const usage = await getAs(app, reader, `${paths.stockUsage}?pageSize=10&search=RPL-1`);
      expect(usage.json().data.map((r: { onHand: number }) => r.onHand)).toEqual([7]);
      const today = new Date().toISOString().slice(0, 10);
      const ledger = await getAs(
        app,
        reader,
        `${paths.stockLedger}?pageSize=10&from=${today}&to=${today}&search=RPL-1`,
      );
      expect(ledger.json().data.map((r: { closing: number }) => r.closing)).toEqual([7]);
      // The stock screens read the primary.
      const stock = await getAs(app, reader, `${stockPaths.list}?pageSize=10&search=RPL-1`);
      expect(stock.json().data.map((r: { onHand: number }) => r.onHand)).toEqual([11]);
      // A report's export reads where its page does: the file shows the replica's figure.
      const link = await getAs(app, reader, `${paths.stockUsageExport}?search=RPL-1`);
      const file = await app.app.inject({ method: 'GET', url: link.json().value });
      expect((await workbookRows(file.rawPayload))[1]?.[5]).toBe(7);
    });
  });
});
