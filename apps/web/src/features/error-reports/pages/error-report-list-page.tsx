import type { ErrorGroupRow } from '@homer/contracts/error-reports';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { type ErrorGroupFilters, errorGroupListKey, getErrorGroupList } from '../api/error-reports-api.ts';
import { errorGroupColumns } from '../components/error-group-columns.tsx';

const getRowId = (row: ErrorGroupRow) => row.id;
// Open first: what needs looking at (decision 070).
const defaultFilters: ErrorGroupFilters = { status: 'open' };
const statusChoices = withAll('All', [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
]);

/** error-report: errors from browsers and the server, one row per group, last seen first. */
export default function ErrorReportListPage() {
  return (
    <ListPage<ErrorGroupRow, ErrorGroupFilters>
      title="Error Reports"
      queryKey={errorGroupListKey}
      fetchPage={getErrorGroupList}
      columns={errorGroupColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'lastSeenAt', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      searchable={false}
      filters={({ filters, setFilter }) => (
        <FilterSelect
          label="Status"
          name="status"
          data={statusChoices}
          width={160}
          filters={filters}
          setFilter={setFilter}
        />
      )}
    />
  );
}
