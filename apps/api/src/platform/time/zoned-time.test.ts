import { describe, expect, it } from 'vitest';
import { formatDateTime, resolveTimeZone, startOfDay } from './zoned-time.ts';

describe('startOfDay', () => {
  it('is local midnight as an instant', () => {
    expect(startOfDay('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfDay('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfDay('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(startOfDay('2026-01-01', 'Asia/Kolkata').toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(startOfDay('2026-01-01', 'Pacific/Kiritimati').toISOString()).toBe('2025-12-31T10:00:00.000Z');
  });

  it('follows daylight-saving changes on either side of the day', () => {
    // New York springs forward at 02:00 on 8 March 2026 and falls back on 1 November.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York', 1).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/New_York', 1).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('moves across month and year ends', () => {
    expect(startOfDay('2026-12-31', 'UTC', 1).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(startOfDay('2028-02-28', 'UTC', 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('formatDateTime', () => {
  it('writes month/day/year and a 12-hour time in the zone, with plain spaces', () => {
    const instant = new Date('2026-11-20T15:00:01Z');
    expect(formatDateTime(instant, 'UTC')).toBe('11/20/2026 3:00:01 PM');
    expect(formatDateTime(instant, 'America/New_York')).toBe('11/20/2026 10:00:01 AM');
    expect(formatDateTime(instant, 'Pacific/Kiritimati')).toBe('11/21/2026 5:00:01 AM');
  });
});

describe('resolveTimeZone', () => {
  it('keeps a known zone and falls back to UTC otherwise', () => {
    expect(resolveTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(resolveTimeZone(['Europe/Paris', 'UTC'])).toBe('Europe/Paris');
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('')).toBe('UTC');
  });
});
