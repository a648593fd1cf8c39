import { describe, expect, it } from 'vitest';
import { fromLocalInput, localIsoDay, toLocalInput } from './local-date-time.ts';

describe('datetime-local values', () => {
  it('round-trips an instant through the input value in the local zone', () => {
    const iso = new Date(2026, 10, 24, 14, 5).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-24T14:05');
    expect(fromLocalInput('2026-11-24T14:05')).toBe(iso);
  });

  it('gives blank for blank or malformed input', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('');
    expect(fromLocalInput('2026-13-45T99:99')).toBe('');
  });
});

describe('localIsoDay', () => {
  it('is the day in this time zone as YYYY-MM-DD, padded', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
