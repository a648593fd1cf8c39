import { icqTimeZone } from '@homer/contracts/icq';

const timeZoneName: Record<string, string> = { 'America/New_York': 'Eastern Time' };

/** "Tuesday, March 9, 2027 at 10:00 AM Eastern Time" from the API's `YYYY-MM-DDTHH:mm` (programme time). */
export function formatScheduleTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  // The wall-clock time is formatted as if in UTC, so the reader's own zone does not shift it.
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
  return `${text} ${timeZoneName[icqTimeZone] ?? icqTimeZone}`;
}
