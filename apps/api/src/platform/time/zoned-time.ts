/**
 * Calendar days and readable times in the caller's time zone. The client names its zone in the X-TimeZone
 * header (spec §7); a filter's "day" and the Date Changed shown are that zone's, not the server's.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

const resolvedZones = new Map<string, string>();
/** Bounds the cache: a client may send any name, and only a few hundred zones exist. */
const resolvedZonesMax = 1_000;

/**
 * The header's IANA zone when the runtime knows it, else UTC (an unknown name must not fail the list).
 * Remembered per name: building a formatter to ask ICU costs about a third of a millisecond, on every request.
 */
export function resolveTimeZone(header: string | string[] | undefined): string {
  const name = Array.isArray(header) ? header[0] : header;
  if (!name || name.length > 64) return 'UTC';
  const known = resolvedZones.get(name);
  if (known) return known;
  let zone = 'UTC';
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {}
  if (resolvedZones.size < resolvedZonesMax) resolvedZones.set(name, zone);
  return zone;
}

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let formatter = map.get(timeZone);
  if (!formatter) {
    formatter = make();
    map.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  const formatter = cached(
    partsFormatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in `timeZone`; `addDays` moves the day first. */
export function startOfDay(day: string, timeZone: string, addDays = 0): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const midnightAsUtc = Date.UTC(y, m - 1, d + addDays);
  const first = midnightAsUtc - offsetMs(midnightAsUtc, timeZone);
  // A second pass picks up a DST change between UTC midnight and local midnight.
  return new Date(midnightAsUtc - offsetMs(first, timeZone));
}

const dayMs = 86_400_000;
const dayOffsets = new Map<string, number>();
/** Bounds the cache: a list page reads a few dozen days, a long-running instance many. */
const dayOffsetsMax = 10_000;

/**
 * The zone's offset at `instant`, remembered per UTC day: ICU's formatToParts is the costly step of formatting a
 * date, and a page of 100 audit rows spans a few days. A day whose offset differs at its start and its end holds
 * a transition and is not cached (zones change at most once a day).
 */
function offsetAt(instant: number, timeZone: string): number {
  const day = Math.floor(instant / dayMs);
  const key = `${timeZone}@${day}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const start = offsetMs(day * dayMs, timeZone);
  if (start !== offsetMs(day * dayMs + dayMs - 1, timeZone)) return offsetMs(instant, timeZone);
  if (dayOffsets.size >= dayOffsetsMax) dayOffsets.clear();
  dayOffsets.set(key, start);
  return start;
}

/** A calendar date (YYYY-MM-DD) as en-US writes it: 11/30/2026. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** e.g. 11/20/2026 10:00:01 AM: the wall clock of `timeZone`, written as en-US does, with plain spaces. */
export function formatDateTime(date: Date, timeZone: string): string {
  const instant = date.getTime();
  const wall = new Date(instant + offsetAt(instant, timeZone));
  const hour = wall.getUTCHours();
  return (
    `${twoDigits(wall.getUTCMonth() + 1)}/${twoDigits(wall.getUTCDate())}/${wall.getUTCFullYear()} ` +
    `${hour % 12 || 12}:${twoDigits(wall.getUTCMinutes())}:${twoDigits(wall.getUTCSeconds())} ${hour < 12 ? 'AM' : 'PM'}`
  );
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `at`: "today" for a rule kept in that zone's days. */
export function calendarDay(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return cached(dayFormatters, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone })).format(at);
}
