import { describe, expect, it } from 'vitest';
import { usDate } from './us-date.ts';

describe('usDate', () => {
  it('reorders an ISO date as MM/dd/yyyy and shows no date as nothing', () => {
    expect(usDate('2026-07-01')).toBe('07/01/2026');
    expect(usDate('2027-12-31')).toBe('12/31/2027');
    expect(usDate(null)).toBe('');
  });
});
