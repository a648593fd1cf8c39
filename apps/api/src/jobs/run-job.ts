import { hostname } from 'node:os';
import { jobHistoryLink } from '@homer/contracts/job-history';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { jobHistory } from '../db/schema/jobs.ts';
import type { Tx } from '../db/tx.ts';
import type { Email } from '../platform/mail-outbox/send-email.ts';
import { notify, sendNotificationEmails } from '../platform/notify/notify.ts';
import type { JobDefinition } from './registry.ts';

const schedulerName = 'HomerScheduler';
const schedulerInstanceId = `${hostname()}-${process.pid}`.slice(0, 50);

export type RunResult = 'ran' | 'skipped';

/**
 * Runs a job once per cluster for a scheduled time: an advisory lock keeps instances from running it at
 * the same moment, and the history row for (job, scheduled time) keeps a later instance from running it again.
 */
export async function runJob(
  db: Db,
  job: JobDefinition,
  scheduledAt: Date,
  trigger = job.schedule,
  /** The installation's settings, for jobs that read them (the scheduler always passes them). */
  config: Config | null = null,
): Promise<RunResult> {
  let emails: Email[] = [];
  const result = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
    );
    if (!rows[0]?.locked) return 'skipped';
    const already = await tx
      .select({ id: jobHistory.fireInstanceId })
      .from(jobHistory)
      .where(and(eq(jobHistory.job, job.name), eq(jobHistory.scheduledFireTimeUtc, scheduledAt)));
    if (already.length > 0) return 'skipped';

    const actualFireTimeUtc = new Date();
    let logMessage: string | null = null;
    let exceptionMessage: string | null = null;
    try {
      logMessage = await job.run(db, { config, scheduledAt });
    } catch (error) {
      exceptionMessage = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    await tx.insert(jobHistory).values({
      schedulerInstanceId,
      schedulerName,
      job: job.name,
      trigger,
      scheduledFireTimeUtc: scheduledAt,
      actualFireTimeUtc,
      finishedTimeUtc: new Date(),
      logMessage,
      exceptionMessage,
      wasSuccessful: exceptionMessage === null,
    });
    if (exceptionMessage !== null) emails = await notifyFailure(tx, job.name, exceptionMessage, config);
    return 'ran' as const;
  });
  if (config && emails.length > 0) await sendNotificationEmails(db, config, emails);
  return result;
}

/**
 * Decision 047: a failed run notifies the system administrators (scheduled-job-failed), in a savepoint so that a
 * failure to notify never loses the history row.
 */
async function notifyFailure(
  tx: Tx,
  jobName: string,
  error: string,
  config: Config | null,
): Promise<Email[]> {
  try {
    const sent = await tx.transaction((sp) =>
      notify(
        sp,
        { publicBaseUrl: config?.publicBaseUrl ?? '' },
        {
          typeKey: 'admin.scheduled-job-failed',
          recipients: 'audience',
          title: `Scheduled job failed: ${jobName}`,
          message: error,
          link: jobHistoryLink(jobName),
          subscription: `job:${jobName}`,
        },
      ),
    );
    return sent.emails;
  } catch {
    return [];
  }
}
