import { z } from 'zod';

/** One part of the running stack; `version` is null when it could not be read (e.g. a dev tool not installed). */
export const techComponentSchema = z.object({
  name: z.string(),
  /** npm package the version was read from; null for the runtime and the database. */
  packageName: z.string().nullable(),
  version: z.string().nullable(),
  purpose: z.string(),
});
export type TechComponent = z.infer<typeof techComponentSchema>;

export const supportedBrowserSchema = z.object({ name: z.string(), versions: z.string() });

export const scheduledJobSchema = z.object({
  name: z.string(),
  /** The schedule in words, e.g. "Every hour, on the hour (UTC)". */
  schedule: z.string(),
  /** The cron pattern behind it, for administrators. */
  cron: z.string(),
  description: z.string(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

/**
 * GET api/TechSpec/GetTechSpec: the spec's Tech Spec page, read from the running system rather than
 * the original product's list (document 3 §2 names Angular, .NET and SQL Server, which HOMER does not use).
 */
export const techSpecSchema = z.object({
  technologyStack: z.array(techComponentSchema),
  supportedBrowsers: z.array(supportedBrowserSchema),
  domainNames: z.array(z.string()),
  scheduledJobs: z.array(scheduledJobSchema),
});
export type TechSpec = z.infer<typeof techSpecSchema>;
