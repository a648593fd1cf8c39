import { yearOf } from './holiday-dates.ts';

export type YearOfHolidays<T> = { year: number; holidays: T[] };

/**
 * The public page's sections: every year the API lists, in its order, each with its closures in the order given
 * (the API's, by date). A year without closures stays, so the page can say none are announced yet.
 */
export function holidaysByYear<T extends { date: string }>(
  years: readonly number[],
  holidays: readonly T[],
): YearOfHolidays<T>[] {
  return years.map((year) => ({
    year,
    holidays: holidays.filter((holiday) => yearOf(holiday.date) === year),
  }));
}
