import { messages } from '@homer/contracts/messages';
import {
  stockCountMessages as m,
  stockCountPaths as paths,
  type StockCount,
} from '@homer/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receive } from '../../platform/stock/stock-test-fixtures.ts';
import { adjust, countState, countTestContext } from './count-test-setup.ts';

const c = countTestContext();
const { t, who } = c;
const lineOf = (count: StockCount, lotId: number) => {
  const line = count.lines.find((l) => l.lotId === lotId);
  if (!line) throw new Error(`lot ${lotId} is not on the count`);
  return line;
};
const onHand = async (lotId: number) =>
  (await t.ctx.db.execute<{ n: number }>(sql`select on_hand as n from stock_lots where id = ${lotId}`))
    .rows[0]?.n;

describe('a stock count from start to posted variance', () => {
  it('snapshots, keeps the variance right while stock moves, recounts, and posts one document on verification', async () => {
    const { main, satellite, naloxone, amoxicillin } = t.f;
    const a = await receive(t.ctx.db, {
      inventorySiteId: main,
      ndcProductId: naloxone,
      lotNumber: 'NA1',
      quantity: 100,
    });
    const b = await receive(t.ctx.db, {
      inventorySiteId: main,
      ndcProductId: amoxicillin,
      lotNumber: 'AM1',
      quantity: 50,
    });
    await receive(t.ctx.db, {
      inventorySiteId: satellite,
      ndcProductId: naloxone,
      lotNumber: 'SAT1',
      quantity: 9,
    });

    // Inventory Users read counts but do not start them; people outside Inventory do neither.
    expect((await c.get(who.outsider, `${paths.list}?page=1&pageSize=25`)).statusCode).toBe(403);
    expect((await c.get(who.reader, `${paths.list}?page=1&pageSize=25`)).statusCode).toBe(200);
    const denied = await c.start(who.reader, { inventorySiteId: main, scope: 'all', ndcProductIds: [] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);

    const started = await c.start(who.pharmacist, { inventorySiteId: main, scope: 'all', ndcProductIds: [] });
    expect(started.json()).toMatchObject({ isSuccessful: true, message: m.started });
    let count: StockCount = started.json().model;
    expect(count.lines.map((l) => [l.lotNumber, l.expected])).toEqual([
      ['AM1', 50],
      ['NA1', 100],
    ]);

    // A second count of the same site is refused, naming the one in progress; nothing is stored.
    const before = await countState(t);
    const second = await c.start(who.tech, { inventorySiteId: main, scope: 'all', ndcProductIds: [] });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(
      new RegExp(`^Stock count #${count.id} started by .+ is still in progress at Main stock`),
    );
    expect(await countState(t)).toBe(before);

    // While the count is open, 12 arrive and 5 leave lot NA1; the counter then finds 107 on the shelf: no variance.
    await adjust(t, main, a.lotId, 12);
    await adjust(t, main, a.lotId, -5);
    count = (await c.enter(who.pharmacist2, count.id, lineOf(count, a.lotId).id, 107)).json().model;
    expect(lineOf(count, a.lotId)).toMatchObject({
      expected: 100,
      receivedSince: 12,
      shippedSince: 5,
      counted: 107,
      variance: 0,
    });
    // Stock that moves after the lot was counted does not change its variance.
    await adjust(t, main, a.lotId, -3);
    count = (await c.get(who.reader, `${paths.count}?id=${count.id}`)).json().value;
    expect(lineOf(count, a.lotId)).toMatchObject({ shippedSince: 8, variance: 0 });

    count = (await c.enter(who.tech, count.id, lineOf(count, b.lotId).id, 45)).json().model;
    expect(lineOf(count, b.lotId).variance).toBe(-5);
    const submitted = await c.submit(who.tech, count.id);
    expect(submitted.json()).toMatchObject({
      message: m.submittedToRecount,
      model: { status: 'recount', countedByName: expect.any(String) },
    });
    count = submitted.json().model;
    expect(count.lines.map((l) => l.needsRecount)).toEqual([true, false]);

    // Only lines with a variance are recounted; the recount replaces the count.
    const notFlagged = await c.enter(who.tech2, count.id, lineOf(count, a.lotId).id, 1);
    expect(notFlagged.json().message).toBe(m.notRecounting);
    count = (await c.enter(who.tech2, count.id, lineOf(count, b.lotId).id, 47)).json().model;
    expect(lineOf(count, b.lotId)).toMatchObject({ counted: 45, recounted: 47, variance: -3 });
    count = (await c.submit(who.tech2, count.id)).json().model;
    expect(count.status).toBe('pending_verification');

    // Four eyes: neither the pharmacist who started it nor one who counted may verify; technicians may not at all.
    expect((await c.verify(who.tech2, count.id)).statusCode).toBe(403);
    const byStarter = await c.verify(who.pharmacist, count.id);
    expect(byStarter.json().message).toMatch(/^You started this count/);
    const byCounter = await c.verify(who.pharmacist2, count.id);
    expect(byCounter.json().message).toMatch(/^You counted this count/);
    expect(
      (await c.get(who.pharmacist2, `${paths.count}?id=${count.id}`)).json().value.verifyBlocked,
    ).toMatch(/^You counted/);
    expect(
      (await c.get(who.pharmacist3, `${paths.count}?id=${count.id}`)).json().value.verifyBlocked,
    ).toBeNull();

    const verified = await c.verify(who.pharmacist3, count.id);
    expect(verified.json()).toMatchObject({
      isSuccessful: true,
      message: m.posted,
      model: { status: 'posted' },
    });
    count = verified.json().model;
    expect(count.documentId).toEqual(expect.any(Number));
    expect(await onHand(b.lotId)).toBe(47);
    expect(await onHand(a.lotId)).toBe(104);
    const { rows } = await t.ctx.db.execute<{
      kind: string;
      lot: number;
      quantity: number;
      reason: string;
    }>(sql`
      select d.kind, m.lot_id as lot, m.quantity, m.reason_code as reason
      from stock_documents d join stock_movements m on m.document_id = d.id where d.id = ${count.documentId}`);
    expect(rows).toEqual([{ kind: 'count', lot: b.lotId, quantity: -3, reason: 'count_variance' }]);
    // The count's own variance is not shown as a movement since the count started.
    expect(lineOf(count, b.lotId)).toMatchObject({ receivedSince: 0, shippedSince: 0, onHand: 47 });

    const listed = (await c.get(who.reader, `${paths.list}?page=1&pageSize=25&status=posted`)).json();
    expect(listed).toMatchObject({
      totalRecords: 1,
      data: [{ id: count.id, siteName: 'Main stock', lineCount: 2 }],
    });
    const atSite = (siteId: number) =>
      c.get(who.reader, `${paths.list}?page=1&pageSize=25&status=posted&siteId=${siteId}`);
    expect((await (await atSite(t.f.main)).json()).data.map((r: { id: number }) => r.id)).toEqual([count.id]);
    expect((await atSite(t.f.satellite)).json()).toMatchObject({ totalRecords: 0, data: [] });
    const refused = await atSite(2_147_483_648);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'siteId', message: 'Must be a whole number from 0 to 2147483647.' },
    ]);
    const audited = await t.ctx.ownerDb.execute(
      sql`select 1 from global_audit where table_name = 'stock_count_lines'`,
    );
    expect(audited.rows.length).toBeGreaterThan(0);
  });

  it('posts nothing for a count without variance, and adds a lot found on the shelf that the variance posts in', async () => {
    const { satellite, naloxone } = t.f;
    const started = await c.start(who.tech, {
      inventorySiteId: satellite,
      scope: 'products',
      ndcProductIds: [naloxone],
    });
    let count: StockCount = started.json().model;
    expect(count.lines).toHaveLength(1);
    const found = await c.post(who.tech, paths.addLine, {
      countId: count.id,
      ndc: '0409-4888-02',
      lotNumber: 'FOUND7',
      expiryDate: '2031-05-31',
    });
    expect(found.json()).toMatchObject({ isSuccessful: true, message: m.lineAdded });
    count = found.json().model;
    const foundLine = count.lines.find((l) => l.lotNumber === 'FOUND7');
    expect(foundLine).toMatchObject({ expected: 0, addedDuringCount: true, expiryDate: '2031-05-31' });
    const again = await c.post(who.tech, paths.addLine, {
      countId: count.id,
      ndc: '0409-4888-02',
      lotNumber: 'FOUND7',
      expiryDate: '',
    });
    expect(again.json().message).toBe('Lot FOUND7 (0409-4888-02) is already on this count.');
    for (const line of count.lines)
      await c.enter(who.tech, count.id, line.id, line.lotNumber === 'FOUND7' ? 6 : line.expected);
    count = (await c.submit(who.tech, count.id)).json().model;
    expect(count.status).toBe('recount');
    count = (await c.enter(who.tech2, count.id, foundLine?.id ?? 0, 6)).json().model;
    count = (await c.submit(who.tech2, count.id)).json().model;
    count = (await c.verify(who.pharmacist, count.id)).json().model;
    expect(count.status).toBe('posted');
    expect(await onHand(foundLine?.lotId ?? 0)).toBe(6);

    // Nothing differs: posted without a document.
    const zero: StockCount = (
      await c.start(who.tech, { inventorySiteId: satellite, scope: 'all', ndcProductIds: [] })
    ).json().model;
    for (const line of zero.lines) await c.enter(who.tech, zero.id, line.id, line.expected);
    expect((await c.submit(who.tech, zero.id)).json().model.status).toBe('pending_verification');
    const posted = (await c.verify(who.pharmacist, zero.id)).json().model;
    expect(posted).toMatchObject({ status: 'posted', documentId: null });
  });

  it('cancels a count before it is posted, which frees the site for another', async () => {
    const { main } = t.f;
    const count: StockCount = (
      await c.start(who.tech, { inventorySiteId: main, scope: 'all', ndcProductIds: [] })
    ).json().model;
    const cancelled = await c.post(who.tech, paths.cancel, { countId: count.id });
    expect(cancelled.json()).toMatchObject({ message: m.cancelled, model: { status: 'cancelled' } });
    const entry = await c.enter(who.tech, count.id, count.lines[0]?.id ?? 0, 1);
    expect(entry.json().message).toBe(m.notCounting);
    const next = await c.start(who.tech, { inventorySiteId: main, scope: 'all', ndcProductIds: [] });
    expect(next.json().isSuccessful).toBe(true);
    await c.post(who.tech, paths.cancel, { countId: next.json().model.id });
  });

  it('lets one of two technicians starting at the same moment through and names that count to the other', async () => {
    const body = { inventorySiteId: t.f.main, scope: 'all', ndcProductIds: [] };
    const answers = await Promise.all([c.start(who.tech, body), c.start(who.tech2, body)]);
    const started = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(started).toHaveLength(1);
    expect(refused[0]?.json().message).toMatch(
      new RegExp(
        `^Stock count #${started[0]?.json().model.id} started by .+ is still in progress at Main stock`,
      ),
    );
  });
});
