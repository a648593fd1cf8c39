import { describe, expect, it } from 'vitest';
import { federalHolidays } from './federal-holidays.ts';

describe('federalHolidays', () => {
  it("gives 2026's days as OPM lists them", () => {
    expect(federalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      // July 4th is a Saturday: observed on Friday.
      { date: '2026-07-03', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it("moves a Sunday to Monday, and a Saturday New Year's Day into the year before", () => {
    const y2027 = federalHolidays(2027);
    expect(y2027).toContainEqual({ date: '2027-12-24', name: 'Christmas Day' });
    // January 1, 2028 is a Saturday: observed Friday, December 31, 2027.
    expect(y2027).toContainEqual({ date: '2027-12-31', name: "New Year's Day" });
    expect(federalHolidays(2028).some((h) => h.name === "New Year's Day")).toBe(false);
    expect(federalHolidays(2028)).toContainEqual({ date: '2028-12-25', name: 'Christmas Day' });
    // June 19, 2022 was a Sunday.
    expect(federalHolidays(2022)).toContainEqual({
      date: '2022-06-20',
      name: 'Juneteenth National Independence Day',
    });
  });

  it('never falls on a weekend, and gives each year 10 to 12 days', () => {
    for (let year = 2000; year <= 2100; year++) {
      const days = federalHolidays(year);
      expect(days.length).toBeGreaterThanOrEqual(10);
      expect(days.length).toBeLessThanOrEqual(12);
      for (const { date } of days)
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });
});
