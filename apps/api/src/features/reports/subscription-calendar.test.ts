import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodEndedBefore } from './subscription-calendar.ts';

describe('report subscription periods', () => {
  it('starts the next period tomorrow, next Monday or on the 1st of next month', () => {
    // 2026-11-30 is a Monday.
    expect(nextPeriodStart('2026-11-30', 'daily')).toBe('2026-12-01');
    expect(nextPeriodStart('2026-11-30', 'weekly')).toBe('2026-12-07');
    expect(nextPeriodStart('2026-12-05', 'weekly')).toBe('2026-12-07');
    expect(nextPeriodStart('2026-12-06', 'weekly')).toBe('2026-12-07');
    expect(nextPeriodStart('2026-12-31', 'daily')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-12-01', 'monthly')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-12-31', 'monthly')).toBe('2027-01-01');
  });

  it('covers the period that just ended', () => {
    expect(periodEndedBefore('2026-12-07', 'daily')).toEqual({ from: '2026-12-06', to: '2026-12-06' });
    expect(periodEndedBefore('2026-12-07', 'weekly')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodEndedBefore('2027-01-01', 'monthly')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodEndedBefore('2028-03-01', 'monthly')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
