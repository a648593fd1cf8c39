import { type CountVarianceResponse, reportPaths as paths, reportMessages } from '@homer/contracts/reports';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';
import { ledgerState, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { usDate } from '../../platform/time/zoned-time.ts';
import { actor, exported, getAs, reportUsers } from './report-test-support.ts';

const t = stockTestContext();
let users: Awaited<ReturnType<typeof reportUsers>>;

/** Day `n` of a past stretch of the ledger, at noon UTC, and its date. */
const base = Date.UTC(2025, 5, 1, 12);
const dayAt = (n: number) => new Date(base + n * 86_400_000);
const dayIso = (n: number) => dayAt(n).toISOString().slice(0, 10);
const period = `from=${dayIso(1)}&to=${dayIso(5)}`;

/** Receives `quantity` units of `productId` at `siteId` on day 0; the lot's id. */
async function lotOf(
  lotNumber: string,
  productId: number,
  unitCost: string | null,
  quantity: number,
  siteId = t.f.main,
) {
  const { lotId } = await withTx(t.ctx.db, actor, (tx) =>
    receiveStock(
      tx,
      actor,
      {
        inventorySiteId: siteId,
        ndcProductId: productId,
        lotNumber,
        expiryDate: '2030-01-31',
        sourceKind: 'supplier',
        quantity,
        unitCost,
        occurredAt: dayAt(0),
      },
      { backdateDays: 7, now: dayAt(0) },
    ),
  );
  return lotId;
}

type Line = { lotId: number; expected: number; counted: number; recount?: number };

/**
 * A stock count of `siteId` as the count screens leave one, ended on day `day`: posted (verified then, its
 * variances, the recount's or else the count's figure less the expected, posted on one count document, or none
 * when nothing differed), or cancelled, or still open. Its id.
 */
async function countOf(
  siteId: number,
  productIds: number[] | null,
  day: number,
  lines: Line[],
  status: 'posted' | 'cancelled' | 'open' = 'posted',
) {
  const at = dayAt(day);
  const variances = lines
    .map((l) => ({ lotId: l.lotId, quantity: (l.recount ?? l.counted) - l.expected }))
    .filter((l) => l.quantity !== 0);
  let documentId: number | null = null;
  if (status === 'posted' && variances.length > 0)
    ({ documentId } = await withTx(t.ctx.db, actor, (tx) =>
      postStockDocument(
        tx,
        actor,
        {
          kind: 'count',
          inventorySiteId: siteId,
          occurredAt: at,
          lines: variances.map((v) => ({ ...v, reasonCode: 'count_variance' })),
        },
        { backdateDays: 7, now: at },
      ),
    ));
  const started = new Date(at.getTime() - 3 * 3_600_000);
  const { rows } = await t.ctx.db.execute<{ id: number }>(sql`
    insert into stock_counts (inventory_site_id, scope, ndc_product_ids, status, started_at, counted_at,
      verified_at, cancelled_at, document_id)
    values (${siteId}, ${productIds ? 'products' : 'all'},
      ${productIds ? sql`array[${sql.join(productIds, sql`, `)}]::int[]` : sql`null`}, ${status}, ${started},
      ${started}, ${status === 'posted' ? at : null}, ${status === 'cancelled' ? at : null}, ${documentId})
    returning id`);
  const countId = rows[0]?.id ?? 0;
  for (const l of lines)
    await t.ctx.db.execute(sql`
      insert into stock_count_lines (count_id, lot_id, expected_quantity, counted_quantity, counted_movement_id,
        counted_at, needs_recount, recount_quantity, recount_movement_id, recounted_at)
      values (${countId}, ${l.lotId}, ${l.expected}, ${l.counted}, 0, ${started}, ${l.recount !== undefined},
        ${l.recount ?? null}, ${l.recount === undefined ? null : 0}, ${l.recount === undefined ? null : started})`);
  return countId;
}

const report = async (query: string, page = 'pageSize=100') => {
  const res = await getAs(t.ctx, users.reader, `${paths.countVariance}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CountVarianceResponse;
};

const counts = { everyLot: 0, satellite: 0, amoxicillin: 0, later: 0, cancelled: 0, open: 0 };

/**
 * Lots received on day 0 at the main site: naloxone CV-N1 (100 units at $2.50), CV-N2 (50, no cost) and
 * amoxicillin CV-A1 (200 at $0.40); at the satellite naloxone CV-S1 (40 at $2.50). Posted counts:
 * - day 2, main, every lot: N1 97 of 100 (−3), N2 51 then recounted 52 of 50 (+2), A1 200 of 200;
 * - day 3, satellite, naloxone: S1 36 then recounted 35 of 40 (−5);
 * - day 4, main, amoxicillin: A1 200 of 200, no variance (posted without a document);
 * - day 9 (outside the period), main, every lot: N1 98 of 97 (+1), N2 52 of 52, A1 200 of 200.
 * A count of the satellite cancelled on day 2 and one of the main site still open on day 4 are not posted.
 */
beforeAll(async () => {
  users = await reportUsers(t.ctx);
  const { main, satellite, naloxone, amoxicillin } = t.f;
  const n1 = await lotOf('CV-N1', naloxone, '2.5', 100);
  const n2 = await lotOf('CV-N2', naloxone, null, 50);
  const a1 = await lotOf('CV-A1', amoxicillin, '0.4', 200);
  const s1 = await lotOf('CV-S1', naloxone, '2.5', 40, satellite);
  counts.everyLot = await countOf(main, null, 2, [
    { lotId: n1, expected: 100, counted: 97 },
    { lotId: n2, expected: 50, counted: 51, recount: 52 },
    { lotId: a1, expected: 200, counted: 200 },
  ]);
  counts.satellite = await countOf(satellite, [naloxone], 3, [
    { lotId: s1, expected: 40, counted: 36, recount: 35 },
  ]);
  counts.amoxicillin = await countOf(main, [amoxicillin], 4, [{ lotId: a1, expected: 200, counted: 200 }]);
  counts.later = await countOf(main, null, 9, [
    { lotId: n1, expected: 97, counted: 98 },
    { lotId: n2, expected: 52, counted: 52 },
    { lotId: a1, expected: 200, counted: 200 },
  ]);
  counts.cancelled = await countOf(
    satellite,
    null,
    2,
    [{ lotId: s1, expected: 40, counted: 30 }],
    'cancelled',
  );
  counts.open = await countOf(main, [naloxone], 4, [{ lotId: n1, expected: 97, counted: 90 }], 'open');
});

const figures = (r: CountVarianceResponse['data'][number]) => [
  r.countId,
  r.siteName,
  r.scope,
  r.postedAt,
  r.linesCounted,
  r.linesWithVariance,
  r.recounts,
  r.unitsOver,
  r.unitsUnder,
  r.value,
  r.uncostedUnits,
  r.accuracyPercent,
];

describe('the count variance report', () => {
  it('lists the counts posted in the period, newest first, with their variances at cost and accuracy', async () => {
    const answer = await report(period);
    expect(answer.data.map(figures)).toEqual([
      [counts.amoxicillin, 'Main stock', 'products', '2025-06-05T12:00:00Z', 1, 0, 0, 0, 0, 0, 0, 100],
      [counts.satellite, 'Satellite', 'products', '2025-06-04T12:00:00Z', 1, 1, 1, 0, 5, -12.5, 0, 0],
      [counts.everyLot, 'Main stock', 'all', '2025-06-03T12:00:00Z', 3, 2, 1, 2, 3, -7.5, 2, 33.3],
    ]);
    expect(answer.data[0]?.siteId).toBe(t.f.main);
    expect(answer.totalRecords).toBe(3);
    expect(answer.totals).toEqual({
      counts: 3,
      linesCounted: 5,
      linesWithVariance: 3,
      recounts: 2,
      unitsOver: 2,
      unitsUnder: 8,
      value: -20,
      accuracyPercent: 40,
      bySite: [
        {
          siteName: 'Main stock',
          linesCounted: 4,
          linesWithVariance: 2,
          recounts: 1,
          unitsOver: 2,
          unitsUnder: 3,
          value: -7.5,
          accuracyPercent: 50,
        },
        {
          siteName: 'Satellite',
          linesCounted: 1,
          linesWithVariance: 1,
          recounts: 1,
          unitsOver: 0,
          unitsUnder: 5,
          value: -12.5,
          accuracyPercent: 0,
        },
      ],
    });
  });

  it('keeps to the period, the site and the search; a page past the last keeps the totals', async () => {
    const later = await report(`from=${dayIso(6)}&to=${dayIso(12)}`);
    expect(later.data.map(figures)).toEqual([
      [counts.later, 'Main stock', 'all', '2025-06-10T12:00:00Z', 3, 1, 0, 1, 0, 2.5, 0, 66.7],
    ]);
    const main = await report(`${period}&siteId=${t.f.main}`);
    expect(main.data.map((r) => r.countId)).toEqual([counts.amoxicillin, counts.everyLot]);
    expect(main.totals).toMatchObject({ counts: 2, linesCounted: 4, unitsUnder: 3, value: -7.5 });
    const satellite = await report(`${period}&siteId=${t.f.satellite}`);
    expect(satellite.data.map((r) => r.countId)).toEqual([counts.satellite]);
    // The search keeps the counts that counted a matching product, NDC or lot, with all their lots.
    const amoxicillin = await report(`${period}&search=amoxi`);
    expect(amoxicillin.data.map((r) => [r.countId, r.linesCounted])).toEqual([
      [counts.amoxicillin, 1],
      [counts.everyLot, 3],
    ]);
    const ndc = await report(`${period}&search=0409-4888`);
    expect(ndc.data.map((r) => r.countId)).toEqual([counts.satellite, counts.everyLot]);
    const lot = await report(`${period}&search=cv-s1`);
    expect(lot.data.map((r) => r.countId)).toEqual([counts.satellite]);
    const none = await report(`${period}&search=nothing-counted`);
    expect(none).toEqual({
      data: [],
      totalRecords: 0,
      totals: {
        counts: 0,
        linesCounted: 0,
        linesWithVariance: 0,
        recounts: 0,
        unitsOver: 0,
        unitsUnder: 0,
        value: 0,
        accuracyPercent: null,
        bySite: [],
      },
    });
    const pastLast = await report(period, 'page=2&pageSize=10');
    expect([pastLast.data, pastLast.totalRecords, pastLast.totals.unitsUnder]).toEqual([[], 3, 8]);
  });

  it('exports and prints the filtered rows', async () => {
    const { url, rows } = await exported(
      t.ctx,
      users.reader,
      `${paths.countVarianceExport}?${period}&siteId=${t.f.main}`,
    );
    expect(rows[0]).toEqual([
      'Count',
      'Posted',
      'Inventory Site',
      'Scope',
      'Lots Counted',
      'Lots with Variance',
      'Recounts',
      'Units Over',
      'Units Under',
      'Value at Cost',
      'Uncosted Units',
      'Accuracy',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 11))).toEqual([
      [counts.amoxicillin, dayAt(4), 'Main stock', 'Chosen products', 1, 0, 0, 0, 0, 0, 0],
      [counts.everyLot, dayAt(2), 'Main stock', 'Every lot', 3, 2, 1, 2, 3, -7.5, 2],
    ]);
    expect(rows[1]?.[11]).toBe(1);
    expect(rows[2]?.[11]).toBeCloseTo(0.333, 6);

    const printed = await t.ctx.app.inject({ method: 'GET', url: `${url}&format=pdf` });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toMatch(
      /^attachment; filename="Count Variance-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const texts = shownTexts((await PDFDocument.load(printed.rawPayload)).getPage(0));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Count Variance Report',
        'Main stock',
        `${usDate(dayIso(1))} to ${usDate(dayIso(5))}`,
        '06/03/2025 12:00',
        'Every lot',
        'Chosen products',
        '-$7.50',
        '33.3%',
        '100.0%',
      ]),
    );
    expect(texts).not.toContain('Satellite');
  });

  it('refuses what it cannot answer, and whom it may not, and changes nothing', async () => {
    const before = await ledgerState(t.ctx.db);
    const listed = await report(period);
    const refused = async (query: string) => {
      const res = await getAs(t.ctx, users.reader, `${paths.countVariance}?page=1&pageSize=10&${query}`);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await refused(`from=${dayIso(5)}&to=${dayIso(1)}`)).toContain(reportMessages.periodReversed);
    expect(await refused(`${period}&siteId=2147483648`)).toBeTruthy();
    expect(await refused(`${period}&search=a%00b`)).toBeTruthy();
    const badLink = await getAs(
      t.ctx,
      users.reader,
      `${paths.countVarianceExport}?from=${dayIso(5)}&to=${dayIso(1)}`,
    );
    expect([badLink.statusCode, (badLink.json() as { message: string }).message]).toEqual([
      400,
      expect.stringContaining(reportMessages.periodReversed),
    ]);
    expect((await getAs(t.ctx, users.outsider, `${paths.countVariance}?${period}`)).statusCode).toBe(403);
    expect((await getAs(t.ctx, users.outsider, `${paths.countVarianceExport}?${period}`)).statusCode).toBe(
      403,
    );
    const unsigned = await t.ctx.app.inject({ method: 'GET', url: `/${paths.countVariance}?${period}` });
    expect(unsigned.statusCode).toBe(401);
    // Nothing was stored or moved: the ledger and the counts are as they were.
    expect(await ledgerState(t.ctx.db)).toEqual(before);
    const { rows } = await t.ctx.db.execute<{ state: string }>(
      sql`select string_agg(id || ':' || status, ',' order by id) as state from stock_counts`,
    );
    expect(rows[0]?.state).toBe(
      `${counts.everyLot}:posted,${counts.satellite}:posted,${counts.amoxicillin}:posted,${counts.later}:posted,` +
        `${counts.cancelled}:cancelled,${counts.open}:open`,
    );
    expect((await report(period)).totals).toEqual(listed.totals);
  });
});
