import type { IcqReviewDetail } from '@homer/contracts/icq-reviews';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { RatingStars } from './rating-stars.tsx';
import { ReviewStatusBadge } from './status-badge.tsx';

const answerText: Record<IcqReviewDetail['status'], string> = {
  Proposed: 'Waiting for the reviewer to approve or decline the proposed time.',
  Approved: 'The reviewer approved the proposed time',
  Declined: 'The reviewer declined the proposed time',
  Cancelled: 'Cancelled',
};

/** The reviewer's answer (or the cancellation) with when it came. */
export function ReviewAnswerCard({ review }: { review: IcqReviewDetail }) {
  const when = review.status === 'Cancelled' ? review.cancelledAt : review.decidedAt;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Schedule
        </Title>
        <ReviewStatusBadge status={review.status} />
        <Text size="sm">
          {answerText[review.status]}
          {when ? ` on ${usDateTime(when)}.` : ''}
        </Text>
        {review.cancelReason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Reason: {review.cancelReason}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Created {usDateTime(review.createdAt)}
          {review.createdByName ? ` by ${review.createdByName}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The facility's survey answer, or that it has not come yet. */
export function ReviewFeedbackCard({ feedback }: { feedback: IcqReviewDetail['feedback'] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Feedback
        </Title>
        {feedback ? (
          <>
            <RatingStars rating={feedback.rating} />
            {feedback.comment && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {feedback.comment}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Submitted {usDateTime(feedback.submittedAt)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Not yet submitted.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
