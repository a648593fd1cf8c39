import { describe, expect, it } from 'vitest';
import { usDate, usDateTime } from './us-date.ts';

describe('usDate', () => {
  it('reorders an ISO date as MM/dd/yyyy and shows no date as nothing', () => {
    expect(usDate('2026-07-01')).toBe('07/01/2026');
    expect(usDate('2027-12-31')).toBe('12/31/2027');
    expect(usDate(null)).toBe('');
  });
});

describe('usDateTime', () => {
  it('shows an instant as a short US date and time in the reader’s zone', () => {
    // Noon UTC is the same calendar day in every zone from UTC-11 to UTC+11.
    expect(usDateTime('2026-11-24T12:05:00Z')).toMatch(/^11\/24\/26, \d{1,2}:05\s(AM|PM)$/);
  });
});
