const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the value of an `<input type="datetime-local">` ("2026-11-24T14:05"), in this browser's zone:
 * what the person typed comes back to them as they typed it.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant for the API; '' when blank or not a date (the contract then refuses it). */
export function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** A day in this browser's time zone as YYYY-MM-DD: what an `<input type="date">` holds. */
export function localIsoDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
