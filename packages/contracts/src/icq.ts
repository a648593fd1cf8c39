import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
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
  feedbackId: z.coerce.number().int().min(0).max(2_147_483_647),
  guid: z.string().max(64),
});
export const icqFeedbackResponseSchema = envelopeSchema(z.null(), icqFeedbackSchema);

/** The survey's own fields (spec document 2 §5 "Review feedback"). */
export const icqFeedbackFormSchema = z.object({
  rating: z
    .number({ message: icqMessages.ratingRequired })
    .int(icqMessages.ratingRequired)
    .min(1, icqMessages.ratingRequired)
    .max(5, icqMessages.ratingRequired),
  comment: z.string().max(1000, icqMessages.commentTooLong),
});
export type IcqFeedbackForm = z.infer<typeof icqFeedbackFormSchema>;

/** POST api/Icq/IcqReview/SaveFeedback: the form with the link's id and guid. */
export const icqFeedbackSaveRequestSchema = icqFeedbackFormSchema.extend({
  id: z.number().int().positive(),
  guid: z.string().max(64),
  icqReviewId: z.number().int().optional(),
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

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const proposedScheduleQuerySchema = z.object({ icqReviewId: id });

export const approveOrDeclineQuerySchema = z.object({
  icqReviewId: id,
  userId: id,
  approve: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
/** The link's time goes with the decision, so a stale link cannot decide a rescheduled visit. */
export const approveOrDeclineBodySchema = z.object({
  scheduleDate: z.string().trim().min(1).max(40),
  ...publicFormFields,
});
export type ApproveOrDeclineBody = z.infer<typeof approveOrDeclineBodySchema>;
export const approveOrDeclineResponseSchema = envelopeSchema(z.null(), proposedScheduleSchema);

/** A schedule time reduced to `YYYY-MM-DDTHH:mm`, so "2026-12-03 14:00" and "2026-12-03T14:00:00" compare equal. */
export function scheduleTimeKey(value: string): string {
  return value.trim().replace(' ', 'T').slice(0, 16);
}
