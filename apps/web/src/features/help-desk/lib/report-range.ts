const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The report's first range: the twelve months up to today, from the first day of the earliest. */
export function defaultReportRange(today: Date = new Date()): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth() - 11, 1);
  return { from: isoDay(start), to: isoDay(today) };
}
