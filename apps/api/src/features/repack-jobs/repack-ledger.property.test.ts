import { repackJobPaths as paths } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findStockDrift } from '../../platform/stock/stock-drift.ts';
import { allLineClearance } from '../../platform/stock/stock-test-fixtures.ts';
import { repackTestContext } from '../../test/repack-test-setup.ts';

const { t, who, p, post, draft } = repackTestContext();

const onHand = async () => {
  const { rows } = await t.ctx.db.execute<{ id: number; onHand: number; allocated: number }>(
    sql`select id, on_hand as "onHand", allocated from stock_lots where id in (${p.early}, ${p.late})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
};

describe('a completed repack job and the ledger (property)', () => {
  it('takes exactly cards + waste + samples from the sources, first expiry first, and adds exactly the cards', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 0, max: 60 }),
        async (cards, fromLate, extra, waste, samples) => {
          const units = cards * 30;
          // The early lot gives what it can; the late one the rest plus `fromLate` spare units.
          const before = await onHand();
          const earlyFree = (before.get(p.early)?.onHand ?? 0) - (before.get(p.early)?.allocated ?? 0);
          const fromEarly = Math.min(earlyFree, units + extra);
          const sources = [
            ...(fromEarly > 0 ? [{ lotId: p.early, quantity: fromEarly }] : []),
            { lotId: p.late, quantity: units + extra - fromEarly + fromLate + 1 },
          ];
          const job = (await draft(who.tech, cards, sources)).json().model;
          await post(who.tech, paths.start, { jobId: job.id, lineClearance: allLineClearance });
          const taken = sources.reduce((sum, s) => sum + s.quantity, 0);
          const used = units + waste + samples;
          const done = await post(who.tech, paths.complete, {
            jobId: job.id,
            actualCards: cards,
            wasteUnits: waste,
            sampleUnits: samples,
          });
          if (used > taken) {
            expect(done.statusCode).toBe(400);
            await post(who.tech, paths.cancel, { jobId: job.id });
          } else {
            expect(done.statusCode).toBe(200);
            const after = await onHand();
            const earlyTaken = (before.get(p.early)?.onHand ?? 0) - (after.get(p.early)?.onHand ?? 0);
            const lateTaken = (before.get(p.late)?.onHand ?? 0) - (after.get(p.late)?.onHand ?? 0);
            expect(earlyTaken + lateTaken).toBe(used);
            expect(earlyTaken).toBe(Math.min(fromEarly, used));
            const lot = await t.ctx.db.execute<{ onHand: number }>(
              sql`select on_hand as "onHand" from stock_lots where id = ${done.json().model.lotId}`,
            );
            expect(lot.rows[0]?.onHand).toBe(units);
          }
          const settled = await onHand();
          expect(settled.get(p.early)?.allocated).toBe(0);
          expect(settled.get(p.late)?.allocated).toBe(0);
          expect(await findStockDrift(t.ctx.db)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});
