import type { RepackSourceLot } from '@homer/contracts/repack-jobs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fefoFill } from './fefo-fill.ts';

const lot = (lotId: number, expiryDate: string | null, available: number): RepackSourceLot => ({
  lotId,
  lotNumber: `L${lotId}`,
  expiryDate,
  available,
});

describe('first expiry, first out fill of a repack job', () => {
  it('takes the earliest expiry first, whatever order the lots come in', () => {
    const lots = [lot(1, '2031-01-31', 500), lot(2, '2030-06-30', 200), lot(3, '2030-09-30', 500)];
    expect(fefoFill(lots, 600)).toEqual([
      { lotId: 2, quantity: 200 },
      { lotId: 3, quantity: 400 },
    ]);
  });

  it('takes only what covers the units needed, and nothing for none', () => {
    const lots = [lot(1, '2030-01-31', 1000), lot(2, '2030-02-28', 1000)];
    expect(fefoFill(lots, 300)).toEqual([{ lotId: 1, quantity: 300 }]);
    expect(fefoFill(lots, 0)).toEqual([]);
  });

  it('never takes more than a lot has free, and takes every dated lot whole when short', () => {
    const lots = [lot(1, '2030-01-31', 100), lot(2, '2030-02-28', 50), lot(3, '2030-03-31', 0)];
    expect(fefoFill(lots, 1000)).toEqual([
      { lotId: 1, quantity: 100 },
      { lotId: 2, quantity: 50 },
    ]);
  });

  it('passes over lots without an expiry date and keeps the given order on equal dates', () => {
    const lots = [lot(1, null, 900), lot(2, '2030-05-31', 100), lot(3, '2030-05-31', 100)];
    expect(fefoFill(lots, 150)).toEqual([
      { lotId: 2, quantity: 100 },
      { lotId: 3, quantity: 50 },
    ]);
  });

  it('covers the need when the lots hold enough, never over a lot, earliest lots emptied first', () => {
    const lots = fc.array(
      fc.record({
        expiryDate: fc.option(
          fc
            .integer({ min: 0, max: 2000 })
            .map((d) => new Date(Date.UTC(2030, 0, 1 + d)).toISOString().slice(0, 10)),
        ),
        available: fc.integer({ min: 0, max: 500 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(lots, fc.integer({ min: 0, max: 3000 }), (drawn, needed) => {
        const all = drawn.map((d, i) => lot(i + 1, d.expiryDate, d.available));
        const chosen = fefoFill(all, needed);
        const byId = new Map(all.map((l) => [l.lotId, l]));
        const dated = all.filter((l) => l.expiryDate !== null);
        const total = chosen.reduce((sum, c) => sum + c.quantity, 0);
        const free = dated.reduce((sum, l) => sum + l.available, 0);
        expect(total).toBe(Math.min(needed, free));
        for (const c of chosen) {
          const source = byId.get(c.lotId);
          expect(c.quantity).toBeGreaterThan(0);
          expect(c.quantity).toBeLessThanOrEqual(source?.available ?? 0);
          expect(source?.expiryDate).not.toBeNull();
        }
        // Every lot chosen but the last is taken whole, and no later-expiring lot is chosen before an earlier one.
        for (const c of chosen.slice(0, -1)) expect(c.quantity).toBe(byId.get(c.lotId)?.available);
        const expiries = chosen.map((c) => byId.get(c.lotId)?.expiryDate ?? '');
        expect([...expiries].sort()).toEqual(expiries);
      }),
    );
  });
});
