import { describe, expect, it } from 'vitest';
import { holidaysByYear } from './holidays-by-year.ts';

describe('holidaysByYear', () => {
  const newYear = { date: '2026-01-01', name: 'New Year’s Day' };
  const christmas = { date: '2026-12-25', name: 'Christmas Day' };
  const nextNewYear = { date: '2027-01-01', name: 'New Year’s Day' };

  it('puts each closure under its year, keeping the years’ and the closures’ order', () => {
    expect(holidaysByYear([2026, 2027], [newYear, christmas, nextNewYear])).toEqual([
      { year: 2026, holidays: [newYear, christmas] },
      { year: 2027, holidays: [nextNewYear] },
    ]);
  });

  it('keeps a year without closures, empty, so the page can say none are announced', () => {
    expect(holidaysByYear([2026, 2027], [newYear])).toEqual([
      { year: 2026, holidays: [newYear] },
      { year: 2027, holidays: [] },
    ]);
  });

  it('leaves out closures of years the page does not list', () => {
    expect(holidaysByYear([2027], [christmas, nextNewYear])).toEqual([
      { year: 2027, holidays: [nextNewYear] },
    ]);
  });
});
