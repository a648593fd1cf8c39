import type { Envelope } from '@homer/contracts/envelope';
import {
  type IcqFeedbackSaveRequest,
  icqMessages,
  type ProposedSchedule,
  scheduleTimeKey,
} from '@homer/contracts/icq';
import { icqReviewMessages } from '@homer/contracts/icq-reviews';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { findFeedback, findProposedSchedule } from './queries.ts';
import { noticeReviewAnswered } from './review-answered-notice.ts';
import { scheduleLinkTokenMatches } from './schedule-link-token.ts';

/** SaveFeedback: a survey is answered once, by whoever holds its link; the review's creator is told. */
export async function saveFeedback(
  db: Db,
  config: Config,
  form: IcqFeedbackSaveRequest,
): Promise<Envelope<null, null>> {
  const done = await withTx(db, systemActor, async (tx) => {
    const feedback = await findFeedback(tx, form.id, form.guid);
    if (!feedback) return { answer: refused(icqMessages.feedbackNotFound), emails: [] };
    const saved = await tx
      .update(icqFeedback)
      .set({ rating: form.rating, comment: form.comment.trim() || null, submittedAt: new Date() })
      .where(and(eq(icqFeedback.id, feedback.id), isNull(icqFeedback.submittedAt)))
      .returning({ id: icqFeedback.id });
    if (saved.length === 0) return { answer: refused(icqMessages.feedbackAlreadySubmitted), emails: [] };
    const emails = await noticeReviewAnswered(tx, config, feedback.icqReviewId, {
      title: `Feedback received: review #${feedback.icqReviewId} at ${feedback.facility}`,
      message: `Rated ${form.rating} of 5.${form.comment.trim() ? ` ${form.comment.trim()}` : ''}`,
    });
    return { answer: succeeded({ message: icqMessages.feedbackSaved }), emails };
  });
  await sendNotificationEmails(db, config, done.emails);
  return done.answer;
}

/**
 * ApproveOrDeclineSchedule: the reviewer the review is assigned to answers the proposed time, once, from the
 * signed link we emailed. A link without our signature answers like an unknown review; a link whose time is
 * no longer the proposed one (the visit was rescheduled) changes nothing; an answered visit stays answered.
 */
export async function approveOrDeclineSchedule(
  db: Db,
  config: Config,
  input: { icqReviewId: number; userId: number; approve: boolean; scheduleDate: string; token: string },
): Promise<Envelope<null, ProposedSchedule>> {
  const { token, approve, ...link } = input;
  if (!scheduleLinkTokenMatches(config.jwtSecret, link, token)) return refused(icqMessages.reviewNotFound);
  const done = await withTx(db, systemActor, async (tx) => {
    const schedule = await findProposedSchedule(tx, input.icqReviewId);
    if (!schedule) return { answer: refused(icqMessages.reviewNotFound), emails: [] };
    if (schedule.reviewerUserId !== input.userId)
      return { answer: refused(icqMessages.notReviewer), emails: [] };
    if (schedule.scheduleStatus === 'Cancelled')
      return { answer: refused(icqReviewMessages.cancelled), emails: [] };
    if (scheduleTimeKey(schedule.scheduleDateTimeStr) !== scheduleTimeKey(input.scheduleDate)) {
      return { answer: refused(icqMessages.rescheduled), emails: [] };
    }
    // Conditional on Proposed, so two answers racing each other cannot both be recorded.
    const decided = await tx
      .update(icqReviews)
      .set({ scheduleStatus: approve ? 'Approved' : 'Declined', scheduleDecidedAt: new Date() })
      .where(and(eq(icqReviews.id, input.icqReviewId), eq(icqReviews.scheduleStatus, 'Proposed')))
      .returning({ id: icqReviews.id });
    if (decided.length === 0) return { answer: refused(icqMessages.alreadyAnswered), emails: [] };
    const verb = approve ? 'approved' : 'declined';
    const emails = await noticeReviewAnswered(tx, config, input.icqReviewId, {
      title: `Review #${input.icqReviewId} ${verb} by the reviewer`,
      message: `The visit at ${schedule.facilityName} on ${schedule.scheduleDateTimeStr.replace('T', ' ')} was ${verb}.`,
    });
    const { reviewerUserId: _, scheduleStatus: __, ...model } = schedule;
    return {
      answer: succeeded({ message: approve ? icqMessages.approved : icqMessages.declined, model }),
      emails,
    };
  });
  await sendNotificationEmails(db, config, done.emails);
  return done.answer;
}
