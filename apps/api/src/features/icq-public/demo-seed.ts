import { eq } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { facilities, users } from '../../db/schema/core.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import type { Tx } from '../../db/tx.ts';
import { scheduleEmail } from './schedule-email.ts';

/** The demo survey link is /icq-feedback/{id}/{demoFeedbackGuid}. */
export const demoFeedbackGuid = '5b1f3c2e-8d4a-4b7e-9a61-0c2d3e4f5a6b';

/**
 * A review visit proposed for 9 March 2027 at 10:00 in the programme's time zone, assigned to the demo
 * pharmacist, with the scheduling email that pharmacist got (in the Email Outbox: its links carry this
 * installation's token), and a finished visit whose feedback survey is waiting for an answer.
 */
async function seedIcqDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const facilityId = demo.facilityIds[1] ?? demo.facilityIds[0];
  const reviewer = demo.userIds.pharmacist ?? Object.values(demo.userIds)[0];
  if (facilityId === undefined || reviewer === undefined) return;
  const address = {
    facilityId,
    facilityStreetAddress: '6101 Lake Ellenor Dr',
    facilityCity: 'Orlando',
    facilityStateAbr: 'FL',
    facilityZip: '32809',
    reviewerUserId: reviewer,
    // The demo manager proposed them: answers and feedback are told to them (decision 056).
    createdByUserId: demo.userIds.manager ?? null,
  };
  const [proposed, done] = await tx
    .insert(icqReviews)
    .values([
      { ...address, proposedScheduleAt: new Date('2027-03-09T15:00:00Z') },
      {
        ...address,
        proposedScheduleAt: new Date('2026-06-02T14:00:00Z'),
        scheduleStatus: 'Approved',
        scheduleDecidedAt: new Date('2026-05-20T12:00:00Z'),
      },
    ])
    .returning({ id: icqReviews.id });
  if (done) await tx.insert(icqFeedback).values({ icqReviewId: done.id, guid: demoFeedbackGuid });

  const [person] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, reviewer));
  const [facility] = await tx
    .select({ name: facilities.longName })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  if (!proposed || !person) return;
  const email = scheduleEmail(demo.links, person, {
    link: { icqReviewId: proposed.id, userId: reviewer, scheduleDate: '2027-03-09T10:00' },
    when: 'Tuesday, March 9, 2027 at 10:00 AM Eastern Time',
    facilityName: facility?.name ?? 'the facility',
  });
  await tx
    .insert(emailOutbox)
    .values({ toAddress: person.email, subject: email.subject, textBody: email.text });
}

export const demoSeed: AreaDemoSeed = { area: 'icq-public', after: [], seed: seedIcqDemo };
