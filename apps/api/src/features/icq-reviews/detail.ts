import { type IcqReviewDetail, icqReviewMessages, programmeTimeKey } from '@homer/contracts/icq-reviews';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/pool.ts';
import { facilities, users } from '../../db/schema/core.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { HttpError } from '../../plugins/errors.ts';

const r = icqReviews;
const reviewer = alias(users, 'reviewer');
const creator = alias(users, 'creator');
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** GET …/GetReview: the review, its answer and its feedback; 404 when there is no such review. */
export async function getReview(db: Queryable, id: number): Promise<IcqReviewDetail> {
  const [row] = await db
    .select({
      id: r.id,
      facilityId: r.facilityId,
      facilityName: sql<string>`coalesce(${facilities.longName}, ${facilities.name})`,
      street: r.facilityStreetAddress,
      city: r.facilityCity,
      state: r.facilityStateAbr,
      zip: r.facilityZip,
      proposedScheduleAt: r.proposedScheduleAt,
      reviewerUserId: r.reviewerUserId,
      reviewerName: sql<string>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
      contactEmail: r.contactEmail,
      status: sql<IcqReviewDetail['status']>`${r.scheduleStatus}`,
      decidedAt: r.scheduleDecidedAt,
      cancelReason: r.cancelReason,
      cancelledAt: r.cancelledAt,
      createdAt: r.createdAt,
      createdByName: sql<string | null>`${creator.firstName} || ' ' || ${creator.lastName}`,
    })
    .from(r)
    .innerJoin(facilities, eq(facilities.id, r.facilityId))
    .innerJoin(reviewer, eq(reviewer.id, r.reviewerUserId))
    .leftJoin(creator, eq(creator.id, r.createdByUserId))
    .where(eq(r.id, id));
  if (!row) throw new HttpError(404, icqReviewMessages.notFound);
  const [feedback] = await db
    .select({
      rating: icqFeedback.rating,
      comment: icqFeedback.comment,
      submittedAt: icqFeedback.submittedAt,
    })
    .from(icqFeedback)
    .where(sql`${icqFeedback.icqReviewId} = ${id} and ${icqFeedback.submittedAt} is not null`)
    .orderBy(desc(icqFeedback.id))
    .limit(1);
  const { proposedScheduleAt, decidedAt, cancelledAt, createdAt, ...rest } = row;
  return {
    ...rest,
    proposedAt: programmeTimeKey(proposedScheduleAt),
    decidedAt: iso(decidedAt),
    cancelledAt: iso(cancelledAt),
    createdAt: createdAt.toISOString(),
    feedback:
      feedback?.submittedAt && feedback.rating !== null
        ? {
            rating: feedback.rating,
            comment: feedback.comment ?? '',
            submittedAt: feedback.submittedAt.toISOString(),
          }
        : null,
  };
}
