import { describe, expect, it } from 'vitest';
import { localIsoDay } from './use-today.ts';

describe('localIsoDay', () => {
  it('is the day in this time zone as YYYY-MM-DD, padded', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
