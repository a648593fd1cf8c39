import { z } from 'zod';

/** Spec §3 "Scheduler history run". */
export const jobRunSchema = z.object({
  fireInstanceId: z.number().int(),
  schedulerInstanceId: z.string().max(50).nullable(),
  schedulerName: z.string().max(50).nullable(),
  job: z.string().max(200),
  trigger: z.string().max(200).nullable(),
  scheduledFireTimeUtc: z.string().nullable(),
  actualFireTimeUtc: z.string(),
  recovering: z.boolean(),
  finishedTimeUtc: z.string().nullable(),
  wasSuccessful: z.boolean(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobHistorySortFields = [
  'job',
  'scheduledFireTimeUtc',
  'actualFireTimeUtc',
  'finishedTimeUtc',
] as const;

// Not `queryId`: job_history.fire_instance_id is a bigserial, which holds every whole number JavaScript can carry.
export const fireInstanceQuerySchema = z.object({ fireInstanceId: z.coerce.number().int().positive() });
export const jobLogSchema = z.object({ logMessage: z.string().nullable() });
export const jobExceptionSchema = z.object({ exceptionMessage: z.string().nullable() });

/** The query parameter that opens Quartz History at one job's runs (issue 27: a failed run's notice leads there). */
export const historyJobParam = 'job';

/** Quartz History showing the runs of one job, newest first: where a failed run's notification leads. */
export function jobHistoryLink(jobName: string): string {
  return `admin/system/quartz/pcg-history?${historyJobParam}=${encodeURIComponent(jobName)}`;
}
