import type { Envelope } from '@homer/contracts/envelope';
import {
  type IcqFeedbackSaveRequest,
  icqMessages,
  type ProposedSchedule,
  scheduleTimeKey,
} from '@homer/contracts/icq';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { findFeedback, findProposedSchedule } from './queries.ts';

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
 * ApproveOrDeclineSchedule: the reviewer the review is assigned to answers the proposed time. A link whose
 * time is no longer the proposed one (the visit was rescheduled) changes nothing.
 */
export async function approveOrDeclineSchedule(
  db: Db,
  input: { icqReviewId: number; userId: number; approve: boolean; scheduleDate: string },
): Promise<Envelope<null, ProposedSchedule>> {
  return withTx(db, systemActor, async (tx) => {
    const schedule = await findProposedSchedule(tx, input.icqReviewId);
    if (!schedule) return refused(icqMessages.reviewNotFound);
    if (schedule.reviewerUserId !== input.userId) return refused(icqMessages.notReviewer);
    if (scheduleTimeKey(schedule.scheduleDateTimeStr) !== scheduleTimeKey(input.scheduleDate)) {
      return refused(icqMessages.rescheduled);
    }
    await tx
      .update(icqReviews)
      .set({ scheduleStatus: input.approve ? 'Approved' : 'Declined', scheduleDecidedAt: new Date() })
      .where(eq(icqReviews.id, input.icqReviewId));
    const { reviewerUserId: _, ...model } = schedule;
    return succeeded({ message: input.approve ? icqMessages.approved : icqMessages.declined, model });
  });
}
