/** When a notification arrived, as the list shows it: 'just now', '5 minutes ago', or the local date and time. */
export function notifiedWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
