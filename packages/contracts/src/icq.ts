import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, idOrZero, queryId, queryIdOrZero, text } from './fields.ts';
import { publicFormFields } from './public-form.ts';

/** Review visits are scheduled in the programme's own time zone; links carry times in it (decision 016). */
export const icqTimeZone = 'America/New_York';

export const icqMessages = {
  ratingRequired: 'Rating is required to submit this feedback.',
  commentTooLong: 'Comment cannot be longer than 1000 characters.',
  feedbackNotFound: 'This survey link is not valid.',
  feedbackAlreadySubmitted: 'Feedback for this review has already been submitted. Thank you!',
  feedbackSaved: 'Thank you for your feedback!',
  reviewNotFound: 'This review could not be found.',
  notReviewer: 'This link is not valid for this review.',
  alreadyAnswered:
    'An answer for this review visit has already been recorded. To change it, please contact the program office.',
  rescheduled:
    'This visit has been rescheduled since this link was sent. Please use the link in the most recent scheduling email.',
  approved: 'Approved!',
  declined: 'Declined!',
} as const;

/** Spec document 2 §3 "Review feedback". */
export const icqFeedbackSchema = z.object({
  id: z.number().int(),
  icqReviewId: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  facility: z.string(),
  isSubmitted: z.boolean(),
});
export type IcqFeedback = z.infer<typeof icqFeedbackSchema>;

export const icqFeedbackQuerySchema = z.object({
  feedbackId: queryIdOrZero(),
  guid: text({ max: 64, trim: false }),
});
export const icqFeedbackResponseSchema = envelopeSchema(z.null(), icqFeedbackSchema);

/** The survey's own fields (spec document 2 §5 "Review feedback"). */
export const icqFeedbackFormSchema = z.object({
  rating: z
    .number({ message: icqMessages.ratingRequired })
    .int(icqMessages.ratingRequired)
    .min(1, icqMessages.ratingRequired)
    .max(5, icqMessages.ratingRequired),
  comment: text({ max: 1000, tooLong: icqMessages.commentTooLong, trim: false }),
});
export type IcqFeedbackForm = z.infer<typeof icqFeedbackFormSchema>;

/** POST api/Icq/IcqReview/SaveFeedback: the form with the link's id and guid. */
export const icqFeedbackSaveRequestSchema = icqFeedbackFormSchema.extend({
  id: id(),
  guid: text({ max: 64, trim: false }),
  icqReviewId: idOrZero().optional(),
  ...publicFormFields,
});
export type IcqFeedbackSaveRequest = z.infer<typeof icqFeedbackSaveRequestSchema>;
export const icqFeedbackSaveResponseSchema = envelopeSchema(z.null(), z.null());

/** Spec document 2 §3 "Proposed schedule". scheduleDateTimeStr is `YYYY-MM-DDTHH:mm` in icqTimeZone. */
export const proposedScheduleSchema = z.object({
  scheduleDateTimeStr: z.string(),
  facilityName: z.string(),
  facilityStreetAddress: z.string(),
  facilityCity: z.string(),
  facilityStateAbr: z.string(),
  facilityZip: z.string(),
});
export type ProposedSchedule = z.infer<typeof proposedScheduleSchema>;

const scheduleDate = text({ max: 40, required: true });
/**
 * What a schedule link names, with its signature `token` (an HMAC over review, user and time, decision 021). A
 * missing token reads like a wrong one, and both like an unknown review.
 */
const scheduleLink = {
  icqReviewId: queryId(),
  userId: queryId(),
  token: text({ max: 100, trim: false }).default(''),
};

/** GET GetProposedSchedule: the spec's icqReviewId plus the rest of the link, so its token can be checked. */
export const proposedScheduleQuerySchema = z.object({ ...scheduleLink, scheduleDate });

export const approveOrDeclineQuerySchema = z.object({
  ...scheduleLink,
  approve: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
/** The link's time goes with the decision, so a stale link cannot decide a rescheduled visit. */
export const approveOrDeclineBodySchema = z.object({
  scheduleDate,
  ...publicFormFields,
});
export type ApproveOrDeclineBody = z.infer<typeof approveOrDeclineBodySchema>;
export const approveOrDeclineResponseSchema = envelopeSchema(z.null(), proposedScheduleSchema);

/** A schedule time reduced to `YYYY-MM-DDTHH:mm`, so "2026-12-03 14:00" and "2026-12-03T14:00:00" compare equal. */
export function scheduleTimeKey(value: string): string {
  return value.trim().replace(' ', 'T').slice(0, 16);
}
