import { z } from 'zod';
import { verifiedAddressSchema } from './address.ts';
import { envelopeSchema, optionSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, queryIdOrZero, text } from './fields.ts';
import { herosApplicationStatus } from './heros-public.ts';

/**
 * The HEROS back office (issue 14; docs/decisions/052-heros-back-office.md): application rounds and their order
 * options, the application review queue and its decisions (approve, deny, request changes), and the agencies.
 * Reading needs HEROS at User; deciding and editing rounds need HEROS at Manager. Every detail answer says what
 * the viewer may do (`canDecide`, `canEdit`); the server enforces each again.
 */

const base = 'api/HEROS';

export const herosPaths = {
  /** GET, HEROS User: every round, newest first, with application counts by status. */
  roundList: `${base}/Round/GetList`,
  /** GET ?id=, HEROS User: one round with its order options; id=0 answers a blank new round. */
  round: `${base}/Round/GetRound`,
  /** GET ?id=, HEROS User: the round's and its order options' audit trail (entityAuditListSchema). */
  roundHistory: `${base}/Round/GetHistory`,
  /** POST, HEROS Manager: create (id 0) or edit a round and its order options; value = the round's id. */
  roundSave: `${base}/Round/Save`,
  /** POST, HEROS Manager: open the round; any other open round is closed in the same transaction. */
  roundOpen: `${base}/Round/Open`,
  /** POST, HEROS Manager: close the round (the public page then says applications are closed). */
  roundClose: `${base}/Round/Close`,

  /** GET, HEROS User: the review queue (keyset-paged). */
  applicationList: `${base}/Application/GetList`,
  /** GET, HEROS User: the queue's filter choices (rounds, statuses) and the open round. */
  applicationOptions: `${base}/Application/GetOptions`,
  /** GET ?id=, HEROS User: the whole application, its agency's other applications and the viewer's rights. */
  application: `${base}/Application/GetApplication`,
  /** GET ?id=, HEROS User: the application's audit trail (entityAuditListSchema). */
  applicationHistory: `${base}/Application/GetHistory`,
  /** GET ?search=&exceptId=, HEROS User: agencies to link an application to on approval (at most 20, by name). */
  agencyChoices: `${base}/Application/GetAgencyChoices`,
  /** POST, HEROS Manager: approve (optionally moving the application to an existing agency). */
  approve: `${base}/Application/Approve`,
  /** POST, HEROS Manager: deny with a reason (emailed to the primary contact and the agency head). */
  deny: `${base}/Application/Deny`,
  /** POST, HEROS Manager: ask the agency for changes (message emailed to the primary contact and agency head). */
  requestChanges: `${base}/Application/RequestChanges`,

  /** GET, HEROS User: agencies (keyset-paged). */
  agencyList: `${base}/Agency/GetList`,
  /** GET, HEROS User: counties for the agency list's filter. */
  agencyOptions: `${base}/Agency/GetOptions`,
  /** GET ?id=, HEROS User: one agency, its linked contacts and its applications per round. */
  agency: `${base}/Agency/GetAgency`,
  /** GET ?id=, HEROS User: the agency's and its contacts' audit trail (entityAuditListSchema). */
  agencyHistory: `${base}/Agency/GetHistory`,
} as const;

/** Web paths for links (emails, notifications, page-to-page). */
export const herosWebPaths = {
  applicationList: 'heros/applications/list',
  application: (applicationId: number) => `heros/applications/edit/${applicationId}`,
  roundList: 'heros/rounds/list',
  round: (roundId: number) => `heros/rounds/edit/${roundId}`,
  agencyList: 'heros/agencies/list',
  agency: (agencyId: number) => `heros/agencies/edit/${agencyId}`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Constants

/**
 * heros_applications.application_status. 1–3 are the spec's (heros-public.ts); ChangesRequested is this back
 * office's: the application waits for the agency again and can still be approved or denied. Approved and Denied
 * are final.
 */
export const HerosStatus = {
  Submitted: herosApplicationStatus.submitted,
  Approved: herosApplicationStatus.approved,
  Denied: herosApplicationStatus.denied,
  ChangesRequested: 4,
} as const;
export type HerosStatus = (typeof HerosStatus)[keyof typeof HerosStatus];
export const herosStatuses = [
  HerosStatus.Submitted,
  HerosStatus.ChangesRequested,
  HerosStatus.Approved,
  HerosStatus.Denied,
] as const;
export const herosStatusNames: Record<HerosStatus, string> = {
  [HerosStatus.Submitted]: 'Submitted',
  [HerosStatus.Approved]: 'Approved',
  [HerosStatus.Denied]: 'Denied',
  [HerosStatus.ChangesRequested]: 'Changes requested',
};
/** Statuses still waiting for a decision: the queue lists them first. */
export const herosPendingStatuses: readonly HerosStatus[] = [
  HerosStatus.Submitted,
  HerosStatus.ChangesRequested,
];
export const isHerosDecided = (status: number) =>
  status === HerosStatus.Approved || status === HerosStatus.Denied;

export const herosLimits = {
  roundName: 100,
  optionName: 200,
  dosage: 200,
  optionsPerRound: 50,
  /** The public form's own doses range (heros-public.ts dosesRange). */
  maxDoses: 999999,
  reason: 2000,
  agencyChoices: 20,
} as const;

export const herosSortFields = ['queue', 'submittedAt'] as const;
export type HerosSortField = (typeof herosSortFields)[number];
export const herosSortLabels: Record<HerosSortField, string> = {
  queue: 'Awaiting decision first, newest first',
  submittedAt: 'Submitted',
};

export const herosMessagesBackOffice = {
  roundNotFound: 'That round does not exist.',
  applicationNotFound: 'That application does not exist.',
  agencyNotFound: 'That agency does not exist.',
  roundNameRequired: 'Round name is required.',
  roundNameTooLong: `Round name cannot be longer than ${herosLimits.roundName} characters.`,
  roundNameTaken: 'Another round already has this name.',
  roundDatesOrder: 'Closes must be after Opens.',
  dateInvalid: 'Enter a valid date and time.',
  optionNameRequired: 'Option name is required.',
  dosageRequired: 'Strength is required.',
  optionsTooMany: `A round can have at most ${herosLimits.optionsPerRound} order options.`,
  optionDuplicate: 'Two order options have the same name and strength.',
  optionNotInRound: 'An order option does not belong to this round. Reload the page and try again.',
  optionInUse: (name: string) =>
    `The order option "${name}" has been requested on applications and cannot be removed. Make it inactive instead.`,
  maxDosesRange: `Max doses per application must be a whole number from 1 to ${herosLimits.maxDoses}, or empty for no limit.`,
  sortRange: 'Sort must be a whole number from 0 to 999.',
  roundSaved: 'Round saved.',
  roundOpened: 'Round opened. The public application now takes applications for it.',
  roundOpenedClosedOther: (other: string) =>
    `Round opened. "${other}" was closed: only one round takes applications at a time.`,
  roundClosed: 'Round closed. The public application page now says applications are closed.',
  roundAlreadyOpen: 'This round is already open.',
  roundAlreadyClosed: 'This round is not open.',
  roundEnded: 'This round closed on its Closes date. Change the dates before opening it again.',
  roundNoActiveOptions: 'Add at least one active order option before opening the round.',
  reasonRequired: 'Reason is required.',
  reasonTooLong: `Reason cannot be longer than ${herosLimits.reason} characters.`,
  changesRequired: 'Message is required.',
  changesTooLong: `Message cannot be longer than ${herosLimits.reason} characters.`,
  alreadyDecided: (status: string) =>
    `This application has already been ${status.toLowerCase()}. A decision cannot be changed.`,
  linkAgencyNotFound: 'The agency to link to does not exist. Choose it again from the list.',
  linkAgencySame: 'The application already belongs to this agency.',
  approved: (email: string) =>
    `Application approved. ${email} has been emailed and is a HOMER user linked to the agency.`,
  approvedNewUser: (email: string) =>
    `Application approved. A HOMER account was created for ${email}; the welcome email with a link to set a password and the approval email have been sent.`,
  denied: 'Application denied. The primary contact and the agency head have been emailed the reason.',
  changesRequested:
    'Changes requested. The primary contact and the agency head have been emailed your message.',
  statusInvalid: 'Status is not known.',
  sortInvalid: 'Sort is not known.',
  /** The public save's limit message (SavePublicApplication). */
  dosesOverLimit: (option: string, max: number) =>
    `${option}: at most ${max.toLocaleString('en-US')} doses can be requested per application.`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/** ISO instants (as text). */
const instant = z.string();

export const herosStatusCountsSchema = z.object({
  submitted: z.number().int(),
  changesRequested: z.number().int(),
  approved: z.number().int(),
  denied: z.number().int(),
  total: z.number().int(),
});
export type HerosStatusCounts = z.infer<typeof herosStatusCountsSchema>;

export const herosIdQuerySchema = z.object({ id: queryId() });
/** ?id= where 0 means a new record. */
export const herosIdOrZeroQuerySchema = z.object({ id: queryIdOrZero() });

export const herosCommandResponseSchema = envelopeSchema(z.null(), z.null());
/** value = the saved record's id. */
export const herosSaveResponseSchema = envelopeSchema(z.number().int(), z.null());

// ---------------------------------------------------------------------------------------------------------
// Rounds

export const herosRoundRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isOpen: z.boolean(),
  /** Open and inside its dates: the public page takes applications for it now. */
  isTakingApplications: z.boolean(),
  opensAt: instant.nullable(),
  closesAt: instant.nullable(),
  activeOptionCount: z.number().int(),
  counts: herosStatusCountsSchema,
  createdAt: instant,
});
export type HerosRoundRow = z.infer<typeof herosRoundRowSchema>;
export const herosRoundListSchema = z.object({
  /** Newest first. */
  rounds: z.array(herosRoundRowSchema),
  /** HEROS Manager: may create, edit, open and close rounds. */
  canEdit: z.boolean(),
});
export type HerosRoundList = z.infer<typeof herosRoundListSchema>;

export const herosOrderOptionEditSchema = z.object({
  /** 0: a new option. */
  id: idOrZero(),
  optionName: text({
    max: herosLimits.optionName,
    required: herosMessagesBackOffice.optionNameRequired,
    label: 'Option name',
  }),
  /** Shown as Strength. */
  dosage: text({
    max: herosLimits.dosage,
    required: herosMessagesBackOffice.dosageRequired,
    label: 'Strength',
  }),
  sortOrder: z
    .number({ message: herosMessagesBackOffice.sortRange })
    .int(herosMessagesBackOffice.sortRange)
    .min(0, herosMessagesBackOffice.sortRange)
    .max(999, herosMessagesBackOffice.sortRange),
  isActive: z.boolean(),
  /** The most doses of this option one application may request; null: no limit (the form's 999999). */
  maxDosesPerApplication: z
    .number({ message: herosMessagesBackOffice.maxDosesRange })
    .int(herosMessagesBackOffice.maxDosesRange)
    .min(1, herosMessagesBackOffice.maxDosesRange)
    .max(herosLimits.maxDoses, herosMessagesBackOffice.maxDosesRange)
    .nullable(),
});
export type HerosOrderOptionEdit = z.infer<typeof herosOrderOptionEditSchema>;

const optionalInstant = z.union([
  z.iso.datetime({ offset: true, message: herosMessagesBackOffice.dateInvalid }),
  z.null(),
]);

/**
 * POST …/Round/Save. Options are saved in the order given; an existing option left out of the list is removed
 * when no application requested it, otherwise the save is refused (optionInUse): make it inactive instead.
 */
export const herosRoundSaveSchema = z
  .object({
    id: idOrZero(),
    name: text({
      max: herosLimits.roundName,
      required: herosMessagesBackOffice.roundNameRequired,
      tooLong: herosMessagesBackOffice.roundNameTooLong,
    }),
    /** ISO instant with offset, or null: open from when it is opened. */
    opensAt: optionalInstant,
    /** ISO instant with offset, or null: open until it is closed. */
    closesAt: optionalInstant,
    orderOptions: z
      .array(herosOrderOptionEditSchema)
      .max(herosLimits.optionsPerRound, herosMessagesBackOffice.optionsTooMany),
  })
  .refine((r) => !r.opensAt || !r.closesAt || Date.parse(r.opensAt) < Date.parse(r.closesAt), {
    message: herosMessagesBackOffice.roundDatesOrder,
    path: ['closesAt'],
  });
export type HerosRoundSave = z.infer<typeof herosRoundSaveSchema>;
export type HerosRoundSaveBody = z.input<typeof herosRoundSaveSchema>;

export const herosOrderOptionDetailSchema = herosOrderOptionEditSchema.extend({
  id: z.number().int(),
  optionName: z.string(),
  dosage: z.string(),
  sortOrder: z.number().int(),
  maxDosesPerApplication: z.number().int().nullable(),
  /** Applications requested it: it can be made inactive but not removed. */
  inUse: z.boolean(),
});
export type HerosOrderOptionDetail = z.infer<typeof herosOrderOptionDetailSchema>;

/** GET …/Round/GetRound?id= (id 0: a blank round, id 0, no options). */
export const herosRoundDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isOpen: z.boolean(),
  isTakingApplications: z.boolean(),
  opensAt: instant.nullable(),
  closesAt: instant.nullable(),
  orderOptions: z.array(herosOrderOptionDetailSchema),
  counts: herosStatusCountsSchema,
  /** The other round open now (opening this one closes it), or null. */
  otherOpenRound: optionSchema.nullable(),
  canEdit: z.boolean(),
});
export type HerosRoundDetail = z.infer<typeof herosRoundDetailSchema>;
export const herosRoundDetailResponseSchema = envelopeSchema(herosRoundDetailSchema, z.null());

/** POST …/Round/Open and …/Round/Close. */
export const herosRoundIdSchema = z.object({ roundId: id() });

// ---------------------------------------------------------------------------------------------------------
// Applications: queue

const statusFilter = z.coerce
  .number({ message: herosMessagesBackOffice.statusInvalid })
  .int(herosMessagesBackOffice.statusInvalid)
  .refine(
    (n) => n === 0 || (herosStatuses as readonly number[]).includes(n),
    herosMessagesBackOffice.statusInvalid,
  );

/**
 * GET …/Application/GetList. roundId absent: the open round (all rounds when none is open); 0: all rounds.
 * status absent or 0: every status. `search`: the agency name contains it. sortField one of herosSortFields
 * (default queue: awaiting a decision first, then newest).
 */
export const herosApplicationListQuerySchema = pageQuerySchema.extend({
  roundId: queryIdOrZero().optional(),
  status: statusFilter.optional(),
  sortField: z.enum(herosSortFields, { message: herosMessagesBackOffice.sortInvalid }).optional(),
});
export type HerosApplicationListQuery = z.infer<typeof herosApplicationListQuerySchema>;

export const herosApplicationRowSchema = z.object({
  id: z.number().int(),
  roundId: z.number().int(),
  roundName: z.string(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  countyName: z.string(),
  primaryName: z.string(),
  primaryEmail: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  totalDoses: z.number().int(),
  isPublicSubmit: z.boolean(),
  submittedAt: instant,
  decidedAt: instant.nullable(),
});
export type HerosApplicationRow = z.infer<typeof herosApplicationRowSchema>;
export const herosApplicationListResponseSchema = pagedSchema(herosApplicationRowSchema);

/** GET …/Application/GetOptions. */
export const herosApplicationOptionsSchema = z.object({
  /** Every round, newest first; additionalData 'open' marks the open one. */
  rounds: z.array(optionSchema),
  /** 0 when none is open: the queue then lists every round. */
  openRoundId: z.number().int(),
  statuses: z.array(optionSchema),
  /** HEROS Manager. */
  canDecide: z.boolean(),
});
export type HerosApplicationOptions = z.infer<typeof herosApplicationOptionsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Applications: detail

/** One of the agency's people (head, primary, secondary, tertiary); empty strings when not given. */
const herosPersonSchema = z.object({
  name: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const herosAgencyDetailFieldsSchema = z.object({
  id: z.number().int(),
  agencyName: z.string(),
  agencyAbbreviation: z.string(),
  fein: z.string(),
  isMmcap: z.boolean(),
  mmcapAccountNumber: z.string(),
  mmcapAnticipatedDate: z.string().nullable(),
  taxStatusId: z.number().int(),
  taxStatusName: z.string(),
  otherTaxStatus: z.string(),
  orgTypeId: z.number().int(),
  orgTypeName: z.string(),
  otherOrgType: z.string(),
  emsStateId: z.string(),
  countyId: z.number().int(),
  countyName: z.string(),
  operationCountyId: z.number().int(),
  operationCountyName: z.string(),
  agencyAddress: verifiedAddressSchema,
  shipAddress: verifiedAddressSchema,
  useAgencyInfoForShipInfo: z.boolean(),
  shippingInformation: z.string(),
  agencyHead: herosPersonSchema,
  primary: herosPersonSchema,
  secondary: herosPersonSchema,
  tertiary: herosPersonSchema,
  createdAt: instant,
});
export type HerosAgencyDetailFields = z.infer<typeof herosAgencyDetailFieldsSchema>;

export const herosApplicationOrderSchema = z.object({
  orderOptionId: z.number().int(),
  optionName: z.string(),
  /** Shown as Strength. */
  dosage: z.string(),
  dosesRequested: z.number().int(),
  maxDosesPerApplication: z.number().int().nullable(),
});

/** One application of an agency, as its history of rounds lists it. */
export const herosAgencyApplicationSchema = z.object({
  id: z.number().int(),
  roundId: z.number().int(),
  roundName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  totalDoses: z.number().int(),
  submittedAt: instant,
  decidedAt: instant.nullable(),
});
export type HerosAgencyApplication = z.infer<typeof herosAgencyApplicationSchema>;

export const herosDecisionSchema = z.object({
  status: z.number().int(),
  statusName: z.string(),
  /** The deny reason or the changes message (the latest); '' for an approval. */
  note: z.string(),
  decidedByName: z.string(),
  decidedAt: instant,
});

/** An existing agency whose name resembles the application's (possible duplicate from the public form). */
export const herosSimilarAgencySchema = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  countyName: z.string(),
  contactCount: z.number().int(),
});
export type HerosSimilarAgency = z.infer<typeof herosSimilarAgencySchema>;

/** GET …/Application/GetApplication?id=. */
export const herosApplicationDetailSchema = z.object({
  id: z.number().int(),
  roundId: z.number().int(),
  roundName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  isPublicSubmit: z.boolean(),
  submittedAt: instant,
  oathAccepted: z.boolean(),
  oathAcceptedAt: instant.nullable(),
  overdosesPreviousYear: z.string(),
  percentageTrainedNaloxone: z.string(),
  narrative: z.string(),
  orders: z.array(herosApplicationOrderSchema),
  totalDoses: z.number().int(),
  agency: herosAgencyDetailFieldsSchema,
  /** The agency's other applications, newest round first. */
  otherApplications: z.array(herosAgencyApplicationSchema),
  /** The last decision or change request, or null while Submitted. */
  lastDecision: herosDecisionSchema.nullable(),
  /** Up to 5 other agencies with a similar name (trigram), for "link to existing agency" on approval. */
  similarAgencies: z.array(herosSimilarAgencySchema),
  /** HOMER users already linked to the agency (heros_agency_contacts), by name. */
  agencyContacts: z.array(
    z.object({ userId: z.number().int(), name: z.string(), email: z.string(), contactRole: z.string() }),
  ),
  /** The primary contact's email already names a HOMER user (approval links it rather than creating one). */
  primaryContactHasAccount: z.boolean(),
  /** HEROS Manager and the application not yet Approved or Denied: Approve, Deny, Request changes. */
  canDecide: z.boolean(),
});
export type HerosApplicationDetail = z.infer<typeof herosApplicationDetailSchema>;
export const herosApplicationDetailResponseSchema = envelopeSchema(herosApplicationDetailSchema, z.null());

/** GET …/Application/GetAgencyChoices?search=&exceptId= (value = agency id, text = name, additionalData = county). */
export const herosAgencyChoicesQuerySchema = z.object({
  search: text({ max: 100, label: 'Search' }).optional(),
  /** Left out of the answer: the application's own agency. */
  exceptId: queryIdOrZero().optional(),
});
export const herosAgencyChoicesSchema = z.array(optionSchema);

// ---------------------------------------------------------------------------------------------------------
// Applications: decisions

/**
 * POST …/Application/Approve. linkAgencyId: move the application to this existing agency (a duplicate the
 * public form created stays, unlinked); absent or null: approve for the application's own agency. Then the
 * primary contact's HOMER account (an existing user with that email, else a new one with HEROS User access and
 * the welcome email) is linked to the agency as its Primary contact, and the approval email is sent.
 */
export const herosApproveSchema = z.object({
  applicationId: id(),
  linkAgencyId: id().nullable().optional(),
});
export type HerosApprove = z.infer<typeof herosApproveSchema>;

/** The required text a Deny or Request changes emails to the agency. */
const decisionNote = (required: string, tooLong: string) =>
  text({ max: herosLimits.reason, required, tooLong });

/** POST …/Application/Deny. */
export const herosDenySchema = z.object({
  applicationId: id(),
  reason: decisionNote(herosMessagesBackOffice.reasonRequired, herosMessagesBackOffice.reasonTooLong),
});
export type HerosDeny = z.infer<typeof herosDenySchema>;

/** POST …/Application/RequestChanges. */
export const herosRequestChangesSchema = z.object({
  applicationId: id(),
  message: decisionNote(herosMessagesBackOffice.changesRequired, herosMessagesBackOffice.changesTooLong),
});
export type HerosRequestChanges = z.infer<typeof herosRequestChangesSchema>;

// ---------------------------------------------------------------------------------------------------------
// Agencies

/** GET …/Agency/GetList: search = the name contains it; countyId 0/absent = every county. Sorted by name. */
export const herosAgencyListQuerySchema = pageQuerySchema.extend({
  countyId: queryIdOrZero().optional(),
});
export type HerosAgencyListQuery = z.infer<typeof herosAgencyListQuerySchema>;

export const herosAgencyRowSchema = z.object({
  id: z.number().int(),
  agencyName: z.string(),
  agencyAbbreviation: z.string(),
  countyName: z.string(),
  primaryName: z.string(),
  primaryEmail: z.string(),
  /** Linked HOMER users (heros_agency_contacts). */
  contactCount: z.number().int(),
  /** The newest round the agency applied in, or null. */
  lastRoundName: z.string().nullable(),
  lastApplicationStatusName: z.string().nullable(),
});
export type HerosAgencyRow = z.infer<typeof herosAgencyRowSchema>;
export const herosAgencyListResponseSchema = pagedSchema(herosAgencyRowSchema);

/** GET …/Agency/GetOptions. */
export const herosAgencyOptionsSchema = z.object({ counties: z.array(optionSchema) });

/** GET …/Agency/GetAgency?id=. Read-only in this issue (decision 052). */
export const herosAgencyDetailSchema = z.object({
  agency: herosAgencyDetailFieldsSchema,
  contacts: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      email: z.string(),
      contactRole: z.string(),
      isActive: z.boolean(),
      linkedAt: instant,
    }),
  ),
  /** Newest round first. */
  applications: z.array(herosAgencyApplicationSchema),
});
export type HerosAgencyDetail = z.infer<typeof herosAgencyDetailSchema>;
export const herosAgencyDetailResponseSchema = envelopeSchema(herosAgencyDetailSchema, z.null());
