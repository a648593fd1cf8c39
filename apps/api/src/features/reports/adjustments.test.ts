import { type AdjustmentsResponse, reportPaths as paths, reportMessages } from '@homer/contracts/reports';
import { stockPaths } from '@homer/contracts/stock';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { excelOnly } from '../../platform/exports/export-pdf.ts';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { usDate } from '../../platform/time/zoned-time.ts';
import { workbookRows } from '../../test/workbook-rows.ts';
import { actor, getAs, post, reportUsers } from './report-test-support.ts';

const t = stockTestContext();
let users: Awaited<ReturnType<typeof reportUsers>>;

/** Day `n` of a past stretch of the ledger, at noon UTC, and its date. */
const base = Date.UTC(2025, 4, 1, 12);
const dayAt = (n: number) => new Date(base + n * 86_400_000);
const dayIso = (n: number) => dayAt(n).toISOString().slice(0, 10);

/** Posts a document of `kind` with one line per reason on `lotId`, dated day `day`; its id. */
async function adjust(
  kind: 'adjustment' | 'count',
  lotId: number,
  day: number,
  lines: { reasonCode: string; quantity: number }[],
  siteId = t.f.main,
) {
  const at = dayAt(day);
  const { documentId } = await withTx(t.ctx.db, actor, (tx) =>
    postStockDocument(
      tx,
      actor,
      { kind, inventorySiteId: siteId, occurredAt: at, lines: lines.map((l) => ({ lotId, ...l })) },
      { backdateDays: 7, now: at },
    ),
  );
  return documentId;
}

/** Receives 200 units of naloxone at `siteId` on day 0; the lot's id. */
async function lotOf(lotNumber: string, unitCost: string | null, siteId = t.f.main) {
  const { lotId } = await withTx(t.ctx.db, actor, (tx) =>
    receiveStock(
      tx,
      actor,
      {
        inventorySiteId: siteId,
        ndcProductId: t.f.naloxone,
        lotNumber,
        expiryDate: '2030-01-31',
        sourceKind: 'supplier',
        quantity: 200,
        unitCost,
        occurredAt: dayAt(0),
      },
      { backdateDays: 7, now: dayAt(0) },
    ),
  );
  return lotId;
}

const report = async (query: string, page = 'pageSize=100') => {
  const res = await getAs(t.ctx, users.reader, `${paths.adjustments}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdjustmentsResponse;
};

let costed = 0;
let uncosted = 0;

/**
 * At the main site, naloxone lot ADJ-C (200 units) costs $2.50 a unit and ADJ-U has no cost, both received on day 0. On day 2:
 * 4 damaged from C, 1 found in C, 3 damaged from U; day 3: a count finds C 2 short; day 4: 5 expired from C, the
 * document then reversed. Day 9 (outside the period): 6 damaged from C. A shipment on day 2 is not an adjustment.
 */
beforeAll(async () => {
  users = await reportUsers(t.ctx);
  costed = await lotOf('ADJ-C', '2.5');
  uncosted = await lotOf('ADJ-U', null);
  await adjust('adjustment', costed, 2, [
    { reasonCode: 'damaged', quantity: -4 },
    { reasonCode: 'found', quantity: 1 },
  ]);
  await adjust('adjustment', uncosted, 2, [{ reasonCode: 'damaged', quantity: -3 }]);
  await post(t.ctx, { kind: 'shipment', siteId: t.f.main, lotId: costed, quantity: -10, at: dayAt(2) });
  await adjust('count', costed, 3, [{ reasonCode: 'count_variance', quantity: -2 }]);
  const expired = await adjust('adjustment', costed, 4, [{ reasonCode: 'expired', quantity: -5 }]);
  await withTx(t.ctx.db, actor, (tx) =>
    reverseStockDocument(tx, actor, expired, 'not expired after all', { backdateDays: 7, now: dayAt(4) }),
  );
  await adjust('adjustment', costed, 9, [{ reasonCode: 'damaged', quantity: -6 }]);
});

describe('the adjustments and waste report', () => {
  it('adds up what adjustments, counts and their reversals moved in the period, by reason, at cost', async () => {
    const answer = await report(`siteId=${t.f.main}&from=${dayIso(1)}&to=${dayIso(5)}&search=ADJ-`);
    expect(
      answer.data.map((r) => [r.reasonLabel, r.added, r.removed, r.value, r.uncostedUnits, r.lines]),
    ).toEqual([
      ['Count variance', 0, 2, -5, 0, 1],
      ['Damaged', 0, 7, -10, 3, 2],
      ['Expired', 0, 5, -12.5, 0, 1],
      ['Found', 1, 0, 2.5, 0, 1],
      ['Reversal of a posted document', 5, 0, 12.5, 0, 1],
    ]);
    expect(answer.totalRecords).toBe(5);
    expect(answer.data[0]).toMatchObject({
      siteId: t.f.main,
      productId: t.f.naloxone,
      reasonCode: 'count_variance',
    });
    expect(answer.totals).toMatchObject({ added: 6, removed: 14, value: -12.5 });
    // The chart's reasons: value lost first.
    expect(answer.totals.byReason.map((r) => [r.reasonCode, r.value])).toEqual([
      ['expired', -12.5],
      ['damaged', -10],
      ['count_variance', -5],
      ['found', 2.5],
      ['reversal', 12.5],
    ]);
  });

  it('keeps to the period, the site and the search; a page past the last keeps the totals', async () => {
    const later = await report(`siteId=${t.f.main}&from=${dayIso(6)}&to=${dayIso(12)}&search=ADJ-`);
    expect(later.data.map((r) => [r.reasonCode, r.removed, r.value])).toEqual([['damaged', 6, -15]]);
    const elsewhere = await report(`siteId=${t.f.satellite}&from=${dayIso(1)}&to=${dayIso(12)}`);
    expect(elsewhere).toEqual({
      data: [],
      totalRecords: 0,
      totals: { added: 0, removed: 0, value: 0, byReason: [] },
    });
    const onlyU = await report(`from=${dayIso(1)}&to=${dayIso(12)}&search=ADJ-U`);
    expect(onlyU.data.map((r) => [r.reasonCode, r.removed, r.uncostedUnits])).toEqual([['damaged', 3, 3]]);
    const pastLast = await report(`from=${dayIso(1)}&to=${dayIso(5)}&search=ADJ-`, 'page=2&pageSize=10');
    expect(pastLast.data).toEqual([]);
    expect(pastLast.totalRecords).toBe(5);
    expect(pastLast.totals.removed).toBe(14);
  });

  it('equals its lines for any adjustments (property)', async () => {
    let run = 0;
    const reasons = ['damaged', 'found', 'missing', 'count_variance'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            reason: fc.constantFrom(...reasons),
            quantity: fc.integer({ min: 1, max: 9 }),
            day: fc.integer({ min: 1, max: 8 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 8 }),
        async (lines, to) => {
          run += 1;
          const lotId = await lotOf(`PROP-${run}`, '0.75', t.f.satellite);
          const signed = (l: (typeof lines)[number]) => (l.reason === 'found' ? l.quantity : -l.quantity);
          for (const l of lines)
            await adjust(
              l.reason === 'count_variance' ? 'count' : 'adjustment',
              lotId,
              l.day,
              [{ reasonCode: l.reason, quantity: signed(l) }],
              t.f.satellite,
            );
          const inPeriod = lines.filter((l) => l.day <= to);
          const answer = await report(
            `siteId=${t.f.satellite}&from=${dayIso(1)}&to=${dayIso(to)}&search=PROP-${run}`,
          );
          for (const reason of reasons) {
            const mine = inPeriod.filter((l) => l.reason === reason).map(signed);
            const row = answer.data.find((r) => r.reasonCode === reason);
            if (mine.length === 0) {
              expect(row).toBeUndefined();
              continue;
            }
            const added = mine.filter((q) => q > 0).reduce((a, b) => a + b, 0);
            const removed = mine.filter((q) => q < 0).reduce((a, b) => a - b, 0);
            expect(row).toMatchObject({
              added,
              removed,
              value: (added - removed) * 0.75,
              lines: mine.length,
            });
          }
          const net = inPeriod.map(signed).reduce((a, b) => a + b, 0);
          expect(answer.totals.value).toBeCloseTo(net * 0.75, 2);
          expect(answer.totals.added - answer.totals.removed).toBe(net);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('exports the filtered rows, and refuses what it cannot answer', async () => {
    const link = await getAs(
      t.ctx,
      users.reader,
      `${paths.adjustmentsExport}?from=${dayIso(1)}&to=${dayIso(5)}&search=ADJ-U`,
    );
    expect(link.statusCode, link.body).toBe(200);
    const file = await t.ctx.app.inject({ method: 'GET', url: (link.json() as { value: string }).value });
    expect(file.statusCode, file.body).toBe(200);
    const rows = await workbookRows(file.rawPayload);
    expect(rows[0]?.slice(5, 11)).toEqual([
      'Reason',
      'Added',
      'Removed',
      'Value at Cost',
      'Uncosted Units',
      'Lines',
    ]);
    expect(rows.slice(1).map((r) => r.slice(5, 11))).toEqual([['Damaged', 0, 3, 0, 3, 1]]);

    // The same link prints the report: its title, the filters in words and the rows.
    const printed = await t.ctx.app.inject({
      method: 'GET',
      url: `${(link.json() as { value: string }).value}&format=pdf`,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toMatch(
      /^attachment; filename="Adjustments and Waste-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = await PDFDocument.load(printed.rawPayload);
    expect(shownTexts(pdf.getPage(0))).toEqual(
      expect.arrayContaining([
        'Adjustments and Waste Report',
        'Every site',
        `${usDate(dayIso(1))} to ${usDate(dayIso(5))}`,
        'ADJ-U',
        'Damaged',
        '3',
        '$0.00',
      ]),
    );
    // A list without a printed form, and a format there is not, are refused.
    const stockLink = await getAs(t.ctx, users.reader, stockPaths.exportLink);
    const stockPdf = await t.ctx.app.inject({
      method: 'GET',
      url: `${(stockLink.json() as { value: string }).value}&format=pdf`,
    });
    expect([stockPdf.statusCode, (stockPdf.json() as { message: string }).message]).toEqual([400, excelOnly]);
    const word = await t.ctx.app.inject({
      method: 'GET',
      url: `${(link.json() as { value: string }).value}&format=docx`,
    });
    expect([word.statusCode, (word.json() as { message: string }).message]).toEqual([400, excelOnly]);

    const refused = async (query: string) => {
      const res = await getAs(t.ctx, users.reader, `${paths.adjustments}?page=1&pageSize=10&${query}`);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await refused(`from=${dayIso(5)}&to=${dayIso(1)}`)).toContain(reportMessages.periodReversed);
    expect(await refused('from=2024-01-01&to=2025-06-01')).toContain(reportMessages.periodTooLong);
    expect(await refused(`to=${dayIso(1)}`)).toContain(reportMessages.fromRequired);
    expect(await refused(`from=${dayIso(1)}&to=${dayIso(2)}&siteId=2147483648`)).toBeTruthy();
    expect(await refused(`from=${dayIso(1)}&to=${dayIso(2)}&search=a%00b`)).toBeTruthy();
    expect(
      (await getAs(t.ctx, users.outsider, `${paths.adjustments}?from=${dayIso(1)}&to=${dayIso(2)}`))
        .statusCode,
    ).toBe(403);
    expect((await getAs(t.ctx, users.outsider, paths.adjustmentsExport)).statusCode).toBe(403);
    const unsigned = await t.ctx.app.inject({
      method: 'GET',
      url: `/${paths.adjustments}?from=${dayIso(1)}&to=${dayIso(2)}`,
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
