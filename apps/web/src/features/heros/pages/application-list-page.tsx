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
 * first; the search box finds an agency by name. A row opens the application's review page. A link may name a
 * status (?status=) and a round (?roundId=).
 */
export default function ApplicationListPage() {
  const navigate = useNavigate();
  const linked = useSearchParams()[0].toString();
  const defaultFilters = useMemo(() => initialApplicationFilters(new URLSearchParams(linked)), [linked]);
  return (
    <HerosFrame>
      <ListPage<HerosApplicationRow, ApplicationFilters>
        // A link to a status (the dashboard's) or a round (the HEROS Report's) starts the list afresh on it.
        key={linked}
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
