import { describe, expect, it } from 'vitest';
import { formatRunTime } from './format-run-time.ts';

describe('formatRunTime', () => {
  it('shows a UTC time in the given zone', () => {
    expect(formatRunTime('2025-03-04T18:05:09Z', 'UTC')).toBe('03/04/2025, 6:05:09 PM');
    expect(formatRunTime('2025-03-04T18:05:09Z', 'America/Chicago')).toBe('03/04/2025, 12:05:09 PM');
  });

  it('reads a time without a zone as UTC', () => {
    expect(formatRunTime('2025-07-01T00:30:00', 'America/New_York')).toBe('06/30/2025, 8:30:00 PM');
    expect(formatRunTime('2025-07-01T00:30:00.123+02:00', 'UTC')).toBe('06/30/2025, 10:30:00 PM');
  });

  it('shows nothing for a missing time and the raw text for an unreadable one', () => {
    expect(formatRunTime(null)).toBe('');
    expect(formatRunTime('')).toBe('');
    expect(formatRunTime('not a date', 'UTC')).toBe('not a date');
  });
});
