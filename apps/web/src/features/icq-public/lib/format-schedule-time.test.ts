import { describe, expect, it } from 'vitest';
import { formatScheduleTime } from './format-schedule-time.ts';

describe('formatScheduleTime', () => {
  it('shows the programme wall-clock time whatever the reader’s zone', () => {
    expect(formatScheduleTime('2027-03-09T10:00')).toBe('Tuesday, March 9, 2027 at 10:00 AM Eastern Time');
    expect(formatScheduleTime('2027-07-01 21:30')).toBe('Thursday, July 1, 2027 at 9:30 PM Eastern Time');
  });

  it('leaves anything else as it is', () => {
    expect(formatScheduleTime('soon')).toBe('soon');
  });
});
