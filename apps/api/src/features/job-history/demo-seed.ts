import type { AreaDemoSeed } from '../../db/area-demo-seed.ts';
import { jobHistory } from '../../db/schema/jobs.ts';
import type { Tx } from '../../db/tx.ts';
import { jobs } from '../../jobs/registry.ts';

const hourly = jobs.find((job) => job.name === 'Automated Routine - Every Hour');

/** What the hourly routine logs (jobs/hourly-routine.ts), with the demo's counts. */
const routineLog = (sessions: number, captchas: number) =>
  `Removed ${sessions} expired sessions, 0 expired reset tokens, ${captchas} spent captcha solutions and 0 public-form mail counts.`;

/**
 * Minutes ago each run ended, newest first. The two failures end when the notifications demo seed tells the
 * administrators of them (90 and 30 minutes ago), so that its link to Quartz History finds them, each with its
 * exception, among successful runs with their logs.
 */
const runs = [
  { endedMinutesAgo: 30, error: 'Error: connection to the mail server timed out.' },
  { endedMinutesAgo: 90, error: 'Error: connection to the mail server timed out.' },
  { endedMinutesAgo: 150, log: routineLog(4, 12) },
  { endedMinutesAgo: 210, log: routineLog(2, 7) },
  { endedMinutesAgo: 270, log: routineLog(0, 3) },
  { endedMinutesAgo: 330, log: routineLog(5, 9) },
];

/**
 * Quartz History's demo (issue 25): a fresh install notifies admins of a failed hourly run, and the list it
 * links to showed nothing. All are in the past, so the scheduler, which claims (job, scheduled time) only for
 * the ticks to come, never finds one of its runs taken.
 */
async function seedJobHistoryDemo(tx: Tx): Promise<void> {
  if (!hourly) return;
  const now = Date.now();
  await tx.insert(jobHistory).values(
    runs.map((run) => {
      const finished = now - run.endedMinutesAgo * 60_000;
      // A timed-out run takes its 30 seconds; the routine itself is over in under a second.
      const started = finished - (run.error ? 30_000 : 640);
      return {
        schedulerInstanceId: 'homer-demo-1',
        schedulerName: 'HomerScheduler',
        job: hourly.name,
        trigger: hourly.schedule,
        scheduledFireTimeUtc: new Date(started - 12),
        actualFireTimeUtc: new Date(started),
        finishedTimeUtc: new Date(finished),
        logMessage: run.log ?? null,
        exceptionMessage: run.error ?? null,
        wasSuccessful: !run.error,
      };
    }),
  );
}

export const demoSeed: AreaDemoSeed = { area: 'job-history', after: [], seed: seedJobHistoryDemo };
