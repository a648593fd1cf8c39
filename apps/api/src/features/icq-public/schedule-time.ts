import { icqTimeZone } from '@homer/contracts/icq';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: icqTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DDTHH:mm` in the programme's time zone: the form scheduling links carry. */
export function scheduleDateTimeStr(at: Date): string {
  const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
