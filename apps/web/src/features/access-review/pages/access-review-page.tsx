import type { AccessReviewRow } from '@homer/contracts/account-security-admin';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { accessReviewQueryKey, getAccessReview, getAccessReviewExcel } from '../api/access-review.ts';
import { accessReviewColumns } from '../components/access-review-columns.tsx';
import { AccessReviewFiltersBar } from '../components/access-review-filters.tsx';
import { type AccessReviewFilters, defaultAccessReviewFilters } from '../lib/access-review-filters.ts';

const getRowId = (row: AccessReviewRow) => row.key;

/**
 * admin/users/access-review (Admin SystemAdmin, decision 043): who holds which module and role, since when and
 * granted by whom, for the programme's periodic review; the export takes the filters and search on screen.
 */
export default function AccessReviewPage() {
  return (
    <ListPage<AccessReviewRow, AccessReviewFilters>
      title="Access Review"
      queryKey={accessReviewQueryKey}
      fetchPage={getAccessReview}
      columns={accessReviewColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'userName', order: 'asc' }}
      defaultPageSize={50}
      defaultFilters={defaultAccessReviewFilters}
      showActiveFilters
      filters={({ filters, setFilter }) => <AccessReviewFiltersBar filters={filters} setFilter={setFilter} />}
      toolbar={({ filters, params }) => (
        <ExportButton fetchLink={() => getAccessReviewExcel(filters, params.search)} />
      )}
    />
  );
}
