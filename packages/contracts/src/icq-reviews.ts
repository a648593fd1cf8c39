import { z } from 'zod';
import { Role, type Role as RoleName, roleSatisfies } from './access.ts';
import { envelopeSchema, optionSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, queryIdOrZero, text } from './fields.ts';
import { icqTimeZone } from './icq.ts';

/**
 * Review (ICQ) scheduling, the staff side (issue 14; docs/decisions/056-icq-reviews.md): programme managers
 * propose a review visit to a facility, the reviewer answers it by the signed link of decision 021, and the
 * facility's contact rates the visit by the feedback survey of decision 016. icq.ts is the public contract.
 */

const base = 'api/ICQ/IcqReviews';

export const icqReviewPaths = {
  /** GET, managers: the reviews (keyset-paged, filters below). */
  list: `${base}/GetList`,
  /** GET, managers: active facilities with their addresses, reviewers, statuses. */
  options: `${base}/GetOptions`,
  /** GET ?id=, managers: one review with its answer and feedback. */
  review: `${base}/GetReview`,
  /** GET ?id=, managers: the review's and its feedback's audit trail. */
  history: `${base}/GetHistory`,
  /** POST, managers: create (id 0) or change a review; a new time or reviewer proposes it again. */
  save: `${base}/Save`,
  /** POST, managers: status Cancelled, with a reason. */
  cancel: `${base}/Cancel`,
} as const;

export const IcqReviewStatus = {
  Proposed: 'Proposed',
  Approved: 'Approved',
  Declined: 'Declined',
  Cancelled: 'Cancelled',
} as const;
export type IcqReviewStatus = (typeof IcqReviewStatus)[keyof typeof IcqReviewStatus];
export const icqReviewStatuses = Object.values(IcqReviewStatus) as [IcqReviewStatus, ...IcqReviewStatus[]];

/** Who may review a visit (decision 056): Pharmacist or above in any module. */
export const reviewerMinRole: RoleName = Role.Pharmacist;
/** The roles that satisfy reviewerMinRole, as the server looks reviewers up. */
export const reviewerRoles = (Object.values(Role) as RoleName[]).filter((r) =>
  roleSatisfies(r, reviewerMinRole),
);

export const icqReviewLimits = {
  street: 150,
  city: 50,
  zip: 10,
  contactEmail: 100,
  cancelReason: 500,
  /** A visit is proposed at most this many years ahead: a later year is a typing mistake. */
  yearsAhead: 5,
} as const;

export const icqReviewMessages = {
  notFound: 'That review does not exist.',
  facilityRequired: 'Facility is required.',
  unknownFacility: 'Please choose an active facility from the list.',
  reviewerRequired: 'Reviewer is required.',
  unknownReviewer: 'Please choose a reviewer from the list: an active user who is a Pharmacist or above.',
  streetRequired: 'Street address is required.',
  cityRequired: 'City is required.',
  stateInvalid: 'State must be two letters, e.g. FL.',
  zipInvalid: 'ZIP code must be 5 digits or ZIP+4 (12345-6789).',
  proposedRequired: 'Proposed date and time is required.',
  proposedInvalid: 'Enter a real date and time (some times do not exist when the clocks change).',
  proposedPast: 'The proposed date and time must be in the future.',
  proposedTooFar: `The proposed date must be within ${icqReviewLimits.yearsAhead} years.`,
  contactEmailInvalid: 'Facility contact email is not a valid email address.',
  cancelReasonRequired: 'Reason is required.',
  cancelled: 'This review visit has been cancelled.',
  cancelledNotEditable: 'A cancelled review cannot be changed.',
  alreadyCancelled: 'This review is already cancelled.',
  created:
    'Review created. The reviewer has been emailed the scheduling links and the facility contact the feedback survey.',
  saved: 'Review saved.',
  rescheduled: 'Review saved. The new time was sent to the reviewer, whose earlier links no longer work.',
  cancelDone: 'Review cancelled.',
  dateInvalid: 'Enter dates as YYYY-MM-DD.',
  rangeInvalid: 'From must be on or before To.',
  statusInvalid: 'Status is not known.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Programme time (decision 016: `YYYY-MM-DDTHH:mm` in icqTimeZone)

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: icqTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DDTHH:mm` of an instant in the programme's time zone. */
export function programmeTimeKey(at: Date): string {
  const p = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const keyPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a programme wall-clock time names, or null when it names none: not a calendar time, or skipped
 * when the clocks go forward. An hour repeated when they go back is read as its first (summer) occurrence.
 */
export function programmeTimeToInstant(local: string): Date | null {
  const m = keyPattern.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wanted;
  // Two corrections settle the zone's offset, also across a change of offset.
  for (let i = 0; i < 2; i++) {
    const shown = Date.parse(`${programmeTimeKey(new Date(guess))}:00Z`);
    // Years before 1000 do not print as four digits, so the key does not parse back: not a time we take.
    if (Number.isNaN(shown)) return null;
    guess += wanted - shown;
  }
  const at = new Date(guess);
  return programmeTimeKey(at) === local ? at : null;
}

const zoneName: Record<string, string> = { 'America/New_York': 'Eastern Time' };

/** "Tuesday, March 9, 2027 at 10:00 AM Eastern Time" from `YYYY-MM-DDTHH:mm` (programme time). */
export function formatProgrammeTime(key: string): string {
  const m = keyPattern.exec(key);
  if (!m) return key;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  // Formatted as if in UTC, so the reader's own zone does not shift the programme's wall-clock time.
  const shown = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
  return `${shown} ${zoneName[icqTimeZone] ?? icqTimeZone}`;
}

/** Why a proposed time cannot be taken at `now`, or null when it can. */
export function proposedTimeProblem(local: string, now: Date = new Date()): string | null {
  if (!local.trim()) return icqReviewMessages.proposedRequired;
  const at = programmeTimeToInstant(local);
  if (!at) return icqReviewMessages.proposedInvalid;
  if (at.getTime() <= now.getTime()) return icqReviewMessages.proposedPast;
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + icqReviewLimits.yearsAhead);
  if (at > latest) return icqReviewMessages.proposedTooFar;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// List: GET …/GetList

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, icqReviewMessages.dateInvalid)
  .refine((v) => programmeTimeToInstant(`${v}T12:00`) !== null, icqReviewMessages.dateInvalid);

export const icqReviewSortFields = ['proposedAt', 'createdAt'] as const;
export type IcqReviewSortField = (typeof icqReviewSortFields)[number];

/** Filters: status, reviewer, facility, and a range of proposed dates (programme days, both ends included). */
export const icqReviewListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(['', ...icqReviewStatuses], { message: icqReviewMessages.statusInvalid }).optional(),
    reviewerUserId: queryIdOrZero().optional(),
    facilityId: queryIdOrZero().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: icqReviewMessages.rangeInvalid,
    path: ['to'],
  });
export type IcqReviewListQuery = z.infer<typeof icqReviewListQuerySchema>;

export const icqReviewRowSchema = z.object({
  id: z.number().int(),
  facilityName: z.string(),
  /** `YYYY-MM-DDTHH:mm`, programme time. */
  proposedAt: z.string(),
  reviewerName: z.string(),
  status: z.enum(icqReviewStatuses),
  /** The submitted feedback's stars, null until the survey is answered. */
  feedbackRating: z.number().int().nullable(),
});
export type IcqReviewRow = z.infer<typeof icqReviewRowSchema>;
export const icqReviewListResponseSchema = pagedSchema(icqReviewRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Options: GET …/GetOptions

export const icqFacilityOptionSchema = optionSchema.extend({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type IcqFacilityOption = z.infer<typeof icqFacilityOptionSchema>;
export const icqReviewOptionsSchema = z.object({
  /** Active facilities, by name, with their verified address ('' where none). */
  facilities: z.array(icqFacilityOptionSchema),
  /** Active users who may review (canReview), "First Last". */
  reviewers: z.array(optionSchema),
});
export type IcqReviewOptions = z.infer<typeof icqReviewOptionsSchema>;

// ---------------------------------------------------------------------------------------------------------
// One review: GET …/GetReview?id=

const instant = z.string();

export const icqReviewDetailSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  proposedAt: z.string(),
  reviewerUserId: z.number().int(),
  reviewerName: z.string(),
  contactEmail: z.string(),
  status: z.enum(icqReviewStatuses),
  /** When the reviewer approved or declined (null while Proposed). */
  decidedAt: instant.nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: instant.nullable(),
  createdAt: instant,
  createdByName: z.string().nullable(),
  feedback: z.object({ rating: z.number().int(), comment: z.string(), submittedAt: instant }).nullable(),
});
export type IcqReviewDetail = z.infer<typeof icqReviewDetailSchema>;
export const icqReviewIdQuerySchema = z.object({ id: queryId() });
export const icqReviewResponseSchema = envelopeSchema(icqReviewDetailSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// Commands

const state = text({ max: 2 }).pipe(z.string().regex(/^[A-Za-z]{2}$/, icqReviewMessages.stateInvalid));
const zip = text({ max: icqReviewLimits.zip }).pipe(
  z.string().regex(/^\d{5}(-\d{4})?$/, icqReviewMessages.zipInvalid),
);

/** The form's fields (web and server). `proposedAt` is `YYYY-MM-DDTHH:mm` in programme time. */
export const icqReviewFormSchema = z.object({
  facilityId: id(icqReviewMessages.facilityRequired),
  street: text({
    max: icqReviewLimits.street,
    required: icqReviewMessages.streetRequired,
    label: 'Street address',
  }),
  city: text({ max: icqReviewLimits.city, required: icqReviewMessages.cityRequired, label: 'City' }),
  state,
  zip,
  reviewerUserId: id(icqReviewMessages.reviewerRequired),
  /** A real time here; whether it is still ahead is checked when it is new or changed (proposedTimeProblem). */
  proposedAt: text({ max: 16, required: icqReviewMessages.proposedRequired }).refine(
    (value) => value === '' || programmeTimeToInstant(value) !== null,
    icqReviewMessages.proposedInvalid,
  ),
  /** Where the feedback survey goes; empty: to the review's creator (decision 056). */
  contactEmail: text({ max: icqReviewLimits.contactEmail, label: 'Facility contact email' }).refine(
    (v) => v === '' || z.email().safeParse(v).success,
    icqReviewMessages.contactEmailInvalid,
  ),
});
export type IcqReviewForm = z.infer<typeof icqReviewFormSchema>;

/** POST …/Save: id 0 creates. */
export const icqReviewSaveSchema = icqReviewFormSchema.extend({ id: idOrZero() });
export type IcqReviewSave = z.infer<typeof icqReviewSaveSchema>;

export const icqReviewCancelSchema = z.object({
  id: id(),
  reason: text({
    max: icqReviewLimits.cancelReason,
    required: icqReviewMessages.cancelReasonRequired,
    label: 'Reason',
  }),
});
export type IcqReviewCancel = z.infer<typeof icqReviewCancelSchema>;

/** Save and Cancel answer with the review as it now is. */
export const icqReviewCommandResponseSchema = envelopeSchema(icqReviewDetailSchema, z.null());

/** Where staff open a review (notifications link here). */
export const icqReviewLink = (reviewId: number) => `icq/reviews/edit/${reviewId}`;
