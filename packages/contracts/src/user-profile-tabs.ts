import { z } from 'zod';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { id, queryId } from './fields.ts';
import { globalAuditQuerySchema } from './global-audit.ts';

/**
 * The user edit page's login-history, audit-history and organizations tabs (decision 041). Each is its own API
 * under api/Administration/Users; who may open which is decided per call (apps/api/src/platform/user-rights.ts).
 */

/** How a sign-in was attempted: the password / SSO / device / fingerprint / QR. */
export const signInMethods = ['Password', 'SSO', 'Device', 'Fingerprint', 'QR code'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** GET api/Administration/Users/GetLoginHistory: the user's attempts, newest first, keyset-paged. */
export const loginHistoryQuerySchema = pageQuerySchema.omit({ search: true, sortField: true }).extend({
  userId: queryId(),
  outcome: z
    .enum(['', 'succeeded', 'failed'], { message: 'Result must be succeeded, failed or empty.' })
    .optional(),
});
export type LoginHistoryQuery = z.infer<typeof loginHistoryQuerySchema>;

export const loginHistoryRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  dateFormatted: z.string(),
  ipAddress: z.string().nullable(),
  method: z.enum(signInMethods),
  succeeded: z.boolean(),
  /** What happened, in words: "Signed in", "Wrong user name or password", … */
  result: z.string(),
  userAgent: z.string().nullable(),
});
export type LoginHistoryRow = z.infer<typeof loginHistoryRowSchema>;

/** GET api/Administration/Users/GetAuditHistory: the Global Audit List's query with "Changed By" fixed to the user. */
export const userAuditHistoryQuerySchema = globalAuditQuerySchema.safeExtend({ userId: queryId() });
export type UserAuditHistoryQuery = z.infer<typeof userAuditHistoryQuerySchema>;

export const membershipMessages = {
  facilityNotFound: 'Facility not found.',
  alreadyMember: 'The user already belongs to this facility.',
  notMember: 'The user does not belong to this facility.',
  added: 'Facility added.',
  removed: 'Facility removed.',
} as const;

export const membershipSchema = z.object({
  facilityId: z.number().int(),
  facilityName: z.string(),
  longName: z.string().nullable(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  isActive: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** The facilities a user administrator may add, grouped by organization on the page. */
export const facilityChoiceSchema = z.object({
  facilityId: z.number().int(),
  facilityName: z.string(),
  organizationName: z.string(),
});
export type FacilityChoice = z.infer<typeof facilityChoiceSchema>;

export const membershipsSchema = z.object({
  memberships: z.array(membershipSchema),
  /** Active facilities the user is not in; empty for a viewer who may not change memberships. */
  choices: z.array(facilityChoiceSchema),
  canEdit: z.boolean(),
});
export type Memberships = z.infer<typeof membershipsSchema>;
export const membershipsResponseSchema = envelopeSchema(membershipsSchema, z.null());

/** POST api/Administration/Users/AddFacility and RemoveFacility. */
export const membershipChangeSchema = z.object({
  userId: id(),
  facilityId: id(membershipMessages.facilityNotFound),
});
export type MembershipChange = z.infer<typeof membershipChangeSchema>;
