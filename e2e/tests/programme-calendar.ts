/**
 * The programmes' calendar (PROGRAM_TIME_ZONE's default): the server judges "today" there (a donation's Date
 * Received, a prescription's validity, an order's period, the Rx Connects report's months), so specs of the
 * programmes run their browser in it too. In the machine's UTC a prescription made valid from "today" was not valid
 * yet on the server between 00:00 and 05:00 UTC, and the New Order modal offered no line (CI, 00:02 UTC).
 */
export const programmeZone = 'America/New_York';

/** Today in the programme's calendar, YYYY-MM-DD. */
export const programmeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: programmeZone }).format(new Date());

/** YYYY-MM-DD in the programme's calendar, `days` from today. */
export const dayFromToday = (days: number) =>
  new Date(Date.parse(`${programmeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The programme's month `months` after this one, YYYY-MM. */
export function monthAhead(months: number): string {
  const [year, month] = programmeToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 7);
}
