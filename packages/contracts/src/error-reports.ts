import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { maxId, text } from './fields.ts';

/**
 * Error reports from the browser and the server's own 5xx, grouped by fingerprint for the error-report area
 * (Admin module, User; spec §2.1, §6, §9; docs/decisions/070-error-reporting.md).
 */
export const errorReportLimits = {
  /** Spec §9: log forwarding is limited to 32 KB. The server refuses a larger body (413). */
  bodyBytes: 32 * 1024,
  message: 2000,
  stack: 16_000,
  route: 500,
  release: 100,
  browser: 300,
  type: 100,
  /** Occurrences kept per group: the newest, older ones are deleted as new ones arrive. */
  occurrencesKept: 50,
  /** Reports per minute from one address without a sign-in, and from one signed-in user. */
  anonymousPerMinute: 10,
  signedInPerMinute: 60,
} as const;

/** Spec §6 and §9: the error handler ignores these statuses (sign-in, access and PHI refusals). */
export const ignoredHttpStatuses: readonly number[] = [401, 403, 466, 467];

export const errorReportPaths = {
  report: 'api/ErrorReport/Report',
  list: 'api/ErrorReport/GetGroupList',
  group: 'api/ErrorReport/GetGroup',
  resolve: 'api/ErrorReport/Resolve',
} as const;

export const errorReportMessages = {
  received: 'Error report received.',
  notFound: 'That error group does not exist.',
  resolved: 'The error group is resolved.',
  alreadyResolved: 'The error group is already resolved.',
  ignoredStatus: 'Errors with status 401, 403, 466 and 467 are not reported.',
} as const;

export const errorReportKinds = ['error', 'unhandledrejection', 'route', 'http'] as const;
export const errorGroupStatuses = ['open', 'resolved'] as const;
export type ErrorGroupStatus = (typeof errorGroupStatuses)[number];

/** One report as the browser sends it; unknown fields (form values, anything else) are refused. */
export const errorReportSchema = z.strictObject({
  kind: z.enum(errorReportKinds, { message: 'Kind must be error, unhandledrejection, route or http.' }),
  type: text({ max: errorReportLimits.type, label: 'Type', required: true }),
  message: text({ max: errorReportLimits.message, label: 'Message', required: true }),
  stack: text({ max: errorReportLimits.stack, label: 'Stack', trim: false }).optional(),
  route: text({ max: errorReportLimits.route, label: 'Route', required: true }),
  release: text({ max: errorReportLimits.release, label: 'Release', required: true }),
  browser: text({ max: errorReportLimits.browser, label: 'Browser' }).optional(),
  status: z
    .number()
    .int()
    .min(0)
    .max(599)
    .refine((s) => !ignoredHttpStatuses.includes(s), errorReportMessages.ignoredStatus)
    .optional(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorGroupListQuerySchema = pageQuerySchema.extend({
  status: z.enum(errorGroupStatuses, { message: 'Status must be open or resolved.' }).optional(),
});
export type ErrorGroupListQuery = z.infer<typeof errorGroupListQuerySchema>;

export const errorGroupRowSchema = z.object({
  id: z.number().int(),
  source: z.enum(['web', 'server']),
  type: z.string(),
  message: z.string(),
  route: z.string(),
  lastRelease: z.string(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  status: z.enum(errorGroupStatuses),
});
export type ErrorGroupRow = z.infer<typeof errorGroupRowSchema>;

export const errorOccurrenceSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  kind: z.string(),
  release: z.string(),
  route: z.string(),
  browser: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  stack: z.string().nullable(),
  userId: z.number().int().nullable(),
  requestId: z.string().nullable(),
});
export type ErrorOccurrence = z.infer<typeof errorOccurrenceSchema>;

export const errorGroupSchema = errorGroupRowSchema.extend({
  topFrame: z.string(),
  browser: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedRelease: z.string().nullable(),
  occurrences: z.array(errorOccurrenceSchema),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

const groupId = z.coerce
  .number({ message: 'Id must be a whole number.' })
  .int('Id must be a whole number.')
  .min(1, 'Id must be a whole number from 1.')
  .max(maxId, `Id must be at most ${maxId}.`);
export const errorGroupIdSchema = z.object({ id: groupId });
