/** ISO date → MM/dd/yyyy (the spec's date format), without a time-zone shift; no date shows as nothing. */
export function usDate(iso: string | null): string {
  return iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
}

const usDateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** An instant in the reader's time zone, US style ('11/24/26, 3:05 PM'). */
export function usDateTime(iso: string): string {
  return usDateTimeFormat.format(new Date(iso));
}
