import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { id } from './fields.ts';

/** An administrator's actions on another user's sign-in (decision 043). */
export const accountSecurityMessages = {
  mfaReset:
    'Multi-factor sign-in was reset. The user enrols a device or fingerprint again at the next sign-in.',
  signedOut: 'The user was signed out everywhere. Their next request asks them to sign in again.',
  notOnYourself: 'Use your own security settings for your own account.',
  userNotFound: 'User not found.',
} as const;

/** POST api/Administration/UserSecurity/ResetMfa and SignOutEverywhere. */
export const targetUserRequestSchema = z.object({ userId: id() });
export type TargetUserRequest = z.infer<typeof targetUserRequestSchema>;

/** One live session of a user, as an administrator sees it (no token, no session id). */
export const liveSessionSchema = z.object({
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  mobileScanning: z.boolean(),
  mfaVerified: z.boolean(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

export const accountSessionsSchema = z.object({
  userId: z.number().int(),
  /** The viewer may reset MFA and sign this user out (an administrator who outranks them, decision 065). */
  canManage: z.boolean(),
  sessions: z.array(liveSessionSchema),
  signedOutEverywhereAt: z.string().nullable(),
});
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
export const accountSessionsResponseSchema = envelopeSchema(accountSessionsSchema, z.null());

/** Access review (route admin/users/access-review): one row per module grant. */
export const accessReviewSortFields = ['userName', 'lastName', 'module', 'grantedAt'] as const;

const moduleFilter = z.enum(['', ...Object.values(Module)] as [string, ...string[]], {
  message: 'Module is not known.',
});
const roleFilter = z.enum(['', ...Object.values(Role)] as [string, ...string[]], {
  message: 'Role is not known.',
});
const statusFilter = z.enum(['', 'active', 'disabled'], { message: 'Status is not known.' });

export const accessReviewFilterSchema = z.object({
  module: moduleFilter.optional(),
  role: roleFilter.optional(),
  status: statusFilter.optional(),
});
export type AccessReviewFilters = z.infer<typeof accessReviewFilterSchema>;

export const accessReviewQuerySchema = pageQuerySchema.extend(accessReviewFilterSchema.shape);
export type AccessReviewQuery = z.infer<typeof accessReviewQuerySchema>;

/** The export takes the list's filters and search, not its paging. */
export const accessReviewExportQuerySchema = accessReviewFilterSchema.extend({
  search: pageQuerySchema.shape.search,
});

export const accessReviewRowSchema = z.object({
  /** `${userId}:${module}`: a grant is one module of one user. */
  key: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  module: z.string(),
  role: z.string(),
  /** Null for grants older than the record of them (before migration 0022 and without an audit row). */
  grantedAt: z.string().nullable(),
  /** Who granted it; null with a grantedAt means the system (seed, job, command line). */
  grantedBy: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type AccessReviewRow = z.infer<typeof accessReviewRowSchema>;
