import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * Reviews in each of the other states for the Reviews list (decision 056): a declined and a cancelled proposal,
 * and a past visit whose survey was answered. The proposed one and the open survey are icq-public's demo.
 */
async function seedIcqReviewsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const reviewer = demo.userIds.pharmacist;
  const manager = demo.userIds.manager ?? null;
  const [first, second] = demo.facilityIds;
  if (reviewer === undefined || first === undefined) return;
  const visit = (facilityId: number) => ({
    facilityId,
    facilityStreetAddress: '4052 Bald Cypress Way',
    facilityCity: 'Tallahassee',
    facilityStateAbr: 'FL',
    facilityZip: '32399',
    reviewerUserId: reviewer,
    createdByUserId: manager,
  });
  const [, , rated] = await tx
    .insert(icqReviews)
    .values([
      {
        ...visit(first),
        proposedScheduleAt: new Date('2027-01-12T14:30:00Z'),
        scheduleStatus: 'Declined',
        scheduleDecidedAt: new Date('2026-11-02T16:00:00Z'),
      },
      {
        ...visit(second ?? first),
        proposedScheduleAt: new Date('2027-02-16T15:00:00Z'),
        scheduleStatus: 'Cancelled',
        cancelReason: 'The facility is closed for renovation that week.',
        cancelledAt: new Date('2026-11-03T13:00:00Z'),
      },
      {
        ...visit(first),
        proposedScheduleAt: new Date('2026-04-14T13:00:00Z'),
        scheduleStatus: 'Approved',
        scheduleDecidedAt: new Date('2026-04-01T12:00:00Z'),
      },
    ])
    .returning({ id: icqReviews.id });
  if (!rated) return;
  await tx.insert(icqFeedback).values({
    icqReviewId: rated.id,
    rating: 5,
    comment: 'Thorough and respectful of our schedule.',
    submittedAt: new Date('2026-04-20T18:00:00Z'),
  });
}

export const demoSeed: AreaDemoSeed = { area: 'icq-reviews', after: [], seed: seedIcqReviewsDemo };
