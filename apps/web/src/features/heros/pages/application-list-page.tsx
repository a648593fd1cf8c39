import type { HerosApplicationRow } from '@homer/contracts/heros';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { applicationListKey, getApplicationList } from '../api/heros-queries.ts';
import { applicationColumns, applicationPath } from '../components/application-columns.tsx';
import { ApplicationFiltersBar } from '../components/application-filters.tsx';
import { HerosFrame } from '../components/heros-frame.tsx';
import { type ApplicationFilters, initialApplicationFilters } from '../lib/heros-filters.ts';

const getRowId = (row: HerosApplicationRow) => row.id;

/**
 * heros/applications/list: the review queue, the open round's applications by default, those awaiting a decision
 * first; the search box finds an agency by name. A row opens the application's review page.
 */
export default function ApplicationListPage() {
  const navigate = useNavigate();
  const statusParam = useSearchParams()[0].get('status');
  const defaultFilters = useMemo(() => initialApplicationFilters(statusParam), [statusParam]);
  return (
    <HerosFrame>
      <ListPage<HerosApplicationRow, ApplicationFilters>
        // A dashboard link to a status starts the list afresh on that filter.
        key={statusParam ?? ''}
        title="HEROS Applications"
        queryKey={applicationListKey}
        fetchPage={getApplicationList}
        columns={applicationColumns}
        getRowId={getRowId}
        defaultPageSize={25}
        defaultFilters={defaultFilters}
        onRowClick={(row) => navigate(applicationPath(row.id))}
        tableMinWidth={900}
        filters={({ filters, setFilter }) => (
          <ApplicationFiltersBar filters={filters} setFilter={setFilter} />
        )}
      />
    </HerosFrame>
  );
}
