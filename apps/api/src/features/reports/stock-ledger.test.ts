import { reportPaths as paths, reportMessages, type StockLedgerRow } from '@homer/contracts/reports';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { actor, getAs, post, receiveOn, reportUsers } from './report-test-support.ts';

const t = stockTestContext();
let users: Awaited<ReturnType<typeof reportUsers>>;
beforeAll(async () => {
  users = await reportUsers(t.ctx);
});

/** Day `n` of a past stretch of the ledger, at noon UTC, and its date. */
const base = Date.UTC(2025, 2, 1, 12);
const dayAt = (n: number) => new Date(base + n * 86_400_000);
const dayIso = (n: number) => dayAt(n).toISOString().slice(0, 10);

const ledger = async (query: string) => {
  const res = await getAs(t.ctx, users.reader, `${paths.stockLedger}?pageSize=200&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: StockLedgerRow[]; totalRecords: number; totals: Record<string, number> };
};

const moves = ['receipt', 'shipment', 'transfer_out', 'adjustment', 'count'] as const;
type Move = { kind: (typeof moves)[number]; lot: number; quantity: number; day: number };
const move: fc.Arbitrary<Move> = fc.record({
  kind: fc.constantFrom(...moves),
  lot: fc.integer({ min: 0, max: 1 }),
  quantity: fc.integer({ min: 1, max: 30 }),
  day: fc.integer({ min: 1, max: 20 }),
});
/** What each kind adds to a lot (adjustments and counts go either way: an odd quantity takes). */
const signed = (m: Move) =>
  m.kind === 'receipt' || ((m.kind === 'adjustment' || m.kind === 'count') && m.quantity % 2 === 0)
    ? m.quantity
    : -m.quantity;
const typeOf = {
  receipt: 'received',
  shipment: 'shipped',
  transfer_out: 'transfersOut',
  adjustment: 'adjusted',
  count: 'adjusted',
} as const;

let run = 0;

/** Days where stock_consumption_days differs from the usage its lines make (stock_consumption_of). */
async function consumptionDrift() {
  const { rows } = await t.ctx.db.execute(sql`
    with lines as (
      select l.inventory_site_id as site, l.ndc_product_id as product, (mv.occurred_at at time zone 'UTC')::date as day,
        sum(stock_consumption_of(d.kind, r.kind, mv.quantity))::int as units
      from stock_movements mv join stock_documents d on d.id = mv.document_id
      left join stock_documents r on r.id = d.reverses_document_id join stock_lots l on l.id = mv.lot_id
      group by 1, 2, 3)
    select * from lines full join stock_consumption_days c
      on c.inventory_site_id = lines.site and c.ndc_product_id = lines.product and c.day = lines.day
    where coalesce(lines.units, 0) <> coalesce(c.units, 0)`);
  return rows;
}

/** Summary rows that differ from the lines they sum: stock_ledger_days, and each lot's first and last line. */
async function summaryDrift() {
  const { rows: days } = await t.ctx.db.execute(sql`
    with lines as (
      select l.inventory_site_id as site, l.ndc_product_id as product, (mv.occurred_at at time zone 'UTC')::date as day,
        d.kind, sum(mv.quantity) as quantity
      from stock_movements mv join stock_documents d on d.id = mv.document_id join stock_lots l on l.id = mv.lot_id
      group by 1, 2, 3, 4)
    select * from lines full join stock_ledger_days s on s.inventory_site_id = lines.site
      and s.ndc_product_id = lines.product and s.day = lines.day and s.kind = lines.kind
    where coalesce(lines.quantity, 0) <> coalesce(s.quantity, 0)`);
  const { rows: lots } = await t.ctx.db.execute(sql`
    select l.id from stock_lots l
    left join (select lot_id, min(occurred_at) as first_at, max(occurred_at) as last_at from stock_movements
      group by lot_id) m on m.lot_id = l.id
    where l.first_moved_at is distinct from m.first_at or l.last_moved_at is distinct from m.last_at`);
  return { days, lots };
}

/** Every row of a report, page by page until a page comes back short, and its first page's answer. */
async function wholeReport(query: string) {
  const first = await ledger(query);
  const rows = [...first.data];
  for (let page = 2, last = first.data; last.length === 200; page++) {
    last = (await ledger(`${query}&page=${page}`)).data;
    rows.push(...last);
  }
  return { ...first, rows };
}

describe('the stock ledger report', () => {
  it('gives every lot closing = opening + in − out, with opening, closing and each movement type as the ledger has them', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(move, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: -2, max: 22 }),
        fc.integer({ min: -2, max: 22 }),
        async (drawn, a, b) => {
          run += 1;
          const [from, to] = a <= b ? [a, b] : [b, a];
          const prefix = `PL${run}-`;
          // Two lots received on day 0; the model is each lot's dated lines.
          const lines: { lot: number; day: number; quantity: number; type: string }[] = [];
          const lotIds: number[] = [];
          for (const i of [0, 1]) {
            const lotId = await receiveOn(t, { lotNumber: `${prefix}${i}`, quantity: 20, at: dayAt(0) });
            lotIds.push(lotId);
            lines.push({ lot: i, day: 0, quantity: 20, type: 'received' });
          }
          const balance = [20, 20];
          for (const m of [...drawn].sort((x, y) => x.day - y.day)) {
            const q = signed(m);
            if ((balance[m.lot] ?? 0) + q < 0) continue; // the ledger would refuse it: the model skips it too
            await post(t.ctx, {
              kind: m.kind,
              siteId: t.f.main,
              lotId: lotIds[m.lot] ?? 0,
              quantity: q,
              at: dayAt(m.day),
            });
            balance[m.lot] = (balance[m.lot] ?? 0) + q;
            lines.push({ lot: m.lot, day: m.day, quantity: q, type: typeOf[m.kind] });
          }

          const report = await ledger(
            `siteId=${t.f.main}&from=${dayIso(from)}&to=${dayIso(to)}&search=${prefix}`,
          );
          for (const i of [0, 1]) {
            const mine = lines.filter((l) => l.lot === i);
            const sum = (keep: (l: (typeof mine)[number]) => boolean) =>
              mine.filter(keep).reduce((total, l) => total + l.quantity, 0);
            const opening = sum((l) => l.day < from);
            const closing = sum((l) => l.day <= to);
            const within = (type: string) => sum((l) => l.day >= from && l.day <= to && l.type === type);
            const row = report.data.find((r) => r.lotId === lotIds[i]);
            const moved = mine.some((l) => l.day >= from && l.day <= to);
            if (opening === 0 && closing === 0 && !moved) {
              expect(row).toBeUndefined();
              continue;
            }
            expect(row).toMatchObject({
              opening,
              closing,
              received: within('received'),
              shipped: Math.abs(within('shipped')),
              transfersOut: Math.abs(within('transfersOut')),
              adjusted: within('adjusted'),
              transfersIn: 0,
              repacked: 0,
              reversed: 0,
            });
            const r = row as StockLedgerRow;
            expect(r.closing).toBe(
              r.opening +
                r.received +
                r.transfersIn -
                r.shipped -
                r.transfersOut +
                r.repacked +
                r.adjusted +
                r.reversed,
            );
          }
          // The usage and summaries the ledger's triggers keep are what the lines say.
          expect(await consumptionDrift()).toEqual([]);
          expect(await summaryDrift()).toEqual({ days: [], lots: [] });
          // The totals (from the day summaries) are the rows summed and the count is the rows', for a lot-number
          // search, a product search, and every lot of every site.
          const period = `from=${dayIso(from)}&to=${dayIso(to)}`;
          for (const query of [
            `siteId=${t.f.main}&${period}&search=${prefix}`,
            `${period}&search=naloxone`,
            period,
          ]) {
            const whole = await wholeReport(query);
            expect(whole.rows.length, query).toBe(whole.totalRecords);
            for (const key of [
              'opening',
              'received',
              'shipped',
              'transfersOut',
              'adjusted',
              'closing',
            ] as const)
              expect(whole.totals[key], `${key} of ${query}`).toBe(
                whole.rows.reduce((total, r) => total + r[key], 0),
              );
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('leaves out a lot that was empty all the period, however it moved around it, and keeps one that held stock', async () => {
    const receive = (lotNumber: string, day: number) =>
      receiveOn(t, { lotNumber, quantity: 10, at: dayAt(day) });
    const line = (lotId: number, kind: 'shipment' | 'adjustment', quantity: number, day: number) =>
      post(t.ctx, { kind, siteId: t.f.main, lotId, quantity, at: dayAt(day) });
    // Emptied before the period.
    const emptied = await receive('EDGE-A', 0);
    await line(emptied, 'shipment', -10, 1);
    // Emptied before the period and found again after it: its lines are around the period, none within.
    const refound = await receive('EDGE-B', 0);
    await line(refound, 'shipment', -10, 1);
    await line(refound, 'adjustment', 4, 6);
    // Held its ten units through the period and shipped after it.
    const held = await receive('EDGE-C', 0);
    await line(held, 'shipment', -2, 6);
    // Received after the period.
    await receive('EDGE-D', 6);

    const report = await ledger(`siteId=${t.f.main}&from=${dayIso(3)}&to=${dayIso(4)}&search=EDGE-`);
    expect(report.data.map((r) => r.lotNumber)).toEqual(['EDGE-C']);
    expect(report.data[0]).toMatchObject({ lotId: held, opening: 10, shipped: 0, closing: 10 });
    expect(report.totalRecords).toBe(1);
    expect(report.totals).toMatchObject({ opening: 10, closing: 10, shipped: 0, adjusted: 0 });
  });

  it('counts a reversal in its own column and the site filter keeps other sites out', async () => {
    const { lotId } = await withTx(t.ctx.db, actor, (tx) =>
      receiveStock(
        tx,
        actor,
        {
          inventorySiteId: t.f.satellite,
          ndcProductId: t.f.amoxicillin,
          lotNumber: 'REV-1',
          expiryDate: '2030-01-31',
          sourceKind: 'supplier',
          quantity: 50,
        },
        { backdateDays: 7 },
      ),
    );
    const { documentId } = await post(t.ctx, {
      kind: 'shipment',
      siteId: t.f.satellite,
      lotId,
      quantity: -10,
    });
    await withTx(t.ctx.db, actor, (tx) =>
      reverseStockDocument(tx, actor, documentId, 'shipped in error', { backdateDays: 7 }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const report = await ledger(`siteId=${t.f.satellite}&from=${today}&to=${today}&search=REV-1`);
    expect(report.data).toHaveLength(1);
    expect(report.data[0]).toMatchObject({
      opening: 0,
      received: 50,
      shipped: 10,
      reversed: 10,
      closing: 50,
    });
    // A page past the last row still carries the totals of the report.
    const past = await getAs(
      t.ctx,
      users.reader,
      `${paths.stockLedger}?pageSize=10&page=2&siteId=${t.f.satellite}&from=${today}&to=${today}&search=REV-1`,
    );
    expect(past.json()).toMatchObject({ data: [], totalRecords: 1, totals: { received: 50, closing: 50 } });
    // The reversal gave the shipped units back to usage too.
    const { rows: used } = await t.ctx.db.execute<{ units: number }>(sql`
      select units from stock_consumption_days where inventory_site_id = ${t.f.satellite} and ndc_product_id = ${t.f.amoxicillin}`);
    expect(used.map((r) => r.units)).toEqual([0]);
    const elsewhere = await ledger(`siteId=${t.f.main}&from=${today}&to=${today}&search=REV-1`);
    expect(elsewhere.data).toHaveLength(0);
  });

  it('refuses a period that is reversed, too long or missing, with the field message', async () => {
    const cases = [
      ['from=2026-02-01&to=2026-01-01', reportMessages.periodReversed],
      ['from=2025-01-01&to=2026-01-02', reportMessages.periodTooLong],
      ['to=2026-01-01', reportMessages.fromRequired],
      ['from=2026-02-30&to=2026-03-01', reportMessages.fromInvalid],
      ['from=2026-01-01&to=2026-01-02&siteId=2147483648', 'Must be a whole number from 0 to 2147483647.'],
    ] as const;
    for (const [query, message] of cases) {
      const res = await getAs(t.ctx, users.reader, `${paths.stockLedger}?pageSize=10&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });

  it('is closed to users without the Inventory module and to callers not signed in', async () => {
    const query = `${paths.stockLedger}?pageSize=10&from=2026-01-01&to=2026-01-02`;
    expect((await getAs(t.ctx, users.outsider, query)).statusCode).toBe(403);
    expect((await t.ctx.app.inject({ method: 'GET', url: `/${query}` })).statusCode).toBe(401);
  });
});
