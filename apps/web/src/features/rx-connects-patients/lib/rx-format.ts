/** A whole number as the pages write one: 1,250. */
export const count = (value: number) => value.toLocaleString('en-US');

/** A month, YYYY-MM, in words: 'July 2026'. Anything else is written as given. */
export function monthName(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month before the reader's current one, YYYY-MM: the report a repository owes by the 5th. */
export function previousMonth(today: Date): string {
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`;
}

/** The day `days` before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** An applicant as the pages write one: 'Last, First'. */
export const applicantName = (a: { firstName: string; lastName: string }) => `${a.lastName}, ${a.firstName}`;
