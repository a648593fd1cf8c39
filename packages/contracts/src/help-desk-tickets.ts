import { z } from 'zod';
import { envelopeSchema, optionSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, queryId, queryIdOrZero, text } from './fields.ts';
import { helpTicketFormSchema, helpTicketMessages } from './help-desk-public.ts';
import { publicFormFields } from './public-form.ts';
import { createUserRequestSchema } from './user-admin.ts';

/**
 * The Support Desk back office (issue 13; docs/decisions/051-help-desk-back-office.md): the ticket queue, the
 * ticket page (conversation, internal notes, attachments, assignment, SLA), staff-created drafts (the complaints
 * button, spec document 1 §2.2, §7), account requests turned into accounts, and the requester's public reply page
 * (survey ratings are reported by the reporting area's Help Desk Report). Agents hold HelpDesk at User or above; a Support Admin holds HelpDesk at SystemAdmin
 * (spec document 1 §6); the requester is the signed-in user who created the ticket.
 */

const base = 'api/HelpDesk/HelpDeskTicket';

export const helpDeskTicketPaths = {
  /** GET, agents: the queue (keyset-paged). */
  list: `${base}/GetList`,
  /** GET, agents: how many tickets each view holds under the queue's other filters. */
  viewCounts: `${base}/GetViewCounts`,
  /** GET, agents: the queue's filters as an Excel download link (exports mechanism). */
  listExcel: `${base}/GetListExcel`,
  /** GET, agents: categories, priorities (with SLA targets), statuses and facilities for the filters and the form. */
  options: `${base}/GetOptions`,
  /** GET ?id=, agents and the requester: the ticket page. */
  ticket: `${base}/GetTicket`,
  /** GET ?id=, agents: the ticket's audit trail (fields, messages, attachments, assignments); entityAuditListSchema. */
  history: `${base}/GetHistory`,
  /** GET, agents: who a ticket can be assigned to (active users with HelpDesk access). */
  assignees: `${base}/GetAssignees`,
  /** POST, agents: category, priority, status and assignee. */
  update: `${base}/Update`,
  /** POST, agents: status Closed and the feedback survey mail (Update with status Closed does the same). */
  close: `${base}/Close`,
  /**
   * POST, agents (public replies and internal notes) and the requester (public replies). When it moves the status
   * (New → Open, Resolved → Open) the concurrency stamp changes too: reload the ticket after it.
   */
  addMessage: `${base}/AddMessage`,
  /** POST multipart ?ticketId=&isInternal=, agents and the requester: one file in the field `file`. */
  uploadAttachment: `${base}/UploadAttachment`,
  /**
   * GET ?id=, signed in: the file, as an attachment download (Content-Disposition attachment, nosniff, no-store).
   * It needs the bearer token, so the page fetches it and saves the blob rather than opening the address.
   */
  downloadAttachment: `${base}/DownloadAttachment`,
  /** POST, the uploader or a Support Admin. */
  deleteAttachment: `${base}/DeleteAttachment`,
  /** GET (spec document 1 §7) and POST (decision 005: the web calls POST), any signed-in user: a draft's id. */
  createTicket: `${base}/CreateTicket`,
  /** POST, the draft's requester: Draft → New. */
  submitDraft: `${base}/SubmitDraft`,
  /** POST, user administrators (userCreate's access): an account from an Account Registration ticket. */
  createAccount: `${base}/CreateAccountFromRequest`,
  /** GET, public (no login): the reply page's conversation. */
  publicConversation: `${base}/GetPublicConversation`,
  /** POST, public (captcha, honeypot, rate limit): the requester's reply by the link of a staff reply mail. */
  publicReply: `${base}/AddPublicReply`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Constants

/** Draft is a CreateTicket ticket its requester has not submitted: it never shows in a queue. */
export const TicketStatus = {
  Draft: 'Draft',
  New: 'New',
  Open: 'Open',
  Pending: 'Pending',
  Resolved: 'Resolved',
  Closed: 'Closed',
} as const;
export type TicketStatus = (typeof TicketStatus)[keyof typeof TicketStatus];
export const ticketStatuses = Object.values(TicketStatus) as [TicketStatus, ...TicketStatus[]];
/** The statuses an agent sees and sets (every status but Draft), in workflow order. */
export const queueStatuses = ['New', 'Open', 'Pending', 'Resolved', 'Closed'] as const;
export type QueueStatus = (typeof queueStatuses)[number];

/** help_desk_priorities ids. */
export const TicketPriority = { High: 1, Normal: 2, Low: 3 } as const;

/** help_desk_categories ids this back office acts on. */
export const TicketCategory = {
  /** Account requests: CreateAccountFromRequest works on these only. */
  AccountRegistration: 5,
  /** CreateTicket?request=ciRepackComplaint; not offered by the public lists. */
  CiRepackComplaint: 8,
} as const;
export const ciRepackComplaintCategoryName = 'CI Repack Complaint';

/**
 * SLA targets per priority in business hours (first response, resolution; decision 108), as migration 0030 stores them on
 * help_desk_priorities; the server computes due times and overdue flags from the stored values.
 */
export const ticketSlaHours = {
  [TicketPriority.High]: { firstResponse: 4, resolution: 24 },
  [TicketPriority.Normal]: { firstResponse: 8, resolution: 72 },
  [TicketPriority.Low]: { firstResponse: 24, resolution: 168 },
} as const;

export const ticketLimits = {
  messageBody: 5000,
  attachmentBytes: 10 * 1024 * 1024,
  attachmentsPerTicket: 10,
  attachmentFileName: 255,
  /** Age filters: whole days up to ten years. */
  ageDaysMax: 3650,
} as const;

/** What an attachment may be: detected from its bytes, never from its name (text by a printable UTF-8 check). */
export const attachmentContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
] as const;
export type AttachmentContentType = (typeof attachmentContentTypes)[number];
/** For the file input's `accept`: a hint only, the server decides by content. */
export const attachmentAccept = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.txt,.csv';

export const ticketViews = ['mine', 'unassigned', 'all'] as const;
export type TicketView = (typeof ticketViews)[number];
export const ticketViewLabels: Record<TicketView, string> = {
  mine: 'My tickets',
  unassigned: 'Unassigned',
  all: 'All tickets',
};
/** `work`: tickets still being worked (New, Open, Pending) before resolved and closed ones, each newest first. */
export const ticketSortFields = ['work', 'createdAt', 'priority', 'status', 'updatedAt'] as const;
export type TicketSortField = (typeof ticketSortFields)[number];

export const ticketMessages = {
  notFound: 'That ticket does not exist.',
  allViewAdminOnly: 'Only a Support Admin can see all tickets.',
  conflict:
    'This ticket was changed by someone else after you opened it. Reload the ticket to see their changes, then make yours again.',
  saved: 'Ticket saved.',
  closed: 'Ticket closed. The requester has been emailed the feedback survey.',
  alreadyClosed: 'This ticket is already closed.',
  reopenAdminOnly: 'Only a Support Admin can reopen a closed ticket.',
  draftNotAStatus: 'A ticket cannot be set back to Draft.',
  draftNotEditable: 'This ticket is a draft its requester has not submitted yet.',
  draftNoMessages: 'Submit the ticket before adding messages.',
  statusRequired: 'Status is required.',
  categoryRequired: helpTicketMessages.categoryRequired,
  priorityRequired: helpTicketMessages.priorityRequired,
  unknownCategory: 'Please choose a category from the list.',
  unknownPriority: 'Please choose a priority from the list.',
  assigneeNotAgent: 'Please choose an assignee from the list: an active user with Support Desk access.',
  bodyRequired: 'Message is required.',
  bodyTooLong: `Message cannot be longer than ${ticketLimits.messageBody} characters.`,
  internalNotesStaffOnly: 'Only Support Desk staff can add internal notes.',
  messageAdded: 'Message added.',
  replySent: 'Your reply has been sent.',
  closedNoReply:
    'This ticket is closed and can no longer be replied to. Please submit a new Support Desk Ticket.',
  publicNotFound: 'This ticket could not be found. Please check the link in your email.',
  attachmentRequired: 'Choose a file to attach.',
  attachmentOneFile: 'Attach one file at a time.',
  attachmentTooLarge: 'A file can be at most 10 MB.',
  attachmentTooMany: `A ticket can have at most ${ticketLimits.attachmentsPerTicket} attachments.`,
  attachmentType: 'Only PDF, PNG, JPEG, GIF and WebP files, plain text and CSV can be attached.',
  attachmentNameRequired: 'The file needs a name.',
  attachmentNotFound: 'That attachment does not exist.',
  attachmentDeleteDenied: 'Only the person who uploaded a file or a Support Admin can delete it.',
  attachmentUploaded: 'File attached.',
  attachmentDeleted: 'Attachment deleted.',
  attachmentClosedTicket: 'Files cannot be attached to a closed ticket.',
  draftSubmitted: 'Your Support Desk Ticket has been submitted.',
  notADraft: 'This ticket has already been submitted.',
  draftRequesterOnly: 'Only the person who started this ticket can submit it.',
  notAccountRequest: 'Accounts can be created only from Account Registration tickets.',
  accountAlreadyCreated: 'An account has already been created from this ticket.',
  accountCreated:
    'User created. A welcome email with a link to set a password has been sent, and the ticket is resolved.',
  ageInvalid: `Age must be a whole number of days from 1 to ${ticketLimits.ageDaysMax}.`,
  viewInvalid: 'View must be mine, unassigned or all.',
  statusInvalid: 'Status is not known.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/** ISO instants throughout (as text). */
const instant = z.string();

/** Due times and overdue flags, computed in SQL from the priority's targets (business hours, decision 108). */
export const ticketSlaSchema = z.object({
  firstResponseDueAt: instant,
  /** The first public reply by staff. */
  firstRespondedAt: instant.nullable(),
  firstResponseOverdue: z.boolean(),
  resolutionDueAt: instant,
  resolvedAt: instant.nullable(),
  resolutionOverdue: z.boolean(),
});
export type TicketSla = z.infer<typeof ticketSlaSchema>;

// ---------------------------------------------------------------------------------------------------------
// Queue: GET …/GetList, GET …/GetListExcel

const ageDays = z.coerce
  .number({ message: ticketMessages.ageInvalid })
  .int(ticketMessages.ageInvalid)
  .min(1, ticketMessages.ageInvalid)
  .max(ticketLimits.ageDaysMax, ticketMessages.ageInvalid);

/** The queue's filters, shared by the list and its Excel export. `search` is the requester filter. */
export const ticketFilterFields = {
  view: z.enum(ticketViews, { message: ticketMessages.viewInvalid }).default('mine'),
  status: z.enum(['', ...queueStatuses], { message: ticketMessages.statusInvalid }).optional(),
  priorityId: queryIdOrZero().optional(),
  categoryId: queryIdOrZero().optional(),
  facilityId: queryIdOrZero().optional(),
  /** Created more than this many days ago. */
  olderThanDays: ageDays.optional(),
  /** Created within this many days. */
  withinDays: ageDays.optional(),
};

/**
 * GET …/GetList. `search` (the list's search box) is the requester filter: the requester's name or email
 * contains it. sortField is one of ticketSortFields (default createdAt, newest first).
 */
export const ticketListQuerySchema = pageQuerySchema.extend(ticketFilterFields);
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/** GET …/GetListExcel: the list's filters without paging. */
export const ticketFilterSchema = ticketListQuerySchema.pick({
  search: true,
  view: true,
  status: true,
  priorityId: true,
  categoryId: true,
  facilityId: true,
  olderThanDays: true,
  withinDays: true,
  sortField: true,
  sortOrder: true,
});
export type TicketFilter = z.infer<typeof ticketFilterSchema>;

/** GET …/GetViewCounts: the queue's filters but the view, which the answer counts one by one. */
export const ticketViewCountsQuerySchema = ticketFilterSchema.omit({
  view: true,
  sortField: true,
  sortOrder: true,
});
export type TicketViewCountsQuery = z.infer<typeof ticketViewCountsQuerySchema>;
export const ticketViewCountsSchema = z.object({
  mine: z.number().int(),
  unassigned: z.number().int(),
  /** null for an agent who is not a Support Admin (the All view is not theirs). */
  all: z.number().int().nullable(),
});
export type TicketViewCounts = z.infer<typeof ticketViewCountsSchema>;

export const ticketRowSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    requesterName: z.string(),
    requesterEmail: z.string(),
    facilityName: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    priorityId: z.number().int(),
    priorityName: z.string(),
    status: z.enum(queueStatuses),
    assigneeUserId: z.number().int().nullable(),
    assigneeName: z.string().nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .extend(ticketSlaSchema.shape);
export type TicketRow = z.infer<typeof ticketRowSchema>;
export const ticketListResponseSchema = pagedSchema(ticketRowSchema);

/** GET …/GetOptions. */
export const ticketPriorityOptionSchema = optionSchema.extend({
  firstResponseHours: z.number().int(),
  resolutionHours: z.number().int(),
});
export const ticketOptionsSchema = z.object({
  /** Every active category, CI Repack Complaint included. */
  categories: z.array(optionSchema),
  priorities: z.array(ticketPriorityOptionSchema),
  statuses: z.array(z.enum(queueStatuses)),
  /** Facilities that tickets name, by name. */
  facilities: z.array(optionSchema),
  /** Whether the viewer is a Support Admin (offers the All view and reopening). */
  isSupportAdmin: z.boolean(),
});
export type TicketOptions = z.infer<typeof ticketOptionsSchema>;

/** GET …/GetAssignees: value = user id, text = "First Last". */
export const ticketAssigneesSchema = z.array(optionSchema);

// ---------------------------------------------------------------------------------------------------------
// Ticket page: GET …/GetTicket?id=

export const ticketIdQuerySchema = z.object({ id: queryId() });

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Internal notes: staff only, never shown to the requester or on the public reply page. */
  isInternal: z.boolean(),
  authorName: z.string(),
  /** staff: an agent; requester: the requester (signed in or by the reply link). */
  authorKind: z.enum(['staff', 'requester']),
  createdAt: instant,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(attachmentContentTypes),
  sizeBytes: z.number().int(),
  isInternal: z.boolean(),
  uploadedByName: z.string(),
  uploadedAt: instant,
  /** The viewer uploaded it or is a Support Admin. */
  canDelete: z.boolean(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketFeedbackSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  submittedAt: instant,
});

/** What the viewer may do on the page; the server enforces each again. */
export const ticketPermissionsSchema = z.object({
  /** Category, priority, status (an agent; not on a Draft). */
  canEdit: z.boolean(),
  canAssign: z.boolean(),
  canClose: z.boolean(),
  /** Closed → another status: Support Admins only. */
  canReopen: z.boolean(),
  /** An Account Registration ticket without an account yet, and the viewer may create users. */
  canCreateAccount: z.boolean(),
  /** The requester's view: public messages and attachments only, replies and attachments only. */
  isRequesterView: z.boolean(),
  canAddInternalNote: z.boolean(),
  /** Public reply (staff or requester); false on a Closed ticket or a Draft. */
  canReply: z.boolean(),
  canUpload: z.boolean(),
  /** The requester of a Draft: the page shows the submit form. */
  canSubmitDraft: z.boolean(),
  canViewHistory: z.boolean(),
});
export type TicketPermissions = z.infer<typeof ticketPermissionsSchema>;

export const ticketDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(ticketStatuses),
  /** 'PFS', 'Registration' (account request) or 'Staff' (CreateTicket). */
  source: z.string(),
  requesterUserId: z.number().int().nullable(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  requesterPhone: z.string(),
  facilityId: z.number().int().nullable(),
  facilityName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  priorityId: z.number().int(),
  priorityName: z.string(),
  assigneeUserId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  subject: z.string(),
  description: z.string(),
  createdAt: instant,
  updatedAt: instant,
  closedAt: instant.nullable(),
  /** The account CreateAccountFromRequest made from this ticket. */
  createdAccountUserId: z.number().int().nullable(),
  /** Oldest first; internal notes left out for the requester. */
  conversation: z.array(ticketMessageSchema),
  attachments: z.array(ticketAttachmentSchema),
  feedback: ticketFeedbackSchema.nullable(),
  sla: ticketSlaSchema,
  /** Sent back with Update and Close; a change by someone else in between answers ticketMessages.conflict. */
  concurrencyStamp: z.string(),
  permissions: ticketPermissionsSchema,
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const ticketDetailResponseSchema = envelopeSchema(ticketDetailSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// Commands

const concurrencyStamp = text({ max: 100, label: 'Concurrency stamp', required: true, trim: false });

/** POST …/Update: the ticket's new category, priority, status and assignee (null = unassigned). */
export const ticketUpdateSchema = z.object({
  ticketId: id(),
  categoryId: id(ticketMessages.categoryRequired),
  priorityId: id(ticketMessages.priorityRequired),
  status: z.enum(queueStatuses, { message: ticketMessages.statusRequired }),
  assigneeUserId: id(ticketMessages.assigneeNotAgent).nullable(),
  concurrencyStamp,
});
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;

/** POST …/Close. */
export const ticketCloseSchema = z.object({ ticketId: id(), concurrencyStamp });
export type TicketClose = z.infer<typeof ticketCloseSchema>;

const messageBody = text({
  max: ticketLimits.messageBody,
  required: ticketMessages.bodyRequired,
  tooLong: ticketMessages.bodyTooLong,
});

/** POST …/AddMessage: plain text. */
export const ticketAddMessageSchema = z.object({
  ticketId: id(),
  body: messageBody,
  isInternal: z.boolean(),
});
export type TicketAddMessage = z.infer<typeof ticketAddMessageSchema>;
export const ticketMessageResponseSchema = envelopeSchema(ticketMessageSchema, z.null());

/** POST …/UploadAttachment?ticketId=&isInternal= (multipart, one file in `file`). */
export const ticketUploadQuerySchema = z.object({
  ticketId: queryId(),
  isInternal: z
    .enum(['true', 'false'], { message: 'isInternal must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});
export const ticketAttachmentResponseSchema = envelopeSchema(ticketAttachmentSchema, z.null());

/** POST …/DeleteAttachment. */
export const ticketAttachmentIdSchema = z.object({ id: id() });

/** GET or POST …/CreateTicket?isSysAdmin=false[&request=ciRepackComplaint]: value = the draft's id. */
export const createTicketQuerySchema = z.object({
  /** Sent by the spec's client; the server decides rights itself and ignores it. */
  isSysAdmin: z.enum(['true', 'false'], { message: 'isSysAdmin must be true or false.' }).optional(),
  request: z.enum(['ciRepackComplaint'], { message: 'request is not known.' }).optional(),
});
export type CreateTicketQuery = z.infer<typeof createTicketQuerySchema>;
export const createTicketResponseSchema = envelopeSchema(z.number().int(), z.null());

/**
 * POST …/SubmitDraft: the public form's subject/description rules; categoryId is required unless the draft is a
 * CI Repack Complaint (then it is ignored).
 */
export const submitDraftSchema = helpTicketFormSchema
  .pick({ subject: true, description: true, priorityId: true })
  .extend({ ticketId: id(), categoryId: id(helpTicketMessages.categoryRequired).optional() });
export type SubmitDraft = z.infer<typeof submitDraftSchema>;

/**
 * POST …/CreateAccountFromRequest: the Create User fields (users/create.ts needs the first module access) plus
 * the ticket. Succeeds with value = the new user's id; the ticket is then Resolved with an internal note.
 */
export const createAccountFromRequestSchema = createUserRequestSchema.extend({ ticketId: id() });
export type CreateAccountFromRequest = z.infer<typeof createAccountFromRequestSchema>;
export const createAccountResponseSchema = envelopeSchema(z.number().int(), z.null());

/** Plain command answers (DeleteAttachment, SubmitDraft). */
export const ticketCommandResponseSchema = envelopeSchema(z.null(), z.null());

// ---------------------------------------------------------------------------------------------------------
// Public reply page (support/tickets/reply/{ticketId}/{guid}, no login)

export const publicConversationQuerySchema = z.object({
  ticketId: queryIdOrZero(),
  guid: text({ max: 100, trim: false }),
});

export const publicMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Staff by first name only; the requester by the name on the ticket. */
  authorName: z.string(),
  fromRequester: z.boolean(),
  createdAt: instant,
});
export type PublicMessage = z.infer<typeof publicMessageSchema>;

/** ticketId 0 (and empty fields) when the id and guid do not name a ticket: the page shows publicNotFound. */
export const publicConversationSchema = z.object({
  ticketId: z.number().int(),
  subject: z.string(),
  status: z.string(),
  /** False when Closed (the page shows closedNoReply) or not found. */
  canReply: z.boolean(),
  messages: z.array(publicMessageSchema),
});
export type PublicConversation = z.infer<typeof publicConversationSchema>;

/** POST …/AddPublicReply. A Resolved ticket reopens to Open; a Closed one refuses with closedNoReply. */
export const publicReplyFormSchema = z.object({
  ticketId: id(),
  guid: z.uuid({ message: ticketMessages.publicNotFound }),
  body: messageBody,
});
export type PublicReplyForm = z.infer<typeof publicReplyFormSchema>;
export const publicReplySchema = publicReplyFormSchema.extend(publicFormFields);
export type PublicReply = z.infer<typeof publicReplySchema>;
