import { formatProgrammeTime, type IcqReviewDetail } from '@homer/contracts/icq-reviews';
import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { getReviewHistory, reviewKey, reviewListKey, reviewQuery } from '../api/reviews.ts';
import { CancelReviewModal } from '../components/cancel-review-modal.tsx';
import { ReviewAnswerCard, ReviewFeedbackCard } from '../components/review-answer-card.tsx';
import { reviewPath } from '../components/review-columns.tsx';
import { ReviewFormView } from '../components/review-form.tsx';
import { ReviewStatusBadge } from '../components/status-badge.tsx';

const listPath = '/icq/reviews/list';

/** icq/reviews/edit/{id}: 0 proposes a new review visit; otherwise the review, its answer, feedback and history. */
export default function ReviewEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const review = useQuery({ ...reviewQuery(id ?? 0), enabled: !!id });
  if (id === null) return <Navigate to={listPath} replace />;
  if (id !== 0 && review.isSuccess) return <ReviewView review={review.data} />;
  return (
    <RecordEditFrame
      trail={[routeCrumb('icqReviewList')]}
      pageTitle={id === 0 ? 'New Review' : 'Review'}
      record={undefined}
      loading={id !== 0 && review.isPending}
      error={review.error}
      noun="review"
      onBack={() => navigate(listPath)}
    >
      <ReviewFormView
        review={null}
        onSaved={(saved) => navigate(reviewPath(saved), { replace: true })}
        onCancel={() => navigate(listPath)}
      />
    </RecordEditFrame>
  );
}

function ReviewView({ review }: { review: IcqReviewDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKey(review.id) }),
      queryClient.invalidateQueries({ queryKey: reviewListKey }),
    ]);
  const cancelled = review.status === 'Cancelled';
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[routeCrumb('icqReviewList')]}
        pageTitle="Review"
        record={`Review #${review.id}: ${review.facilityName}`}
        actions={
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => setHistoryOpen(true)}>
              History
            </Button>
            {!cancelled && (
              <Button color="red" variant="outline" onClick={() => setCancelOpen(true)}>
                Cancel review
              </Button>
            )}
          </Group>
        }
      />
      <Group gap="sm" wrap="wrap">
        <ReviewStatusBadge status={review.status} />
        <Text size="sm" c="dimmed">
          {formatProgrammeTime(review.proposedAt)} · reviewer {review.reviewerName}
        </Text>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {cancelled ? (
            <Stack gap="xs">
              <Text size="sm">
                {review.street}, {review.city}, {review.state} {review.zip}
              </Text>
              <Text size="sm" c="dimmed">
                A cancelled review cannot be changed.
              </Text>
            </Stack>
          ) : (
            <ReviewFormView
              key={`${review.proposedAt}-${review.reviewerUserId}-${review.status}`}
              review={review}
              onSaved={() => void reload()}
              onCancel={() => navigate(listPath)}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ReviewAnswerCard review={review} />
            <ReviewFeedbackCard feedback={review.feedback} />
          </Stack>
        </Grid.Col>
      </Grid>
      <AuditHistoryModal
        title={`Review #${review.id} history`}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        queryKey={['icq-reviews', 'history', review.id]}
        fetchRows={() => getReviewHistory(review.id)}
      />
      <CancelReviewModal
        reviewId={review.id}
        opened={cancelOpen}
        onClose={() => setCancelOpen(false)}
        onCancelled={reload}
      />
    </Stack>
  );
}
