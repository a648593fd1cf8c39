import type { HerosAgencyRow } from '@homer/contracts/heros';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { filterAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { agencyListKey, agencyOptionsQuery, getAgencyList } from '../api/heros-queries.ts';
import { agencyColumns, agencyPath } from '../components/agency-columns.tsx';
import { HerosFrame } from '../components/heros-frame.tsx';
import { type AgencyFilters, defaultAgencyFilters } from '../lib/heros-filters.ts';

const getRowId = (row: HerosAgencyRow) => row.id;

/** heros/agencies/list: every agency by name, filtered by county; the search box finds one by name. */
export default function AgencyListPage() {
  const navigate = useNavigate();
  const options = useQuery(agencyOptionsQuery);
  const counties = (options.data?.counties ?? []).map((c) => ({ value: String(c.value), label: c.text }));
  return (
    <HerosFrame>
      <ListPage<HerosAgencyRow, AgencyFilters>
        title="HEROS Agencies"
        queryKey={agencyListKey}
        fetchPage={getAgencyList}
        columns={agencyColumns}
        getRowId={getRowId}
        defaultPageSize={25}
        defaultFilters={defaultAgencyFilters}
        onRowClick={(row) => navigate(agencyPath(row.id))}
        tableMinWidth={900}
        filters={({ filters, setFilter }) => (
          <Select
            label="County"
            w={200}
            searchable
            allowDeselect={false}
            value={filters.countyId ? String(filters.countyId) : filterAll}
            onChange={(v) => setFilter('countyId', v && v !== filterAll ? Number(v) : null)}
            data={[{ value: filterAll, label: 'Any county' }, ...counties]}
          />
        )}
      />
    </HerosFrame>
  );
}
