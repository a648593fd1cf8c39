import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, optionSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, text } from './fields.ts';
import { userAdminMessages } from './user-admin.ts';
import { usersMessages } from './users.ts';

/**
 * The review of PFS registrations and account requests (issue 14; docs/decisions/053-registrations-review.md).
 * Two kinds of request wait in one queue: `pfs`, a PFS Registration form (pfs.ts) that has no account yet, and
 * `homer`, an account made from a PFS link with support access only, waiting for the access the person needs.
 * Reviewers are user administrators (Admin at UserAdmin or SystemAdmin) and grant only what platform/user-rights.ts lets them.
 */

const base = 'api/Administration/Registrations';

export const registrationPaths = {
  /** GET: the queue (keyset-paged). */
  list: `${base}/GetList`,
  /** GET ?kind=&search=: how many requests each status holds under the queue's other filters. */
  statusCounts: `${base}/GetStatusCounts`,
  /** GET ?kind=&id=: the review page. */
  detail: `${base}/GetRegistration`,
  /** GET: the facilities a reviewer can grant (every active facility). */
  facilities: `${base}/GetFacilities`,
  /** GET ?kind=&id=: the request's audit trail. */
  history: `${base}/GetHistory`,
  /** POST: approve with the chosen facilities and module access. */
  approve: `${base}/Approve`,
  /** POST: deny with a reason. */
  deny: `${base}/Deny`,
} as const;

export const registrationKinds = ['pfs', 'homer'] as const;
export type RegistrationKind = (typeof registrationKinds)[number];
export const registrationKindLabels: Record<RegistrationKind, string> = {
  pfs: 'PFS registration',
  homer: 'Account request',
};

export const registrationStatuses = ['Pending', 'Approved', 'Denied'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const registrationLimits = { reason: 1000, facilities: 200 } as const;

export const registrationMessages = {
  notFound: 'Registration not found.',
  kindInvalid: 'Kind must be pfs or homer.',
  statusInvalid: 'Status must be Pending, Approved or Denied.',
  alreadyDecided: 'This request has already been decided. Reload the page to see the decision.',
  accessRequired: 'Choose at least one module access.',
  facilitiesRequired: 'Choose at least one facility.',
  unknownFacility: 'One of the chosen facilities does not exist or is inactive.',
  userNameRequired: 'User name is required to create the account.',
  linkNotMatching: 'Only a user whose email or user name matches this registration can be linked.',
  accountMissing: 'The account of this request no longer exists.',
  reasonRequired: 'Enter the reason for the denial.',
  reasonMax: `The reason cannot be longer than ${registrationLimits.reason} characters.`,
  approvedCreated: 'Approved: the account was created and a welcome email was sent.',
  approved: 'Approved: the access was granted and the person was emailed.',
  denied: 'Denied: the person was emailed the reason.',
} as const;

/** What a denied account request keeps: recorded on the request and told to the person. */
export const homerDenialOutcome = 'The account keeps its Support Desk access only.';

// ---------------------------------------------------------------------------------------------------------
// Queue

export const registrationListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['', ...registrationKinds], { message: registrationMessages.kindInvalid }).optional(),
  status: z.enum(['', ...registrationStatuses], { message: registrationMessages.statusInvalid }).optional(),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

/** GET …/GetStatusCounts: the queue's filters but the status, which the answer counts one by one. */
export const registrationStatusCountsQuerySchema = registrationListQuerySchema.pick({
  kind: true,
  search: true,
});
export const registrationStatusCountsSchema = z.array(
  z.object({ status: z.enum(registrationStatuses), count: z.number().int() }),
);
export type RegistrationStatusCounts = z.infer<typeof registrationStatusCountsSchema>;

const instant = z.string();

export const registrationRowSchema = z.object({
  kind: z.enum(registrationKinds),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The requested facilities' names, comma separated. */
  facilities: z.string(),
  submittedAt: instant,
  status: z.enum(registrationStatuses),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;
export const registrationListResponseSchema = pagedSchema(registrationRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Review page

export const registrationKeySchema = z.object({
  kind: z.enum(registrationKinds, { message: registrationMessages.kindInvalid }),
  id: queryId(),
});
export type RegistrationKey = z.infer<typeof registrationKeySchema>;

const moduleSchema = z.enum(Object.values(Module) as [Module, ...Module[]], {
  message: userAdminMessages.moduleRequired,
});
const roleSchema = z.enum(Object.values(Role) as [Role, ...Role[]], {
  message: userAdminMessages.roleRequired,
});
export const accessRowSchema = z.object({ module: moduleSchema, role: roleSchema });

const userSummarySchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  disabled: z.boolean(),
});

export const registrationDetailSchema = z.object({
  kind: z.enum(registrationKinds),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  status: z.enum(registrationStatuses),
  submittedAt: instant,
  requestedFacilities: z.array(optionSchema),
  /** The account: homer kind always; pfs kind once approved (created or linked). */
  account: userSummarySchema
    .extend({ access: z.array(accessRowSchema), facilities: z.array(optionSchema) })
    .nullable(),
  /** pfs kind, pending: users whose email or user name matches (offered as "link to existing user"). */
  matches: z.array(userSummarySchema),
  /** pfs kind: a user name to start from, from the email. */
  suggestedUserName: z.string(),
  decision: z
    .object({
      decidedBy: z.string(),
      decidedAt: instant,
      reason: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;
export const registrationDetailResponseSchema = envelopeSchema(registrationDetailSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// Decisions

const userNamePattern = /^[A-Za-z0-9._@-]+$/;

/**
 * POST …/Approve. pfs kind: `mode` create (a new account named `userName`) or link (`linkUserId`, one of the
 * detail's matches); homer kind: the chosen access and facilities are added to the request's account.
 */
export const approveRegistrationSchema = z.object({
  kind: z.enum(registrationKinds, { message: registrationMessages.kindInvalid }),
  id: id(),
  mode: z.enum(['create', 'link']).default('create'),
  userName: text({ max: 100, label: 'User name' })
    .refine((v) => v === '' || userNamePattern.test(v), userAdminMessages.userNameInvalid)
    .default(''),
  linkUserId: idOrZero().default(0),
  facilityIds: z
    .array(id(registrationMessages.unknownFacility), { message: registrationMessages.facilitiesRequired })
    .min(1, registrationMessages.facilitiesRequired)
    .max(registrationLimits.facilities)
    .refine((ids) => new Set(ids).size === ids.length, registrationMessages.unknownFacility),
  access: z
    .array(accessRowSchema, { message: registrationMessages.accessRequired })
    .min(1, registrationMessages.accessRequired)
    .max(Object.keys(Module).length)
    .refine((a) => new Set(a.map((g) => g.module)).size === a.length, usersMessages.duplicateModule),
});
export type ApproveRegistration = z.input<typeof approveRegistrationSchema>;

export const denyRegistrationSchema = z.object({
  kind: z.enum(registrationKinds, { message: registrationMessages.kindInvalid }),
  id: id(),
  reason: text({
    max: registrationLimits.reason,
    required: registrationMessages.reasonRequired,
    tooLong: registrationMessages.reasonMax,
  }),
});
export type DenyRegistration = z.infer<typeof denyRegistrationSchema>;

export const decisionResponseSchema = envelopeSchema(z.null(), z.null());

/** A user name to start from: the email's part before the @, in the characters a user name may hold. */
export function suggestedUserName(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 100);
}

/** The review page of one request. */
export const registrationPath = (kind: RegistrationKind, requestId: number) =>
  `admin/users/registrations/edit/${kind}/${requestId}`;
