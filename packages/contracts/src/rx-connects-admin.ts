import { z } from 'zod';
import { Module, type ModuleRule, Role } from './access.ts';
import { entityAuditListSchema } from './entity-audit.ts';
import { envelopeSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, text } from './fields.ts';
import { RxConnectsStatus } from './rx-connects.ts';
import type { RxConnectsSiteKind } from './user-program-links.ts';

/**
 * The Rx Connects back office (issue 14, decision 054): staff review donor and repository applications (approve,
 * deny with a reason, withdraw an approved site) and keep the list of denial reasons. Rx Connects users read;
 * Rx Connects administrators act.
 */

export type { RxConnectsSiteKind } from './user-program-links.ts';
export { rxConnectsSiteKinds } from './user-program-links.ts';

export const rxConnectsReader: ModuleRule = { module: Module.RxConnects, minRole: Role.User };
export const rxConnectsAdmin: ModuleRule = { module: Module.RxConnects, minRole: Role.RxConnectsAdmin };

const siteBase = { donor: 'api/RxConnects/Donors', repository: 'api/RxConnects/Repositories' } as const;

/** The back office's calls per kind of site; every one takes or returns the same shapes for both kinds. */
export function rxConnectsSitePaths(kind: RxConnectsSiteKind) {
  const base = siteBase[kind];
  return {
    /** GET, readers: the review list (keyset-paged). */
    list: `${base}/GetList`,
    /** GET ?search=, readers: how many applications each status holds under the list's search. */
    statusCounts: `${base}/GetStatusCounts`,
    /** GET ?id=, readers: the whole application, its decision and linked users. */
    detail: `${base}/GetApplication`,
    /** GET ?id=, readers: the application's audit trail; entityAuditListSchema. */
    history: `${base}/GetHistory`,
    /** POST {id}, administrators: Pending → Approved, the contact's account and role. */
    approve: `${base}/Approve`,
    /** POST {id, deniedReasonId, note}, administrators: Pending → Denied. */
    deny: `${base}/Deny`,
    /** POST {id, note}, administrators: Approved → Inactive. */
    withdraw: `${base}/Withdraw`,
  } as const;
}

export const rxConnectsAdminPaths = {
  /** GET, readers: counts by status and the newest pending applications. */
  dashboard: 'api/RxConnects/Dashboard/GetSummary',
  /** GET, readers: every denial reason (the Deny dialog offers the active ones). */
  denialReasons: 'api/RxConnects/DenialReasons/GetList',
  /** POST {id (0 = new), name, isActive}, administrators. */
  saveDenialReason: 'api/RxConnects/DenialReasons/Save',
  /** POST {id}, administrators: only a reason no application names. */
  deleteDenialReason: 'api/RxConnects/DenialReasons/Delete',
} as const;

/** Web pages of the back office (packages/contracts/src/routes.ts). */
export const rxConnectsPagePaths = {
  dashboard: '/rxconnects/dashboard',
  list: { donor: '/rxconnects/donors/list', repository: '/rxconnects/repositories/list' },
  edit: { donor: '/rxconnects/donors/edit', repository: '/rxconnects/repositories/edit' },
  denialReasons: '/rxconnects/admin/denial-reasons',
} as const;
export const rxConnectsSitePagePath = (kind: RxConnectsSiteKind, siteId: number) =>
  `${rxConnectsPagePaths.edit[kind]}/${siteId}`;

export const rxConnectsStatusNames: Record<number, string> = {
  [RxConnectsStatus.Pending]: 'Pending',
  [RxConnectsStatus.Approved]: 'Approved',
  [RxConnectsStatus.Denied]: 'Denied',
  [RxConnectsStatus.Inactive]: 'Inactive',
};
export const rxConnectsStatusIds = [
  RxConnectsStatus.Pending,
  RxConnectsStatus.Approved,
  RxConnectsStatus.Denied,
  RxConnectsStatus.Inactive,
] as const;

export const rxConnectsKindNames: Record<RxConnectsSiteKind, { one: string; many: string }> = {
  donor: { one: 'Donor', many: 'Donors' },
  repository: { one: 'Repository', many: 'Repositories' },
};

export const rxConnectsAdminMessages = {
  notFound: 'That application does not exist.',
  approved: 'Application approved. The contact has been emailed.',
  denied: 'Application denied. The applicant has been emailed the reason.',
  withdrawn: 'The site has left the programme (Inactive). The contact has been emailed.',
  reasonRequired: 'Please choose a denial reason.',
  reasonInactive: 'That denial reason is no longer in use. Please choose another.',
  noteRequired: 'Please say why the site is leaving the programme.',
  notPending: 'Only a pending application can be approved or denied; this one has already been decided.',
  notApproved: 'Only an approved site can be withdrawn from the programme.',
  reasonSaved: 'Denial reason saved.',
  reasonDeleted: 'Denial reason deleted.',
  reasonNotFound: 'That denial reason does not exist.',
  reasonNameTaken: 'A denial reason with this name already exists.',
  reasonInUse: 'This reason has been given to applicants, so it cannot be deleted. Deactivate it instead.',
} as const;

/** Which decisions apply to an application in a status (the server and the page share it). */
export type RxConnectsDecision = 'approve' | 'deny' | 'withdraw';
export function decisionsFor(statusId: number): RxConnectsDecision[] {
  if (statusId === RxConnectsStatus.Pending) return ['approve', 'deny'];
  if (statusId === RxConnectsStatus.Approved) return ['withdraw'];
  return [];
}
export function refusalFor(statusId: number, decision: RxConnectsDecision): string | null {
  if (decisionsFor(statusId).includes(decision)) return null;
  return decision === 'withdraw' ? rxConnectsAdminMessages.notApproved : rxConnectsAdminMessages.notPending;
}

// ----- Lists

const statusCountsSchema = z.object({
  statusId: z.number().int(),
  statusName: z.string(),
  count: z.number().int(),
});
export const rxConnectsStatusCountsSchema = z.array(statusCountsSchema);
export type RxConnectsStatusCounts = z.infer<typeof rxConnectsStatusCountsSchema>;

export const rxConnectsSortFields = ['dateSigned', 'name'] as const;
export type RxConnectsSortField = (typeof rxConnectsSortFields)[number];

/**
 * GET …/GetList. statusId 0 lists every status (the page starts on Pending); `search` finds a name, email,
 * contact, city or county containing it. Sort: dateSigned (newest first) or name.
 */
export const rxConnectsListQuerySchema = pageQuerySchema.extend({
  statusId: z.coerce
    .number({ message: 'Status must be one of the listed statuses.' })
    .int()
    .refine((n) => n === 0 || n in rxConnectsStatusNames, 'Status must be one of the listed statuses.')
    .default(RxConnectsStatus.Pending),
});
export type RxConnectsListQuery = z.infer<typeof rxConnectsListQuerySchema>;

/** GET …/GetStatusCounts: the list's search; the answer counts every status. */
export const rxConnectsStatusCountsQuerySchema = rxConnectsListQuerySchema.pick({ search: true });

export const rxConnectsRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The donor's contact or the repository's pharmacist in charge. */
  contactName: z.string(),
  emailAddress: z.string(),
  city: z.string(),
  countyName: z.string(),
  facilityTypeName: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  dateSigned: z.string(),
});
export type RxConnectsRow = z.infer<typeof rxConnectsRowSchema>;
export const rxConnectsListResponseSchema = pagedSchema(rxConnectsRowSchema);

// ----- The application

export const rxConnectsIdQuerySchema = z.object({ id: queryId() });

export const rxConnectsLinkedUserSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
});

const labelled = z.object({ label: z.string(), value: z.string() });

/**
 * One application as the detail page shows it: every form field (label and value, in the form's order), the
 * verified address and county, attestation and signature, and the decision.
 */
export const rxConnectsApplicationSchema = z.object({
  kind: z.enum(['donor', 'repository']),
  id: z.number().int(),
  name: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  fields: z.array(labelled),
  formattedAddress: z.string(),
  countyName: z.string(),
  isAttested: z.boolean(),
  signature: z.string(),
  dateSigned: z.string(),
  comments: z.string().nullable(),
  contactName: z.string(),
  emailAddress: z.string(),
  deniedReasonName: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  linkedUsers: z.array(rxConnectsLinkedUserSchema),
  /** What the viewer may do now (administrators only; empty for readers). */
  decisions: z.array(z.enum(['approve', 'deny', 'withdraw'])),
});
export type RxConnectsApplication = z.infer<typeof rxConnectsApplicationSchema>;
export const rxConnectsApplicationResponseSchema = envelopeSchema(rxConnectsApplicationSchema, z.null());
export const rxConnectsHistoryResponseSchema = entityAuditListSchema;

export const rxConnectsNoteMax = 500;
const note = text({ max: rxConnectsNoteMax, label: 'Note' });

export const rxConnectsApproveSchema = z.object({ id: id(rxConnectsAdminMessages.notFound) });
export type RxConnectsApprove = z.infer<typeof rxConnectsApproveSchema>;

export const rxConnectsDenySchema = z.object({
  id: id(rxConnectsAdminMessages.notFound),
  deniedReasonId: id(rxConnectsAdminMessages.reasonRequired),
  note: note.default(''),
});
export type RxConnectsDeny = z.input<typeof rxConnectsDenySchema>;

export const rxConnectsWithdrawSchema = z.object({
  id: id(rxConnectsAdminMessages.notFound),
  note: text({ max: rxConnectsNoteMax, label: 'Note', required: rxConnectsAdminMessages.noteRequired }),
});
export type RxConnectsWithdraw = z.infer<typeof rxConnectsWithdrawSchema>;

export const rxConnectsCommandResponseSchema = envelopeSchema(z.null(), z.null());

// ----- Dashboard

export const rxConnectsPendingItemSchema = z.object({
  kind: z.enum(['donor', 'repository']),
  id: z.number().int(),
  name: z.string(),
  countyName: z.string(),
  dateSigned: z.string(),
});
export const rxConnectsDashboardSchema = z.object({
  donors: z.array(statusCountsSchema),
  repositories: z.array(statusCountsSchema),
  /** The newest pending applications of both kinds, newest first. */
  newestPending: z.array(rxConnectsPendingItemSchema),
});
export type RxConnectsDashboard = z.infer<typeof rxConnectsDashboardSchema>;
export const rxConnectsDashboardResponseSchema = envelopeSchema(rxConnectsDashboardSchema, z.null());
export const rxConnectsNewestPendingCount = 10;

// ----- Denial reasons

export const denialReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  /** How many applications were denied with it: such a reason can only be deactivated. */
  usedCount: z.number().int(),
});
export type DenialReason = z.infer<typeof denialReasonSchema>;
export const denialReasonsResponseSchema = envelopeSchema(z.array(denialReasonSchema), z.null());

export const denialReasonSaveSchema = z.object({
  id: idOrZero(rxConnectsAdminMessages.reasonNotFound),
  name: text({ max: 100, label: 'Reason', required: true }),
  isActive: z.boolean(),
});
export type DenialReasonSave = z.infer<typeof denialReasonSaveSchema>;
export const denialReasonSaveResponseSchema = envelopeSchema(z.number().int(), z.null());
export const denialReasonDeleteSchema = z.object({ id: id(rxConnectsAdminMessages.reasonNotFound) });
