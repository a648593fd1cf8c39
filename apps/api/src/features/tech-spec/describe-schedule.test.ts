import { describe, expect, it } from 'vitest';
import { jobs } from '../../jobs/registry.ts';
import { describeSchedule } from './describe-schedule.ts';

describe('describeSchedule', () => {
  it('puts the shapes HOMER uses into words', () => {
    expect(describeSchedule('0 * * * *')).toBe('Every hour, on the hour');
    expect(describeSchedule('15 * * * *')).toBe('Every hour at minute 15');
    expect(describeSchedule('*/5 * * * *')).toBe('Every 5 minutes');
    expect(describeSchedule('* * * * *')).toBe('Every minute');
    expect(describeSchedule('30 2 * * *')).toBe('Every day at 02:30 UTC');
    expect(describeSchedule('0 6 * * 1')).toBe('Every Monday at 06:00 UTC');
  });

  it('shows any other pattern as it is rather than guessing', () => {
    expect(describeSchedule('0 0 1 * *')).toBe('On the schedule "0 0 1 * *" (UTC)');
    expect(describeSchedule('0 0 * * 1-5')).toBe('On the schedule "0 0 * * 1-5" (UTC)');
  });

  it('describes every registered job without falling back to the raw pattern', () => {
    for (const job of jobs) expect(describeSchedule(job.schedule)).not.toMatch(/^On the schedule/);
  });
});
