import fc from 'fast-check';
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

describe('formatDateTime against ICU', () => {
  const icu = (instant: number, timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    })
      .format(instant)
      .replace(',', '')
      .replace(/\s/g, ' ');
  // Half-hour, quarter-hour and odd historical offsets, both hemispheres' daylight saving, and a 30-minute DST.
  const zones = [
    'UTC',
    'America/New_York',
    'America/St_Johns',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Africa/Monrovia',
    'Europe/Dublin',
  ];

  it('writes what ICU writes for any instant from 1960 to 2100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (instant, zone) => formatDateTime(new Date(instant), zone) === icu(instant, zone),
      ),
      { numRuns: 2_000 },
    );
  });

  it('is right on either side of a transition, including one in the middle of a day', () => {
    // New York falls back at 06:00 UTC on 1 November 2026; Monrovia moved from -0:44:30 to UTC in 1972.
    for (const instant of [Date.UTC(2026, 10, 1, 5, 59, 59), Date.UTC(2026, 10, 1, 6, 0, 0)])
      expect(formatDateTime(new Date(instant), 'America/New_York')).toBe(icu(instant, 'America/New_York'));
    const monrovia = Date.UTC(1972, 0, 7, 0, 44, 30);
    for (const instant of [
      monrovia - 1000,
      monrovia,
      monrovia + 1000,
      monrovia - 600_000,
      monrovia + 600_000,
    ])
      expect(formatDateTime(new Date(instant), 'Africa/Monrovia')).toBe(icu(instant, 'Africa/Monrovia'));
  });
});
