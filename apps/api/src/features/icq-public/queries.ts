import type { IcqFeedback, ProposedSchedule } from '@homer/contracts/icq';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import type { Tx } from '../../db/tx.ts';
import { scheduleDateTimeStr } from './schedule-time.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A survey by its id and secret guid; a wrong guid finds nothing, like a wrong id. */
export async function findFeedback(db: Db | Tx, id: number, guid: string): Promise<IcqFeedback | null> {
  if (!uuidPattern.test(guid)) return null;
  const [row] = await db
    .select({
      id: icqFeedback.id,
      icqReviewId: icqFeedback.icqReviewId,
      rating: icqFeedback.rating,
      comment: icqFeedback.comment,
      facility: sql<string>`coalesce(${facilities.longName}, ${facilities.name})`,
      submittedAt: icqFeedback.submittedAt,
    })
    .from(icqFeedback)
    .innerJoin(icqReviews, eq(icqReviews.id, icqFeedback.icqReviewId))
    .innerJoin(facilities, eq(facilities.id, icqReviews.facilityId))
    .where(and(eq(icqFeedback.id, id), eq(icqFeedback.guid, guid)));
  if (!row) return null;
  return {
    id: row.id,
    icqReviewId: row.icqReviewId,
    rating: row.rating ?? 0,
    comment: row.comment ?? '',
    facility: row.facility,
    isSubmitted: row.submittedAt !== null,
  };
}

export type ReviewSchedule = ProposedSchedule & { reviewerUserId: number; scheduleStatus: string };

export async function findProposedSchedule(db: Db | Tx, icqReviewId: number): Promise<ReviewSchedule | null> {
  const [row] = await db
    .select({
      proposedScheduleAt: icqReviews.proposedScheduleAt,
      facilityName: sql<string>`coalesce(${facilities.longName}, ${facilities.name})`,
      facilityStreetAddress: icqReviews.facilityStreetAddress,
      facilityCity: icqReviews.facilityCity,
      facilityStateAbr: icqReviews.facilityStateAbr,
      facilityZip: icqReviews.facilityZip,
      reviewerUserId: icqReviews.reviewerUserId,
      scheduleStatus: icqReviews.scheduleStatus,
    })
    .from(icqReviews)
    .innerJoin(facilities, eq(facilities.id, icqReviews.facilityId))
    .where(eq(icqReviews.id, icqReviewId));
  if (!row) return null;
  const { proposedScheduleAt, ...rest } = row;
  return { ...rest, scheduleDateTimeStr: scheduleDateTimeStr(proposedScheduleAt) };
}
