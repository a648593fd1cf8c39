const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** When a message was kept, in the reader's time zone. */
export function formatSentTime(iso: string): string {
  return formatter.format(new Date(iso));
}
