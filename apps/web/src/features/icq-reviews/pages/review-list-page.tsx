import type { IcqReviewRow } from '@homer/contracts/icq-reviews';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getReviewList, reviewListKey } from '../api/reviews.ts';
import { reviewColumns, reviewPath } from '../components/review-columns.tsx';
import { ReviewFiltersBar } from '../components/review-filters-bar.tsx';
import { defaultReviewFilters, type ReviewFilters } from '../lib/review-filters.ts';

const getRowId = (row: IcqReviewRow) => row.id;

/**
 * icq/reviews/list: review (ICQ) visits, latest proposed time first, filtered by status, reviewer, facility and
 * proposed dates; times are the programme's (Eastern Time) whatever the reader's zone.
 */
export default function ReviewListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<IcqReviewRow, ReviewFilters>
      title="Reviews"
      queryKey={reviewListKey}
      fetchPage={getReviewList}
      columns={reviewColumns}
      getRowId={getRowId}
      searchable={false}
      defaultSort={{ field: 'proposedAt', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultReviewFilters}
      showActiveFilters
      onRowClick={(row) => navigate(reviewPath(row.id))}
      tableMinWidth={900}
      filters={({ filters, setFilter }) => <ReviewFiltersBar filters={filters} setFilter={setFilter} />}
      toolbar={
        <Button component={Link} to={reviewPath(0)} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          New review
        </Button>
      }
    />
  );
}
