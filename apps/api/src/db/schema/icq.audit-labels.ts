import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { facilityRef, userRef } from './core.audit-labels.ts';
import { icqFeedback, icqReviews } from './icq.ts';

const reviewRef = auditRef(
  'icq_reviews',
  'Review',
  icqReviews,
  icqReviews.id,
  sql`'Review #' || ${icqReviews.id}`,
);

/** How the Global Audit List reads reviews and their feedback (migration 0035, decision 056). */
export const auditLabels = [
  auditTableLabels(
    icqReviews,
    {
      id: 'ID',
      facilityId: { label: 'Facility', ref: facilityRef },
      facilityStreetAddress: 'Street Address',
      facilityCity: 'City',
      facilityStateAbr: 'State',
      facilityZip: 'ZIP',
      proposedScheduleAt: 'Proposed Time',
      reviewerUserId: { label: 'Reviewer', ref: userRef },
      scheduleStatus: 'Status',
      scheduleDecidedAt: 'Answered',
      createdByUserId: { label: 'Created By', ref: userRef },
      contactEmail: 'Facility Contact Email',
      cancelReason: 'Cancel Reason',
      cancelledAt: 'Cancelled',
    },
    reviewRef,
  ),
  auditTableLabels(
    icqFeedback,
    {
      id: 'Feedback ID',
      icqReviewId: { label: 'Review', ref: reviewRef },
      rating: 'Feedback Rating',
      comment: 'Feedback Comment',
      submittedAt: 'Feedback Submitted',
    },
    reviewRef,
  ),
];
