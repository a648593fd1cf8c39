import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { receiveStockLines } from './receive-stock.ts';
import { actor, ledgerState, refusalOf, rules, stockTestContext } from './stock-test-fixtures.ts';

const test = stockTestContext();

describe('receiving several lines', () => {
  it('posts one receipt document for every line, creating lots and marking a recalled arrival', async () => {
    const { ctx, f } = test;
    const { lotIds, documentId } = await withTx(ctx.db, actor, (tx) =>
      receiveStockLines(
        tx,
        actor,
        {
          inventorySiteId: f.main,
          sourceKind: 'supplier',
          sourceName: 'Cardinal',
          lines: [
            {
              ndcProductId: f.naloxone,
              lotNumber: 'ML-1',
              expiryDate: '2030-01-31',
              quantity: 10,
              bin: 'B-2',
            },
            {
              ndcProductId: f.amoxicillin,
              lotNumber: 'ML-2',
              expiryDate: null,
              quantity: 7,
              status: 'recalled',
            },
            { ndcProductId: f.naloxone, lotNumber: 'ML-1', expiryDate: '2030-01-31', quantity: 5 },
          ],
        },
        rules,
      ),
    );
    expect(lotIds[0]).toBe(lotIds[2]);
    const { rows } = await ctx.db.execute<{ docs: number; lots: string }>(sql`
      select (select count(distinct document_id)::int from stock_movements where lot_id = any(${`{${lotIds.join(',')}}`}::int[])) as docs,
        (select string_agg(lot_number || ':' || on_hand || ':' || status || ':' || coalesce(bin, '-') || ':' || source_name, ',' order by id)
          from stock_lots) as lots`);
    expect(rows[0]).toEqual({ docs: 1, lots: 'ML-1:15:available:B-2:Cardinal,ML-2:7:recalled:-:Cardinal' });
    expect(documentId).toBeGreaterThan(0);
  });

  it('refuses the whole receipt when one lot is known with another expiry, storing nothing', async () => {
    const { ctx, f } = test;
    const before = await ledgerState(ctx.db);
    const refusal = await refusalOf(
      withTx(ctx.db, actor, (tx) =>
        receiveStockLines(
          tx,
          actor,
          {
            inventorySiteId: f.main,
            sourceKind: 'supplier',
            lines: [
              { ndcProductId: f.amoxicillin, lotNumber: 'ML-3', expiryDate: null, quantity: 1 },
              { ndcProductId: f.naloxone, lotNumber: 'ML-1', expiryDate: '2031-01-31', quantity: 1 },
            ],
          },
          rules,
        ),
      ),
    );
    expect(refusal).toContain('Lot ML-1 is already stocked here with expiry 2030-01-31');
    expect(await ledgerState(ctx.db)).toEqual(before);
  });
});
