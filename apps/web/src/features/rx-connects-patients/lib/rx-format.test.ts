import { describe, expect, it } from 'vitest';
import { applicantName, count, daysBefore, monthName, previousMonth } from './rx-format.ts';

describe('rx-format', () => {
  it('writes counts and units the US way', () => {
    expect(count(1250)).toBe('1,250');
  });

  it('names a month in words and leaves anything else as it is', () => {
    expect(monthName('2026-07')).toBe('July 2026');
    expect(monthName('2026-13')).toBe('2026-13');
    expect(monthName('')).toBe('');
  });

  it('finds last month, across a year', () => {
    expect(previousMonth(new Date(2026, 6, 15))).toBe('2026-06');
    expect(previousMonth(new Date(2026, 0, 1))).toBe('2025-12');
    expect(previousMonth(new Date(2026, 2, 31))).toBe('2026-02');
  });

  it('counts days back across months', () => {
    expect(daysBefore('2026-03-02', 7)).toBe('2026-02-23');
  });

  it('names an applicant last name first', () => {
    expect(applicantName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Lovelace, Ada');
  });
});
