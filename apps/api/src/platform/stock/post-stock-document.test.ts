import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockLots } from '../../db/schema/stock.ts';
import { withTx } from '../../db/tx.ts';
import { postStockDocument, type StockDocumentInput } from './post-stock-document.ts';
import { receiveStock } from './receive-stock.ts';
import { reverseStockDocument } from './reverse-stock-document.ts';
import { actor, ledgerState, receive, refusalOf, rules, stockTestContext } from './stock-test-fixtures.ts';

const t = stockTestContext();

const post = (input: StockDocumentInput, now?: Date) =>
  withTx(t.ctx.db, actor, (tx) => postStockDocument(tx, actor, input, { ...rules, now }));

const onHand = async (lotId: number) =>
  (await t.ctx.db.select({ n: stockLots.onHand }).from(stockLots).where(eq(stockLots.id, lotId)))[0]?.n;

let lotCounter = 0;
/** A fresh lot of naloxone at the main site holding `units`. */
async function lotWith(units: number, extra: { expiryDate?: string | null } = {}) {
  lotCounter += 1;
  return receive(t.ctx.db, {
    inventorySiteId: t.f.main,
    ndcProductId: t.f.naloxone,
    lotNumber: `P${lotCounter}`,
    quantity: units,
    ...extra,
  });
}

describe('receiving', () => {
  it('creates the lot on its first receipt and adds every later receipt to it', async () => {
    const first = await lotWith(12);
    const again = await receive(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndcProductId: t.f.naloxone,
      lotNumber: `P${lotCounter}`,
      quantity: 8,
    });
    expect(again.lotId).toBe(first.lotId);
    expect(await onHand(first.lotId)).toBe(20);
  });

  it('refuses a known lot number with another expiry, a bad lot number, and stores nothing', async () => {
    const { lotId } = await lotWith(5);
    const before = await ledgerState(t.ctx.db);
    const lot = `P${lotCounter}`;
    const base = { inventorySiteId: t.f.main, ndcProductId: t.f.naloxone };
    expect(await refusalOf(receive(t.ctx.db, { ...base, lotNumber: lot, expiryDate: '2031-01-31' }))).toBe(
      `Lot ${lot} is already stocked here with expiry 2030-01-31; check the lot and its expiry.`,
    );
    expect(await refusalOf(receive(t.ctx.db, { ...base, lotNumber: 'A\u0000B' }))).toBe(
      'A lot number is at most 20 letters, digits and marks.',
    );
    expect(await refusalOf(receive(t.ctx.db, { ...base, lotNumber: 'X'.repeat(21) }))).toBe(
      'A lot number is at most 20 letters, digits and marks.',
    );
    expect(await refusalOf(receive(t.ctx.db, { ...base, lotNumber: '   ' }))).toBe(
      'A lot number is required.',
    );
    expect(await refusalOf(receive(t.ctx.db, { ...base, lotNumber: 'NEW', quantity: 2_147_483_648 }))).toBe(
      'A quantity must be a whole number of units from 1 to 1000000000.',
    );
    expect(await ledgerState(t.ctx.db)).toEqual(before);
    expect(await onHand(lotId)).toBe(5);
  });
});

describe('posting', () => {
  it('refuses taking more than is available, naming the lot and what it has, and stores nothing', async () => {
    const { lotId } = await lotWith(7);
    const before = await ledgerState(t.ctx.db);
    const take = (quantity: number) =>
      post({
        kind: 'adjustment',
        inventorySiteId: t.f.main,
        lines: [{ lotId, quantity, reasonCode: 'damaged' }],
      });
    expect(await refusalOf(take(-8))).toBe(`Only 7 available in lot P${lotCounter} (0409-4888-02).`);
    expect(await ledgerState(t.ctx.db)).toEqual(before);
    await take(-7);
    expect(await onHand(lotId)).toBe(0);
  });

  it('counts every line of a document against the lot, not each line alone', async () => {
    const { lotId } = await lotWith(5);
    const lines = [
      { lotId, quantity: -3, reasonCode: 'damaged' },
      { lotId, quantity: -3, reasonCode: 'missing' },
    ];
    expect(await refusalOf(post({ kind: 'adjustment', inventorySiteId: t.f.main, lines }))).toBe(
      `Only 2 available in lot P${lotCounter} (0409-4888-02).`,
    );
    expect(await onHand(lotId)).toBe(5);
  });

  it('refuses a lot of another site, an unknown lot, a wrong-way reason, an unknown reason and bad quantities', async () => {
    const { lotId } = await lotWith(5);
    const before = await ledgerState(t.ctx.db);
    const refusal = (input: Partial<StockDocumentInput>) =>
      refusalOf(
        post({
          kind: 'adjustment',
          inventorySiteId: t.f.main,
          lines: [{ lotId, quantity: -1, reasonCode: 'damaged' }],
          ...input,
        }),
      );
    expect(await refusal({ inventorySiteId: t.f.satellite })).toBe(
      `Lot P${lotCounter} (0409-4888-02) belongs to another inventory site.`,
    );
    expect(await refusal({ lines: [{ lotId: 2_147_483_647, quantity: -1, reasonCode: 'damaged' }] })).toBe(
      'Lot #2147483647 does not exist.',
    );
    expect(await refusal({ lines: [{ lotId, quantity: 1, reasonCode: 'damaged' }] })).toBe(
      'That reason only takes stock.',
    );
    expect(await refusal({ lines: [{ lotId, quantity: -1, reasonCode: 'found' }] })).toBe(
      'That reason only adds stock.',
    );
    expect(await refusal({ lines: [{ lotId, quantity: -1, reasonCode: 'gift' }] })).toBe(
      '"gift" is not a stock movement reason in use.',
    );
    expect(await refusal({ lines: [{ lotId, quantity: -1, reasonCode: 'gift\u0000' }] })).toBe(
      'That is not a stock movement reason in use.',
    );
    for (const quantity of [0, 1.5, Number.NaN, 1_000_000_001])
      expect(await refusal({ lines: [{ lotId, quantity, reasonCode: 'lot_correction' }] })).toBe(
        'A quantity must be a whole number of units from 1 to 1000000000.',
      );
    expect(await refusal({ lines: [] })).toBe('A stock document needs at least one line.');
    expect(await ledgerState(t.ctx.db)).toEqual(before);
  });

  it('hands out only available, unexpired lots, but lets any lot be adjusted', async () => {
    const expired = await lotWith(4, { expiryDate: '2020-01-31' });
    const held = await lotWith(4);
    await t.ctx.db.update(stockLots).set({ status: 'recalled' }).where(eq(stockLots.id, held.lotId));
    const ship = (lotId: number) =>
      post({
        kind: 'shipment',
        inventorySiteId: t.f.main,
        lines: [{ lotId, quantity: -1, reasonCode: 'dispensed' }],
      });
    expect(await refusalOf(ship(expired.lotId))).toBe(
      `Lot P${lotCounter - 1} (0409-4888-02) is expired and cannot be handed out.`,
    );
    expect(await refusalOf(ship(held.lotId))).toBe(
      `Lot P${lotCounter} (0409-4888-02) is recalled and cannot be handed out.`,
    );
    await post({
      kind: 'adjustment',
      inventorySiteId: t.f.main,
      lines: [{ lotId: held.lotId, quantity: -4, reasonCode: 'returned_to_supplier' }],
    });
    expect(await onHand(held.lotId)).toBe(0);
  });

  it('judges expiry on the day the stock moved: a late record of a shipment made while the lot was in date posts', async () => {
    const expiring = await lotWith(6, { expiryDate: '2030-01-31' });
    const now = new Date('2030-02-05T12:00:00Z');
    const ship = (occurredAt: string) =>
      post(
        {
          kind: 'shipment',
          inventorySiteId: t.f.main,
          occurredAt: new Date(occurredAt),
          lines: [{ lotId: expiring.lotId, quantity: -1, reasonCode: 'dispensed' }],
        },
        now,
      );
    await ship('2030-01-31T15:00:00Z');
    expect(await onHand(expiring.lotId)).toBe(5);
    expect(await refusalOf(ship('2030-02-01T09:00:00Z'))).toBe(
      `Lot P${lotCounter} (0409-4888-02) is expired and cannot be handed out.`,
    );
    expect(await onHand(expiring.lotId)).toBe(5);
  });

  it('keeps allocated units for their shipment', async () => {
    const { lotId } = await lotWith(10);
    await t.ctx.db.update(stockLots).set({ allocated: 6 }).where(eq(stockLots.id, lotId));
    expect(
      await refusalOf(
        post({
          kind: 'adjustment',
          inventorySiteId: t.f.main,
          lines: [{ lotId, quantity: -5, reasonCode: 'missing' }],
        }),
      ),
    ).toBe(`Only 4 available in lot P${lotCounter} (0409-4888-02).`);
  });

  it('allows backdating within the configured days and never before the lot was first stocked', async () => {
    const now = new Date();
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const received = await withTx(t.ctx.db, actor, (tx) =>
      receiveStock(
        tx,
        actor,
        {
          inventorySiteId: t.f.main,
          ndcProductId: t.f.amoxicillin,
          lotNumber: 'BACK1',
          expiryDate: null,
          quantity: 10,
          sourceKind: 'supplier',
          occurredAt: days(3),
        },
        rules,
      ),
    );
    const take = (occurredAt: Date) =>
      post({
        kind: 'adjustment',
        inventorySiteId: t.f.main,
        occurredAt,
        lines: [{ lotId: received.lotId, quantity: -1, reasonCode: 'damaged' }],
      });
    expect(await refusalOf(take(days(4)))).toBe(
      'The movement is dated before lot BACK1 (0093-0058-01) was first stocked.',
    );
    expect(await refusalOf(take(days(8)))).toBe('A stock movement may be dated at most 7 days back.');
    expect(await refusalOf(take(new Date(now.getTime() + 3_600_000)))).toBe(
      'Stock cannot be moved in the future.',
    );
    expect(await refusalOf(take(new Date(Number.NaN)))).toBe('The date the stock moved is not a date.');
    await take(days(2));
    expect(await onHand(received.lotId)).toBe(9);
  });
});

describe('reversals', () => {
  it('undo a document once, and not after its stock has moved on', async () => {
    const first = await lotWith(10);
    const reversal = await withTx(t.ctx.db, actor, (tx) =>
      reverseStockDocument(tx, actor, first.documentId, 'Typed the wrong lot', rules),
    );
    expect(await onHand(first.lotId)).toBe(0);
    const again = (documentId: number) =>
      refusalOf(withTx(t.ctx.db, actor, (tx) => reverseStockDocument(tx, actor, documentId, 'again', rules)));
    expect(await again(first.documentId)).toBe('That document has already been reversed.');
    expect(await again(reversal.documentId)).toBe(
      'A reversal cannot be reversed: post the original document again.',
    );
    expect(await again(2_147_483_647)).toBe('Stock document #2147483647 does not exist.');

    const second = await lotWith(10);
    await post({
      kind: 'adjustment',
      inventorySiteId: t.f.main,
      lines: [{ lotId: second.lotId, quantity: -4, reasonCode: 'damaged' }],
    });
    expect(await again(second.documentId)).toBe(`Only 6 available in lot P${lotCounter} (0409-4888-02).`);
  });
});

describe('the database holds the ledger whatever the application does', () => {
  it('lets the application role only insert ledger rows and never set on hand', async () => {
    const { lotId } = await lotWith(3);
    const denied = [
      sql`update stock_movements set quantity = 100`,
      sql`delete from stock_movements`,
      sql`update stock_documents set note = 'forged'`,
      sql`delete from stock_documents`,
      sql`truncate stock_movements`,
      sql`update stock_lots set on_hand = 100 where id = ${lotId}`,
      sql`update stock_lots set last_moved_at = now() where id = ${lotId}`,
      sql`update stock_ledger_days set quantity = 0`,
      sql`insert into stock_ledger_days (inventory_site_id, ndc_product_id, day, kind, quantity)
          values (${t.f.main}, ${t.f.naloxone}, current_date, 'receipt', 100)`,
      sql`select rebuild_stock_ledger_summaries()`,
    ];
    for (const statement of denied)
      await expect(t.ctx.db.execute(statement)).rejects.toMatchObject({ cause: { code: '42501' } });
    await expect(
      t.ctx.db.execute(sql`insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, source_kind, on_hand)
          values (${t.f.main}, ${t.f.naloxone}, 'FORGED', 'supplier', 50)`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    expect(await onHand(lotId)).toBe(3);
  });

  it('refuses even the owner a change or removal of ledger rows', async () => {
    await lotWith(3);
    for (const statement of [
      sql`update stock_movements set quantity = 100`,
      sql`delete from stock_documents`,
      sql`truncate stock_movements, stock_documents cascade`,
    ])
      await expect(t.ctx.ownerDb.execute(statement)).rejects.toMatchObject({
        cause: { message: expect.stringContaining('append-only') },
      });
  });

  it('refuses a line that would take a lot below zero even when the service is bypassed', async () => {
    const { lotId } = await lotWith(2);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        const doc = await tx.execute<{ id: number }>(
          sql`insert into stock_documents (kind, inventory_site_id, occurred_at) values ('adjustment', ${t.f.main}, now()) returning id`,
        );
        await tx.execute(
          sql`insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
              values (${doc.rows[0]?.id}, ${lotId}, -3, 'damaged', now())`,
        );
      }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    expect(await onHand(lotId)).toBe(2);
  });
});
