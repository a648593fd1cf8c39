import { fieldMessages } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { stockMessages as m, stockPaths as paths, type StockLedgerRow } from '@homer/contracts/stock';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerState, receive, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { stockRequests, stockUsers } from './stock-test-users.ts';

const t = stockTestContext();
let users: Awaited<ReturnType<typeof stockUsers>>;
let http: ReturnType<typeof stockRequests>;
let lotId: number;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

beforeAll(async () => {
  users = await stockUsers(t.ctx);
  http = stockRequests(t.ctx);
  ({ lotId } = await receive(t.ctx.db, {
    inventorySiteId: t.f.main,
    ndcProductId: t.f.naloxone,
    lotNumber: 'NX-100',
    quantity: 100,
    occurredAt: new Date(hoursAgo(100)),
  }));
});

const adjust = (body: object, token = users.technician) =>
  http.post(token, paths.adjust, { lotId, quantity: -1, reasonCode: 'damaged', ...body });
const ledger = async (after?: string) => {
  const res = await http.get(
    users.user,
    `${paths.ledger}?id=${lotId}&pageSize=10${after ? `&after=${after}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: StockLedgerRow[]; nextCursor?: string };
};

describe('a lot and its ledger', () => {
  it('shows the lot with its site, product and quantities', async () => {
    const res = await http.get(users.user, `${paths.lot}?id=${lotId}`);
    expect(res.json().value).toMatchObject({
      lotNumber: 'NX-100',
      siteName: 'Main stock',
      ndc: '0409-4888-02',
      onHand: 100,
      available: 100,
      status: 'available',
    });
    expect((await http.get(users.user, `${paths.lot}?id=999999`)).json().message).toBe(m.lotNotFound);
  });

  it('keeps the running balance right on every page, however the lines were dated', async () => {
    // Twelve adjustments, dated out of the order they were recorded in.
    for (let i = 0; i < 12; i++) {
      const res = await adjust({
        quantity: i % 3 === 0 ? 2 : -1,
        reasonCode: i % 3 === 0 ? 'found' : 'damaged',
        occurredAt: hoursAgo(((i * 7) % 12) + 1),
      });
      expect(res.json(), res.body).toMatchObject({ isSuccessful: true, message: m.adjusted });
    }
    const first = await ledger();
    const second = await ledger(first.nextCursor);
    expect(second.nextCursor).toBeUndefined();
    const lines = [...first.data, ...second.data];
    expect(lines).toHaveLength(13);
    const { rows } = await t.ctx.db.execute<{ on_hand: number }>(
      sql`select on_hand from stock_lots where id = ${lotId}`,
    );
    let balance = rows[0]?.on_hand ?? 0;
    for (const line of lines) {
      expect(line.balance).toBe(balance);
      balance -= line.quantity;
    }
    expect(balance).toBe(0);
    expect(lines.at(-1)).toMatchObject({ documentKind: 'receipt', quantity: 100, balance: 100 });
    expect(lines[0]?.postedBy).toBe('Test stock-tech');
    const times = lines.map((l) => l.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await http.get(users.user, `${paths.ledger}?id=${lotId}&pageSize=10&after=abc`)).statusCode).toBe(
      400,
    );
    expect((await http.get(users.user, `${paths.ledger}?id=999999&pageSize=10`)).statusCode).toBe(404);
  });
});

describe('adjusting a lot', () => {
  const refused = async (body: object, status: number, message: string) => {
    const before = await ledgerState(t.ctx.db);
    const res = await adjust(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await ledgerState(t.ctx.db)).toEqual(before);
  };

  it('refuses what it cannot post, naming the lot and what is available, and stores nothing', async () => {
    const { rows } = await t.ctx.db.execute<{ on_hand: number }>(
      sql`select on_hand from stock_lots where id = ${lotId}`,
    );
    const onHand = rows[0]?.on_hand ?? 0;
    await refused({ quantity: -(onHand + 1) }, 400, `Only ${onHand} available in lot NX-100 (0409-4888-02).`);
    await refused({ quantity: 0 }, 400, m.quantityInvalid);
  });

  it('refuses bad numbers, text, reasons, dates and lots', async () => {
    const cases: [object, number, string][] = [
      [{ quantity: 2147483648 }, 400, m.quantityInvalid],
      [{ quantity: -2147483648 }, 400, m.quantityInvalid],
      [{ quantity: 1.5 }, 400, m.quantityInvalid],
      [{ note: 'a\u0000b' }, 400, 'Contains characters that are not allowed.'],
      [{ reasonCode: '' }, 400, m.reasonRequired],
      [{ reasonCode: 'received' }, 400, m.reasonNotAllowed],
      [{ reasonCode: 'found', quantity: -1 }, 400, m.reasonNotAllowed],
      [{ reasonCode: 'no_such' }, 400, m.reasonNotAllowed],
      [{ occurredAt: 'yesterday' }, 400, m.occurredAtInvalid],
      [{ occurredAt: hoursAgo(24 * 30) }, 400, 'A stock movement may be dated at most 7 days back.'],
      [{ occurredAt: hoursAgo(-48) }, 400, 'Stock cannot be moved in the future.'],
      [
        { occurredAt: hoursAgo(150) },
        400,
        'The movement is dated before lot NX-100 (0409-4888-02) was first stocked.',
      ],
      [{ lotId: 999999 }, 404, m.lotNotFound],
      [{ lotId: 2147483648 }, 400, fieldMessages.id],
    ];
    for (const [body, status, message] of cases) {
      const before = await ledgerState(t.ctx.db);
      const res = await adjust(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
      expect(await ledgerState(t.ctx.db)).toEqual(before);
    }
  });

  it('offers only the reasons a person may give', async () => {
    const res = await http.get(users.technician, paths.reasons);
    const codes = res.json().map((r: { code: string }) => r.code);
    expect(codes).toContain('damaged');
    expect(codes).toContain('lot_correction');
    for (const system of ['received', 'opening', 'dispensed', 'reversal', 'count_variance'])
      expect(codes).not.toContain(system);
  });
});

describe('holding, releasing and reversing', () => {
  const setStatus = (body: object, token = users.pharmacist) =>
    http.post(token, paths.setStatus, { lotId, status: 'on_hold', note: 'Carton wet', ...body });
  const statusOf = async () =>
    (await t.ctx.db.execute<{ status: string }>(sql`select status from stock_lots where id = ${lotId}`))
      .rows[0]?.status;

  it('holds and releases a lot, audits the change, and a held lot is not available', async () => {
    expect((await setStatus({})).json()).toMatchObject({ isSuccessful: true, message: m.held });
    expect((await http.get(users.user, `${paths.lot}?id=${lotId}`)).json().value).toMatchObject({
      status: 'on_hold',
      statusNote: 'Carton wet',
      available: 0,
    });
    expect((await setStatus({})).json().message).toBe(m.alreadyInStatus);
    expect((await setStatus({ status: 'available', note: 'Dry' })).json().message).toBe(m.released);
    const audit = await t.ctx.db.execute<{ field: string; changed_to: string }>(
      sql`select field, changed_to from global_audit where table_name = 'stock_lots' and entity_id = ${String(lotId)} order by id`,
    );
    expect(audit.rows.filter((r) => r.field === 'status').map((r) => r.changed_to)).toEqual([
      'on_hold',
      'available',
    ]);
  });

  it('refuses to hold a lot with allocated units, to release a recalled lot, and bad input', async () => {
    await t.ctx.db.execute(sql`update stock_lots set allocated = 3 where id = ${lotId}`);
    const allocated = await setStatus({ status: 'quarantine' });
    expect(allocated.statusCode).toBe(400);
    expect(allocated.json().message).toBe(
      '3 vials (3 loose) of lot NX-100 are allocated to open shipments; release them first.',
    );
    await t.ctx.db.execute(sql`update stock_lots set allocated = 0, status = 'recalled' where id = ${lotId}`);
    expect((await setStatus({ status: 'available' })).json().message).toBe(m.notReleasable);
    expect((await setStatus({ status: 'on_hold' })).json().message).toBe(m.notHoldable);
    expect(await statusOf()).toBe('recalled');
    await t.ctx.db.execute(sql`update stock_lots set status = 'available' where id = ${lotId}`);
    expect((await setStatus({ status: 'recalled' })).statusCode).toBe(400);
    expect((await setStatus({ note: '' })).json().message).toBe(m.noteRequired);
    expect((await setStatus({ note: 'x\u0000' })).statusCode).toBe(400);
    expect((await setStatus({ lotId: 999999 })).json().message).toBe(m.lotNotFound);
    expect(await statusOf()).toBe('available');
  });

  it('reverses a document once; a reversal is not reversed', async () => {
    const posted = await adjust({ quantity: 4, reasonCode: 'found' });
    const documentId = posted.json().value as number;
    const reverse = (id: number, token = users.pharmacist) =>
      http.post(token, paths.reverse, { documentId: id, note: 'Entered twice' });
    const reversed = await reverse(documentId);
    expect(reversed.json()).toMatchObject({ isSuccessful: true, message: m.reversed });
    const rows = (await ledger()).data;
    expect(rows[0]).toMatchObject({ documentKind: 'reversal', quantity: -4, reversible: false });
    expect(rows.find((r) => r.documentId === documentId)?.reversible).toBe(false);
    const before = await ledgerState(t.ctx.db);
    expect((await reverse(documentId)).json().message).toBe('That document has already been reversed.');
    expect((await reverse(reversed.json().value)).json().message).toBe(
      'A reversal cannot be reversed: post the original document again.',
    );
    expect((await reverse(999999)).json().message).toBe(m.documentNotFound);
    expect(await ledgerState(t.ctx.db)).toEqual(before);
  });

  it('each action needs its role: Technician adjusts, Pharmacist holds and reverses', async () => {
    const before = await ledgerState(t.ctx.db);
    for (const token of [users.outsider, users.user]) {
      expect((await adjust({ quantity: 1, reasonCode: 'found' }, token)).statusCode).toBe(403);
      expect((await http.get(token, paths.reasons)).statusCode).toBe(403);
    }
    for (const token of [users.outsider, users.user, users.technician]) {
      const held = await setStatus({}, token);
      expect(held.statusCode).toBe(403);
      expect(held.json().message).toBe(messages.accessDenied);
      expect((await http.post(token, paths.reverse, { documentId: 1, note: 'x' })).statusCode).toBe(403);
    }
    for (const url of [`${paths.lot}?id=${lotId}`, `${paths.ledger}?id=${lotId}&pageSize=10`])
      expect((await http.get(users.outsider, url)).statusCode).toBe(403);
    expect(await ledgerState(t.ctx.db)).toEqual(before);
    expect(await statusOf()).toBe('available');
  });
});
