// Cron counts Sunday as 0 and as 7.
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const isNumber = (part: string): boolean => /^\d+$/.test(part);
const clock = (hour: string, minute: string) => `${hour.padStart(2, '0')}:${minute.padStart(2, '0')} UTC`;

/**
 * A job's cron pattern (evaluated in UTC by the scheduler) in words, for the Tech Spec page. Covers the
 * shapes HOMER's jobs use; anything else is shown as the pattern itself rather than described wrongly.
 */
export function describeSchedule(cron: string): string {
  const parts = cron.trim().split(/\s+/);
  if (parts.length === 5) {
    const [minute = '', hour = '', dayOfMonth, month, dayOfWeek = ''] = parts;
    const everyDay = dayOfMonth === '*' && month === '*';
    if (everyDay && dayOfWeek === '*' && hour === '*') {
      if (minute === '*') return 'Every minute';
      if (minute === '0') return 'Every hour, on the hour';
      if (isNumber(minute)) return `Every hour at minute ${Number(minute)}`;
      const step = minute.match(/^\*\/(\d+)$/)?.[1];
      if (step) return `Every ${Number(step)} minutes`;
    }
    if (everyDay && isNumber(minute) && isNumber(hour)) {
      if (dayOfWeek === '*') return `Every day at ${clock(hour, minute)}`;
      const weekday = isNumber(dayOfWeek) ? weekdays[Number(dayOfWeek)] : undefined;
      if (weekday) return `Every ${weekday} at ${clock(hour, minute)}`;
    }
  }
  return `On the schedule "${cron}" (UTC)`;
}
