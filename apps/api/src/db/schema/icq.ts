import { index, integer, pgTable, serial, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { facilities, users } from './core.ts';

/**
 * A review (ICQ) visit to a facility: the proposed time, the address the reviewer goes to, and the reviewer's
 * answer to the proposal (spec document 2, "Review visit schedule").
 */
export const icqReviews = pgTable(
  'icq_reviews',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    facilityStreetAddress: varchar('facility_street_address', { length: 150 }).notNull(),
    facilityCity: varchar('facility_city', { length: 50 }).notNull(),
    facilityStateAbr: varchar('facility_state_abr', { length: 2 }).notNull(),
    facilityZip: varchar('facility_zip', { length: 10 }).notNull(),
    proposedScheduleAt: timestamp('proposed_schedule_at', { withTimezone: true }).notNull(),
    reviewerUserId: integer('reviewer_user_id')
      .notNull()
      .references(() => users.id),
    /** Proposed, Approved, Declined or Cancelled (migration 0035). */
    scheduleStatus: varchar('schedule_status', { length: 20 }).notNull().default('Proposed'),
    scheduleDecidedAt: timestamp('schedule_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The manager who proposed it: told of the answer and the feedback; null for reviews before issue 14. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the feedback survey went; '' when it went to the creator (decision 056). */
    contactEmail: varchar('contact_email', { length: 100 }).notNull().default(''),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('icq_reviews_proposed_idx').on(t.proposedScheduleAt, t.id),
    index('icq_reviews_created_idx').on(t.createdAt, t.id),
    index('icq_reviews_status_proposed_idx').on(t.scheduleStatus, t.proposedScheduleAt, t.id),
    index('icq_reviews_reviewer_proposed_idx').on(t.reviewerUserId, t.proposedScheduleAt, t.id),
    index('icq_reviews_facility_proposed_idx').on(t.facilityId, t.proposedScheduleAt, t.id),
  ],
);

/** A feedback survey about a review, reached by its id and secret guid (spec document 2, "Review feedback survey"). */
export const icqFeedback = pgTable(
  'icq_feedback',
  {
    id: serial('id').primaryKey(),
    icqReviewId: integer('icq_review_id')
      .notNull()
      .references(() => icqReviews.id),
    guid: uuid('guid').notNull().defaultRandom(),
    rating: smallint('rating'),
    comment: varchar('comment', { length: 1000 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('icq_feedback_review_idx').on(t.icqReviewId)],
);
