import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockLots } from '../../db/schema/stock.ts';
import { withTx } from '../../db/tx.ts';
import { postStockDocument } from './post-stock-document.ts';
import { reverseStockDocument } from './reverse-stock-document.ts';
import { findStockDrift, runStockLedgerCheck } from './stock-drift.ts';
import { actor, receive, refusalOf, rules, stockTestContext } from './stock-test-fixtures.ts';

const t = stockTestContext();

const lotsOnHand = async (ids: number[]) => {
  const rows = await t.ctx.db.select({ id: stockLots.id, onHand: stockLots.onHand }).from(stockLots);
  const byId = new Map(rows.map((r) => [r.id, r.onHand]));
  return ids.map((id) => byId.get(id));
};

type Operation =
  | { op: 'receive'; lot: number; quantity: number }
  | { op: 'take'; lot: number; quantity: number }
  | { op: 'move'; from: number; to: number; quantity: number }
  | { op: 'reverse'; pick: number };

const lotIndex = fc.integer({ min: 0, max: 2 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('receive' as const),
    lot: lotIndex,
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({ op: fc.constant('take' as const), lot: lotIndex, quantity: fc.integer({ min: 1, max: 25 }) }),
  fc.record({
    op: fc.constant('move' as const),
    from: lotIndex,
    to: lotIndex,
    quantity: fc.integer({ min: 1, max: 15 }),
  }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
);

let run = 0;

describe('the ledger under any sequence of movements', () => {
  it('keeps every lot equal to the sum of its lines, never negative, and refuses exactly what a model refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        run += 1;
        // Three fresh lots of one site, empty; the model is what each should hold.
        const lots: number[] = [];
        for (let i = 0; i < 3; i++) {
          const { lotId, documentId } = await receive(t.ctx.db, {
            inventorySiteId: t.f.main,
            ndcProductId: t.f.amoxicillin,
            lotNumber: `R${run}-${i}`,
            quantity: 1,
          });
          await withTx(t.ctx.db, actor, (tx) => reverseStockDocument(tx, actor, documentId, 'empty', rules));
          lots.push(lotId);
        }
        const model = [0, 0, 0];
        // Posted documents that may still be reversed, with what each moved per lot.
        const posted: { id: number; deltas: number[] }[] = [];
        for (const operation of operations) {
          const deltas = [0, 0, 0];
          const lines: { lotId: number; quantity: number; reasonCode: string }[] = [];
          if (operation.op === 'reverse') {
            const target = posted[operation.pick % Math.max(posted.length, 1)];
            if (!target) continue;
            for (const [i, d] of target.deltas.entries()) deltas[i] = -d;
            const ok = deltas.every((d, i) => (model[i] as number) + d >= 0);
            const refusal = await refusalOf(
              withTx(t.ctx.db, actor, (tx) => reverseStockDocument(tx, actor, target.id, 'undo', rules)),
            );
            expect(refusal === null).toBe(ok);
            if (ok) {
              for (const [i, d] of deltas.entries()) model[i] = (model[i] as number) + d;
              posted.splice(posted.indexOf(target), 1);
            }
          } else {
            if (operation.op === 'receive') {
              lines.push({
                lotId: lots[operation.lot] as number,
                quantity: operation.quantity,
                reasonCode: 'found',
              });
              deltas[operation.lot] = operation.quantity;
            } else if (operation.op === 'take') {
              lines.push({
                lotId: lots[operation.lot] as number,
                quantity: -operation.quantity,
                reasonCode: 'damaged',
              });
              deltas[operation.lot] = -operation.quantity;
            } else {
              lines.push(
                {
                  lotId: lots[operation.from] as number,
                  quantity: -operation.quantity,
                  reasonCode: 'lot_correction',
                },
                {
                  lotId: lots[operation.to] as number,
                  quantity: operation.quantity,
                  reasonCode: 'lot_correction',
                },
              );
              deltas[operation.from] = (deltas[operation.from] as number) - operation.quantity;
              deltas[operation.to] = (deltas[operation.to] as number) + operation.quantity;
            }
            // Lines apply in order: a take checked before the same document's addition to that lot.
            const ok = lines.every((_, k) => {
              const running = [...model];
              for (const line of lines.slice(0, k + 1)) {
                const i = lots.indexOf(line.lotId);
                running[i] = (running[i] as number) + line.quantity;
              }
              return running.every((n) => n >= 0);
            });
            let documentId = 0;
            const refusal = await refusalOf(
              withTx(t.ctx.db, actor, async (tx) => {
                ({ documentId } = await postStockDocument(
                  tx,
                  actor,
                  { kind: 'adjustment', inventorySiteId: t.f.main, lines },
                  rules,
                ));
              }),
            );
            expect(refusal === null).toBe(ok);
            if (ok) {
              for (const [i, d] of deltas.entries()) model[i] = (model[i] as number) + d;
              posted.push({ id: documentId, deltas });
            }
          }
          expect(await lotsOnHand(lots)).toEqual(model);
        }
        expect(await findStockDrift(t.ctx.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('two technicians taking the last units at the same moment', () => {
  it('lets exactly as many succeed as the lot can serve, and tells the others what is left', async () => {
    const { lotId } = await receive(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndcProductId: t.f.naloxone,
      lotNumber: 'LAST',
      quantity: 5,
    });
    const takers = Array.from({ length: 5 }, () =>
      refusalOf(
        withTx(t.ctx.db, actor, (tx) =>
          postStockDocument(
            tx,
            actor,
            {
              kind: 'shipment',
              inventorySiteId: t.f.main,
              lines: [{ lotId, quantity: -2, reasonCode: 'dispensed' }],
            },
            rules,
          ),
        ),
      ),
    );
    const results = await Promise.all(takers);
    expect(results.filter((r) => r === null)).toHaveLength(2);
    expect(results.filter((r) => r !== null).sort()).toEqual([
      'Only 1 available in lot LAST (0409-4888-02).',
      'Only 1 available in lot LAST (0409-4888-02).',
      'Only 1 available in lot LAST (0409-4888-02).',
    ]);
    const [lot] = await t.ctx.db
      .select({ onHand: stockLots.onHand })
      .from(stockLots)
      .where(eq(stockLots.id, lotId));
    expect(lot?.onHand).toBe(1);
  });
});

describe('postings that cross the same products at the same moment', () => {
  it.each([
    ['adjustment', 'found', 1],
    ['shipment', 'dispensed', -1],
  ] as const)(
    '%s: queue on the day summaries instead of deadlocking, and the summaries gain exactly their lines',
    async (kind, reasonCode, quantity) => {
      const lot = async (ndcProductId: number, lotNumber: string) =>
        (await receive(t.ctx.db, { inventorySiteId: t.f.main, ndcProductId, lotNumber, quantity: 50 })).lotId;
      const pairs = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => [
          await lot(t.f.naloxone, `CROSS-${kind}-N${i}`),
          await lot(t.f.amoxicillin, `CROSS-${kind}-A${i}`),
        ]),
      );
      const summaries = async () => {
        const products = await Promise.all(
          [t.f.naloxone, t.f.amoxicillin].map(async (product) => {
            const { rows } = await t.ctx.db.execute<{ quantity: string }>(sql`
            select coalesce(sum(quantity), 0) as quantity from stock_ledger_days
            where inventory_site_id = ${t.f.main} and ndc_product_id = ${product} and kind = ${kind}`);
            return Number(rows[0]?.quantity);
          }),
        );
        const { rows } = await t.ctx.db.execute<{ shipments: number; units: string }>(sql`
        select coalesce(sum(shipments), 0)::int as shipments, coalesce(sum(units), 0) as units
        from stock_shipment_days where inventory_site_id = ${t.f.main} and demand_kind = ''`);
        return [...products, rows[0]?.shipments ?? 0, Number(rows[0]?.units)];
      };
      const before = await summaries();
      // Each posting its own lots (so the lots' locks do not queue them): both products in either order, or one.
      const postings = pairs.map(([naloxone = 0, amoxicillin = 0], i) => {
        const n = { lotId: naloxone, quantity, reasonCode };
        const a = { lotId: amoxicillin, quantity, reasonCode };
        const lines = [[n, a], [a, n], [a], [n]][i] ?? [];
        return refusalOf(
          withTx(t.ctx.db, actor, (tx) =>
            postStockDocument(tx, actor, { kind, inventorySiteId: t.f.main, lines }, rules),
          ),
        );
      });
      expect(await Promise.all(postings)).toEqual([null, null, null, null]);
      const after = await summaries();
      const shipped = kind === 'shipment' ? [4, 6] : [0, 0];
      expect(after.map((figure, i) => figure - (before[i] ?? 0))).toEqual([
        3 * quantity,
        3 * quantity,
        ...shipped,
      ]);
    },
  );
});

describe('the nightly check', () => {
  it('reports no drift on a true ledger and names the lot when on hand was changed behind its back', async () => {
    expect(await runStockLedgerCheck(t.ctx.db)).toBe(
      "Every lot's on hand equals the sum of its ledger lines.",
    );
    const { lotId } = await receive(t.ctx.db, {
      inventorySiteId: t.f.satellite,
      ndcProductId: t.f.naloxone,
      lotNumber: 'DRIFT',
      quantity: 4,
    });
    // Only the owner can do this; it stands for a bug or a hand edit the check must catch.
    await t.ctx.ownerDb.execute(sql`update stock_lots set on_hand = 9 where id = ${lotId}`);
    await expect(runStockLedgerCheck(t.ctx.db)).rejects.toThrow(
      `1 lot(s) differ from their ledger:\nlot #${lotId}: on hand 9, ledger 4`,
    );
    await t.ctx.ownerDb.execute(sql`update stock_lots set on_hand = 4 where id = ${lotId}`);
  });
});
