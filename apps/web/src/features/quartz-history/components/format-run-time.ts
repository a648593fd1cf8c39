const zoneSuffix = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A run time stored in UTC, shown in the user's local time.
 * Times without a zone are read as UTC (the columns are *Utc), not as local time as `Date` would.
 */
export function formatRunTime(value: string | null, timeZone?: string): string {
  if (!value) return '';
  const iso = zoneSuffix.test(value) ? value : `${value}Z`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
  }).format(date);
}
