import { Module, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import {
  stockTransferMessages as m,
  stockTransferPaths as paths,
  type StockTransferForm,
} from '@homer/contracts/stock-transfers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import {
  actor,
  ledgerState,
  receive,
  refusalOf,
  rules,
  stockTestContext,
} from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer } from '../../test/test-context.ts';
import { transferState } from './transfer-test-state.ts';

const test = stockTestContext();
let technician: string;
let user: string;
let mainLot: number;
let satelliteLot: number;

beforeAll(async () => {
  const { ctx, f } = test;
  ({ token: technician } = await createSignedInUser(ctx, {
    userName: 'mover',
    access: [{ module: Module.Inventory, role: Role.Technician }],
  }));
  ({ token: user } = await createSignedInUser(ctx, {
    userName: 'reader',
    access: [{ module: Module.Inventory, role: Role.User }],
  }));
  ({ lotId: mainLot } = await receive(ctx.db, {
    inventorySiteId: f.main,
    ndcProductId: f.naloxone,
    lotNumber: 'TR-1',
    quantity: 100,
  }));
  ({ lotId: satelliteLot } = await receive(ctx.db, {
    inventorySiteId: f.satellite,
    ndcProductId: f.naloxone,
    lotNumber: 'SAT-1',
    quantity: 5,
  }));
});

const post = (token: string, path: string, body: object) =>
  test.ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(token), payload: body });
const draft = (fields: Partial<StockTransferForm> = {}): StockTransferForm => ({
  id: 0,
  fromSiteId: test.f.main,
  toSiteId: test.f.satellite,
  note: '',
  lines: [{ lotId: mainLot, quantity: 10 }],
  ...fields,
});
const onHand = async (lotNumber: string, siteId: number) =>
  (
    await test.ctx.db.execute<{ onHand: number }>(
      sql`select on_hand as "onHand" from stock_lots where lot_number = ${lotNumber} and inventory_site_id = ${siteId}`,
    )
  ).rows[0]?.onHand ?? null;

async function createDraft(fields: Partial<StockTransferForm> = {}): Promise<number> {
  const res = await post(technician, paths.save, draft(fields));
  expect(res.json()).toMatchObject({ isSuccessful: true, message: m.saved });
  return res.json().model.id;
}

describe('stock transfers', () => {
  it('drafts, dispatches (stock leaves) and receives with one rejected unit (back to the source lot)', async () => {
    const id = await createDraft({ lines: [{ lotId: mainLot, quantity: 10 }] });
    const dispatched = (await post(technician, paths.dispatch, { id })).json();
    expect(dispatched).toMatchObject({ isSuccessful: true, model: { status: 'Dispatched' } });
    expect(await onHand('TR-1', test.f.main)).toBe(90);
    const lineId = dispatched.model.lines[0].id;
    const wrongSum = await post(technician, paths.receive, {
      id,
      lines: [{ lineId, receivedQuantity: 9, rejectedQuantity: 0 }],
    });
    expect(wrongSum.json()).toMatchObject({ isSuccessful: false, message: m.unitsDontAddUp('TR-1', 10) });
    const received = (
      await post(technician, paths.receive, {
        id,
        lines: [{ lineId, receivedQuantity: 9, rejectedQuantity: 1 }],
      })
    ).json();
    expect(received).toMatchObject({
      isSuccessful: true,
      model: { status: 'Received', lines: [{ receivedQuantity: 9, rejectedQuantity: 1 }] },
    });
    expect(received.model.received.by).toBe('Test mover');
    expect(await onHand('TR-1', test.f.main)).toBe(91);
    expect(await onHand('TR-1', test.f.satellite)).toBe(9);
    const { rows } = await test.ctx.db.execute<{ linked: number; kinds: string }>(sql`
      select count(*)::int as linked, string_agg(kind || '@' || inventory_site_id, ',' order by id) as kinds
      from stock_documents where linked_document_id = ${received.model.dispatchDocumentId}`);
    expect(rows[0]).toEqual({
      linked: 2,
      kinds: `transfer_in@${test.f.satellite},transfer_in@${test.f.main}`,
    });
    const reversal = await refusalOf(
      withTx(test.ctx.db, actor, (tx) =>
        reverseStockDocument(tx, actor, received.model.dispatchDocumentId, 'undo', rules),
      ),
    );
    expect(reversal).toContain('not reversed document by document');
    expect(
      (
        await post(technician, paths.receive, {
          id,
          lines: [{ lineId, receivedQuantity: 10, rejectedQuantity: 0 }],
        })
      ).json().message,
    ).toBe(m.notDispatched('received'));
    const list = await test.ctx.app.inject({
      method: 'GET',
      url: `/${paths.list}?page=1&pageSize=25&status=Received&siteId=${test.f.satellite}`,
      headers: bearer(user),
    });
    expect(list.json()).toMatchObject({
      totalRecords: 1,
      data: [{ id, fromSiteName: 'Main stock', lineCount: 1 }],
    });
  });

  it('dispatches a transfer sent twice at the same moment once', async () => {
    const id = await createDraft({ lines: [{ lotId: mainLot, quantity: 5 }] });
    const before = await onHand('TR-1', test.f.main);
    const results = await Promise.all([
      post(technician, paths.dispatch, { id }),
      post(technician, paths.dispatch, { id }),
    ]);
    expect(results.map((r) => r.json().isSuccessful).sort()).toEqual([false, true]);
    expect(results.map((r) => r.json().message)).toContain(m.notDraft('dispatched'));
    expect(await onHand('TR-1', test.f.main)).toBe((before as number) - 5);
  });

  it('refuses bad receipts of a transfer with their message and stores nothing', async () => {
    const id = await createDraft({ lines: [{ lotId: mainLot, quantity: 3 }] });
    const lineId = (await post(technician, paths.dispatch, { id })).json().model.lines[0].id;
    const before = { ledger: await ledgerState(test.ctx.db), transfers: await transferState(test.ctx.db) };
    const counted = (receivedQuantity: number, rejectedQuantity: number, line = lineId) => ({
      id,
      lines: [{ lineId: line, receivedQuantity, rejectedQuantity }],
    });
    const cases: Array<[object, number, string]> = [
      [counted(-1, 4), 400, m.receivedQuantity],
      [counted(3, 2147483648), 400, m.rejectedQuantity],
      [counted(2, 2), 200, m.unitsDontAddUp('TR-1', 3)],
      [counted(3, 0, 2147483647), 200, m.receiveLinesMismatch],
      [{ id, lines: [] }, 400, m.receiveLinesMismatch],
      [{ ...counted(3, 0), id: 2147483647 }, 404, m.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(technician, paths.receive, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await ledgerState(test.ctx.db)).toEqual(before.ledger);
    expect(await transferState(test.ctx.db)).toEqual(before.transfers);
  });

  it('cancels only a draft; a cancelled transfer cannot be dispatched', async () => {
    const id = await createDraft();
    expect((await post(technician, paths.cancel, { id })).json()).toMatchObject({
      model: { status: 'Cancelled' },
    });
    const before = await ledgerState(test.ctx.db);
    expect((await post(technician, paths.dispatch, { id })).json().message).toBe(m.notDraft('cancelled'));
    expect((await post(technician, paths.cancel, { id })).json().message).toBe(m.notDraft('cancelled'));
    expect(await ledgerState(test.ctx.db)).toEqual(before);
  });

  it('refuses bad drafts with their message and stores nothing', async () => {
    const before = { ledger: await ledgerState(test.ctx.db), transfers: await transferState(test.ctx.db) };
    const cases: Array<[object, number, string]> = [
      [draft({ lines: [{ lotId: mainLot, quantity: -1 }] }), 400, m.quantity],
      [draft({ lines: [{ lotId: mainLot, quantity: 2147483648 }] }), 400, m.quantity],
      [draft({ lines: [] }), 400, m.linesRequired],
      [draft({ note: 'A\u0000B' }), 400, fieldMessages.characters],
      [draft({ lines: [{ lotId: 2147483647, quantity: 1 }] }), 200, m.lotNotFound(2147483647)],
      [
        draft({ lines: [{ lotId: satelliteLot, quantity: 1 }] }),
        200,
        m.lotOfOtherSite('SAT-1 (0409-4888-02)'),
      ],
      [draft({ lines: [{ lotId: mainLot, quantity: 100000 }] }), 200, 'Only '],
      [
        draft({
          lines: [
            { lotId: mainLot, quantity: 1 },
            { lotId: mainLot, quantity: 2 },
          ],
        }),
        400,
        m.lotTwice,
      ],
      [draft({ toSiteId: test.f.main }), 200, m.sameSite],
      [draft({ toSiteId: 2147483647 }), 400, m.siteNotFound],
      [draft({ id: 2147483647 }), 404, m.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(technician, paths.save, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    for (const path of [paths.dispatch, paths.cancel])
      expect((await post(technician, path, { id: 2147483647 })).statusCode).toBe(404);
    expect(await ledgerState(test.ctx.db)).toEqual(before.ledger);
    expect(await transferState(test.ctx.db)).toEqual(before.transfers);
  });

  it('lets Inventory Users read transfers but not move stock (403)', async () => {
    const before = { ledger: await ledgerState(test.ctx.db), transfers: await transferState(test.ctx.db) };
    expect((await post(user, paths.save, draft())).statusCode).toBe(403);
    expect((await post(user, paths.dispatch, { id: 1 })).statusCode).toBe(403);
    expect(
      (
        await post(user, paths.receive, {
          id: 1,
          lines: [{ lineId: 1, receivedQuantity: 1, rejectedQuantity: 0 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(user, paths.cancel, { id: 1 })).statusCode).toBe(403);
    const lots = await test.ctx.app.inject({
      method: 'GET',
      url: `/${paths.lots}?siteId=${test.f.main}`,
      headers: bearer(user),
    });
    expect(lots.statusCode).toBe(403);
    const own = await test.ctx.app.inject({
      method: 'GET',
      url: `/${paths.lots}?siteId=${test.f.main}&search=tr-`,
      headers: bearer(technician),
    });
    expect(own.json()).toMatchObject([{ lotId: mainLot, lotNumber: 'TR-1' }]);
    expect(await ledgerState(test.ctx.db)).toEqual(before.ledger);
    expect(await transferState(test.ctx.db)).toEqual(before.transfers);
  });
});
