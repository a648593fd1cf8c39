import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { StockRefusal } from '../../platform/stock/post-stock-document.ts';
import { actor, receive, rules, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { saveDraft } from './draft.ts';
import { TransferStepRefusal } from './lock-transfer.ts';
import { dispatchTransfer, receiveTransfer } from './post-transfer.ts';
import { transferDrift } from './transfer-test-state.ts';

const test = stockTestContext();

type Move = { toSatellite: boolean; quantity: number; rejected: number; receive: boolean };
const move: fc.Arbitrary<Move> = fc.record({
  toSatellite: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 30 }),
  rejected: fc.integer({ min: 0, max: 30 }),
  receive: fc.boolean(),
});

const totals = async () =>
  (
    await test.ctx.db.execute<{ onHand: number; drift: number }>(sql`
      select (select coalesce(sum(on_hand), 0)::int from stock_lots) as "onHand",
        (select count(*)::int from stock_drift()) as drift`)
  ).rows[0];

/** Runs one transfer through the services as the routes do; a refusal (short stock) rolls back and is skipped. */
async function run(lot: { main: number; satellite: number }, step: Move) {
  const { main, satellite } = test.f;
  const [from, to, lotId] = step.toSatellite ? [main, satellite, lot.main] : [satellite, main, lot.satellite];
  try {
    const id = await withTx(test.ctx.db, actor, (tx) =>
      saveDraft(tx, actor, {
        id: 0,
        fromSiteId: from,
        toSiteId: to,
        note: '',
        lines: [{ lotId, quantity: step.quantity }],
      }),
    );
    await withTx(test.ctx.db, actor, (tx) => dispatchTransfer(tx, actor, id, rules));
    if (!step.receive) return;
    const [line] = (
      await test.ctx.db.execute<{ id: number }>(
        sql`select id from stock_transfer_lines where transfer_id = ${id}`,
      )
    ).rows;
    const rejected = Math.min(step.rejected, step.quantity);
    await withTx(test.ctx.db, actor, (tx) =>
      receiveTransfer(
        tx,
        actor,
        {
          id,
          lines: [
            {
              lineId: line?.id as number,
              receivedQuantity: step.quantity - rejected,
              rejectedQuantity: rejected,
            },
          ],
        },
        rules,
      ),
    );
  } catch (error) {
    if (!(error instanceof StockRefusal || error instanceof TransferStepRefusal)) throw error;
  }
}

describe('the transfer pair', () => {
  it('keeps Σ out = Σ in + Σ returned for every received transfer, and stock is only ever in transit or on hand', async () => {
    const { ctx, f } = test;
    const { lotId: mainLot } = await receive(ctx.db, {
      inventorySiteId: f.main,
      ndcProductId: f.amoxicillin,
      lotNumber: 'FC-1',
      quantity: 60,
    });
    const { lotId: satelliteLot } = await receive(ctx.db, {
      inventorySiteId: f.satellite,
      ndcProductId: f.amoxicillin,
      lotNumber: 'FC-1',
      quantity: 40,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 6 }), async (moves) => {
        for (const step of moves) await run({ main: mainLot, satellite: satelliteLot }, step);
        const { rows } = await ctx.db.execute<{ inTransit: number }>(sql`
          select coalesce(sum(tl.quantity), 0)::int as "inTransit" from stock_transfer_lines tl
          join stock_transfers t on t.id = tl.transfer_id where t.status = 'Dispatched'`);
        expect(await transferDrift(ctx.db)).toEqual([]);
        expect(await totals()).toEqual({ onHand: 100 - (rows[0]?.inTransit ?? 0), drift: 0 });
      }),
      { numRuns: 12 },
    );
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stock_transfers where status = 'Received'`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
