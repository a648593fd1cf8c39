/**
 * The US federal holidays of a year (5 U.S.C. 6103) on the days they are observed: one falling on a Saturday is
 * observed the Friday before, on a Sunday the Monday after. The demo's calendar; a state keeps its own list.
 */
export function federalHolidays(year: number): { date: string; name: string }[] {
  const fixed = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
  /** The nth given weekday of a month (n = -1: the last). */
  const nth = (month: number, weekday: number, n: number) => {
    if (n > 0) {
      const first = fixed(month, 1);
      return fixed(month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
    }
    const last = new Date(Date.UTC(year, month, 0));
    return fixed(month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  };
  const observed = (day: Date) => {
    const shift = day.getUTCDay() === 6 ? -1 : day.getUTCDay() === 0 ? 1 : 0;
    return new Date(day.getTime() + shift * 86_400_000);
  };
  const days: [Date, string][] = [
    [observed(fixed(1, 1)), "New Year's Day"],
    [nth(1, 1, 3), 'Birthday of Martin Luther King, Jr.'],
    [nth(2, 1, 3), "Washington's Birthday"],
    [nth(5, 1, -1), 'Memorial Day'],
    [observed(fixed(6, 19)), 'Juneteenth National Independence Day'],
    [observed(fixed(7, 4)), 'Independence Day'],
    [nth(9, 1, 1), 'Labor Day'],
    [nth(10, 1, 2), 'Columbus Day'],
    [observed(fixed(11, 11)), 'Veterans Day'],
    [nth(11, 4, 4), 'Thanksgiving Day'],
    [observed(fixed(12, 25)), 'Christmas Day'],
    // Next New Year's Day, when a Saturday puts it on this year's December 31.
    [observed(new Date(Date.UTC(year + 1, 0, 1))), "New Year's Day"],
  ];
  return days
    .filter(([day]) => day.getUTCFullYear() === year)
    .map(([day, name]) => ({ date: day.toISOString().slice(0, 10), name }));
}
