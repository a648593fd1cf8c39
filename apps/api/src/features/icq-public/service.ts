import type { Envelope } from '@homer/contracts/envelope';
import {
  type IcqFeedbackSaveRequest,
  icqMessages,
  type ProposedSchedule,
  scheduleTimeKey,
} from '@homer/contracts/icq';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { findFeedback, findProposedSchedule } from './queries.ts';
import { scheduleLinkTokenMatches } from './schedule-link-token.ts';

/** SaveFeedback: a survey is answered once, by whoever holds its link. */
export async function saveFeedback(db: Db, form: IcqFeedbackSaveRequest): Promise<Envelope<null, null>> {
  return withTx(db, systemActor, async (tx) => {
    const feedback = await findFeedback(tx, form.id, form.guid);
    if (!feedback) return refused(icqMessages.feedbackNotFound);
    const saved = await tx
      .update(icqFeedback)
      .set({ rating: form.rating, comment: form.comment.trim() || null, submittedAt: new Date() })
      .where(and(eq(icqFeedback.id, feedback.id), isNull(icqFeedback.submittedAt)))
      .returning({ id: icqFeedback.id });
    if (saved.length === 0) return refused(icqMessages.feedbackAlreadySubmitted);
    return succeeded({ message: icqMessages.feedbackSaved });
  });
}

/**
 * ApproveOrDeclineSchedule: the reviewer the review is assigned to answers the proposed time, once, from the
 * signed link we emailed. A link without our signature answers like an unknown review; a link whose time is
 * no longer the proposed one (the visit was rescheduled) changes nothing; an answered visit stays answered.
 */
export async function approveOrDeclineSchedule(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  input: { icqReviewId: number; userId: number; approve: boolean; scheduleDate: string; token: string },
): Promise<Envelope<null, ProposedSchedule>> {
  const { token, approve, ...link } = input;
  if (!scheduleLinkTokenMatches(config.jwtSecret, link, token)) return refused(icqMessages.reviewNotFound);
  return withTx(db, systemActor, async (tx) => {
    const schedule = await findProposedSchedule(tx, input.icqReviewId);
    if (!schedule) return refused(icqMessages.reviewNotFound);
    if (schedule.reviewerUserId !== input.userId) return refused(icqMessages.notReviewer);
    if (scheduleTimeKey(schedule.scheduleDateTimeStr) !== scheduleTimeKey(input.scheduleDate)) {
      return refused(icqMessages.rescheduled);
    }
    // Conditional on Proposed, so two answers racing each other cannot both be recorded.
    const decided = await tx
      .update(icqReviews)
      .set({ scheduleStatus: approve ? 'Approved' : 'Declined', scheduleDecidedAt: new Date() })
      .where(and(eq(icqReviews.id, input.icqReviewId), eq(icqReviews.scheduleStatus, 'Proposed')))
      .returning({ id: icqReviews.id });
    if (decided.length === 0) return refused(icqMessages.alreadyAnswered);
    const { reviewerUserId: _, scheduleStatus: __, ...model } = schedule;
    return succeeded({ message: approve ? icqMessages.approved : icqMessages.declined, model });
  });
}
