import { describe, expect, it } from 'vitest';
import { dateWithWeekday, weekdayOf, yearOf } from './holiday-dates.ts';

describe('holiday dates', () => {
  it('names the day of the week of a calendar date, whatever the reader’s time zone', () => {
    expect(weekdayOf('2026-12-25')).toBe('Friday');
    expect(weekdayOf('2027-01-01')).toBe('Friday');
    expect(weekdayOf('2028-02-29')).toBe('Tuesday');
  });

  it('writes a date as the app does (MM/dd/yyyy), led by its weekday', () => {
    expect(dateWithWeekday('2027-09-06')).toBe('Monday, 09/06/2027');
  });

  it('reads the year of a date', () => {
    expect(yearOf('2027-09-06')).toBe(2027);
  });
});
