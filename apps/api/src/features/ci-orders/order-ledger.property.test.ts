import { ciOrderPaths as paths } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findStockDrift } from '../../platform/stock/stock-drift.ts';
import { orderTestContext } from './order-test-setup.ts';

const { t, who, ok, bought, receiveBottles, repack, lotId, orderOf } = orderTestContext();

/** What the ledger itself holds for the order, summed straight from its movements, with no order code between. */
async function ledgerSums(orderId: number, lotNumbers: string[]) {
  const { rows } = await t.ctx.db.execute<{
    received: number;
    repacked: number;
    made: number;
    returned: number;
  }>(sql`
    select
      coalesce((select sum(m.quantity) from stock_movements m join stock_documents d on d.id = m.document_id
        where d.demand_kind = 'ci_order' and d.demand_id = ${orderId} and d.kind = 'receipt'), 0)::int as received,
      coalesce((select -sum(m.quantity) from stock_movements m join repack_jobs j on j.document_id = m.document_id
        where j.ci_order_id = ${orderId} and m.quantity < 0), 0)::int as repacked,
      coalesce((select sum(m.quantity) from stock_movements m join repack_jobs j on j.document_id = m.document_id
        where j.ci_order_id = ${orderId} and m.quantity > 0), 0)::int as made,
      coalesce((select -sum(m.quantity) from stock_movements m join stock_documents d on d.id = m.document_id
        join stock_lots l on l.id = m.lot_id
        where d.demand_kind = 'ci_order' and d.demand_id = ${orderId} and d.kind = 'adjustment'
          and l.lot_number = any(${`{${lotNumbers.join(',')}}`}::text[])), 0)::int as returned`);
  return rows[0] as { received: number; repacked: number; made: number; returned: number };
}

let runs = 0;

describe("an order's short/over line and the ledger (property)", () => {
  it('is exactly what its purchases and ledger documents say, whatever was bought, received, repacked and returned', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          cards: fc.integer({ min: 1, max: 60 }),
          ordered: fc.integer({ min: 0, max: 3 }),
          invoiced: fc.integer({ min: 0, max: 3 }),
          /** Bottles of 1,000 received, on one or two receipts. */
          received: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 1, maxLength: 2 }),
          repackCards: fc.integer({ min: 0, max: 40 }),
          waste: fc.integer({ min: 0, max: 30 }),
          returned: fc.integer({ min: 0, max: 200 }),
        }),
        async (plan) => {
          const run = ++runs;
          const order = await bought(
            plan.cards,
            { ordered: plan.ordered, invoiced: plan.invoiced },
            `INV-P${run}`,
          );
          const lots = plan.received.map((_, i) => `MP-${run}-${i}`);
          for (const [i, bottles] of plan.received.entries())
            await receiveBottles(order, bottles, lots[i] as string);
          const first = await lotId(lots[0] as string);
          // A job can only take what the first lot holds; asking for more is refused (order-refusals proves it).
          const firstLotUnits = 1000 * (plan.received[0] ?? 0);
          const cards = Math.max(
            0,
            Math.min(plan.repackCards, plan.cards, Math.floor((firstLotUnits - plan.waste) / 30)),
          );
          if (cards > 0) await repack(order, first, { cards, waste: plan.waste });
          const returned = Math.min(plan.returned, firstLotUnits - (cards > 0 ? cards * 30 + plan.waste : 0));
          if (returned > 0)
            await ok(who.tech, paths.returnStock, {
              orderId: order.id,
              lotId: first,
              units: returned,
              note: '',
            });

          const detail = await orderOf(who.tech, order.id);
          const figures = detail.lines[0];
          const sums = await ledgerSums(order.id, lots);
          const receivedUnits = plan.received.reduce((a, b) => a + b, 0) * 1000;
          const repackedUnits = cards > 0 ? cards * 30 + plan.waste : 0;
          expect(sums).toEqual({
            received: receivedUnits,
            repacked: repackedUnits,
            made: cards * 30,
            returned: Math.max(returned, 0),
          });
          expect(figures).toMatchObject({
            bottlesOrdered: plan.ordered,
            bottlesInvoiced: plan.invoiced,
            bottlesReceived: sums.received / 1000,
            productRepacked: sums.repacked,
            repackedCards: sums.made / 30,
            productReturned: sums.returned,
            cardsOrdered: plan.cards,
            productInvoiced: plan.invoiced * 1000,
            productRemaining: plan.cards * 30 - sums.repacked,
            productDifference:
              sums.received - sums.repacked - (plan.cards * 30 - sums.repacked) - sums.returned,
          });
        },
      ),
      { numRuns: 8 },
    );
    expect(await findStockDrift(t.ctx.db)).toEqual([]);
  });
});
