import { usDate } from '../../../shared/lib/us-date.ts';

// A holiday is a calendar day, not an instant: read in UTC, the reader's own zone cannot move it to the day before.
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** The day of the week of a YYYY-MM-DD date: 'Friday'. */
export function weekdayOf(isoDate: string): string {
  return weekdayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A date as the app writes dates, led by its day of the week: 'Friday, 09/18/2026'. */
export function dateWithWeekday(isoDate: string): string {
  return `${weekdayOf(isoDate)}, ${usDate(isoDate)}`;
}

/** The calendar year of a YYYY-MM-DD date. */
export const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));
