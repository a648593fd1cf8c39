import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, beyondUseDate, repackYieldPercent } from './repack-jobs.ts';

const policy = { months: 12, quarterOfRemaining: false };

describe('beyondUseDate', () => {
  it('takes the earliest of the sources, the policy months and, where asked, a quarter of the remaining dating', () => {
    expect(beyondUseDate('2026-11-29', ['2031-03-31'], policy)).toEqual({
      date: '2027-11-29',
      rule: 'policy_months',
      ruleText: '12 months from repackaging (USP 〈1178〉)',
    });
    expect(beyondUseDate('2026-11-29', ['2027-06-30', '2027-02-28'], policy)).toMatchObject({
      date: '2027-02-28',
      rule: 'source_expiry',
    });
    // 400 days left: a quarter is 100 days.
    expect(
      beyondUseDate('2026-01-01', ['2027-02-05'], { months: 6, quarterOfRemaining: true }),
    ).toMatchObject({
      date: '2026-04-11',
      rule: 'remaining_quarter',
    });
  });

  it('adds months without running past a short month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-29', 12)).toBe('2027-11-29');
  });

  const day = fc
    .integer({ min: 0, max: 3650 })
    .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  it('is never later than any rule allows and never before the repack date (property)', () => {
    fc.assert(
      fc.property(
        day,
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (repackDate, ahead, months, quarterOfRemaining) => {
          const expiries = ahead.map((n) => addDays(repackDate, n));
          const bud = beyondUseDate(repackDate, expiries, { months, quarterOfRemaining });
          expect(bud.date >= repackDate).toBe(true);
          for (const expiry of expiries) expect(bud.date <= expiry).toBe(true);
          expect(bud.date <= addMonths(repackDate, months)).toBe(true);
          if (quarterOfRemaining) {
            const earliest = expiries.reduce((a, b) => (b < a ? b : a));
            const quarter = Math.floor(daysBetween(repackDate, earliest) / 4);
            expect(bud.date <= addDays(repackDate, quarter)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('repackYieldPercent', () => {
  it('is the cards’ share of the units used, to a tenth', () => {
    expect(repackYieldPercent(570, 12, 3)).toBe(97.4);
    expect(repackYieldPercent(0, 0, 0)).toBeNull();
  });
});

function addDays(iso: string, days: number) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
function daysBetween(a: string, b: string) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
