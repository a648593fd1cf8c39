/** A message's time as the room shows it: the time alone today, with the date before. */
export function sentWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const today = at.toDateString() === now.toDateString();
  return at.toLocaleString(
    'en-US',
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
}
