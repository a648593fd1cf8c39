import type { SubscriptionFrequency } from '@homer/contracts/report-subscriptions';

/** Calendar arithmetic on YYYY-MM-DD days, which carry no time zone (the programme's days). */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  asDay(new Date(asDate(day).getTime() + days * 86_400_000));

/** The first day of the period after the one `day` is in: tomorrow, next Monday, or the 1st of next month. */
export function nextPeriodStart(day: string, frequency: SubscriptionFrequency): string {
  const date = asDate(day);
  if (frequency === 'daily') return addDays(day, 1);
  if (frequency === 'weekly') return addDays(day, (8 - date.getUTCDay()) % 7 || 7);
  return asDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

/** The period a delivery on `day` covers: the one just ended (yesterday, the 7 days before, or last month). */
export function periodEndedBefore(
  day: string,
  frequency: SubscriptionFrequency,
): { from: string; to: string } {
  const to = addDays(day, -1);
  if (frequency === 'daily') return { from: to, to };
  if (frequency === 'weekly') return { from: addDays(day, -7), to };
  const date = asDate(day);
  return {
    from: asDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1))),
    to: asDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0))),
  };
}
