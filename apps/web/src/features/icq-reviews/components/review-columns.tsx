import { formatProgrammeTime, type IcqReviewRow } from '@homer/contracts/icq-reviews';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { RatingStars } from './rating-stars.tsx';
import { ReviewStatusBadge } from './status-badge.tsx';

export const reviewPath = (id: number) => `/icq/reviews/edit/${id}`;

export const reviewColumns: ListColumn<IcqReviewRow>[] = [
  {
    key: 'facilityName',
    title: 'Facility',
    render: (row) => (
      <Anchor component={Link} to={reviewPath(row.id)} size="sm">
        {row.facilityName}
      </Anchor>
    ),
  },
  {
    key: 'proposedAt',
    title: 'Proposed Time',
    sortable: true,
    render: (row) => formatProgrammeTime(row.proposedAt),
  },
  { key: 'reviewerName', title: 'Reviewer' },
  {
    key: 'status',
    title: 'Status',
    width: 130,
    render: (row) => <ReviewStatusBadge status={row.status} />,
  },
  {
    key: 'feedbackRating',
    title: 'Feedback',
    render: (row) =>
      row.feedbackRating === null ? (
        <Text size="sm" c="dimmed">
          Not yet submitted
        </Text>
      ) : (
        <RatingStars rating={row.feedbackRating} size={14} />
      ),
  },
];
