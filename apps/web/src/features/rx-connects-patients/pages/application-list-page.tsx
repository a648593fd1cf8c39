import { type RxApplicationRow, rxApplicationStatuses } from '@homer/contracts/rx-connects-patients';
import { Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { RxConnectsTabs } from '../../rx-connects/components/rx-connects-tabs.tsx';
import {
  getRxApplicationList,
  type RxApplicationFilters,
  rxApplicationListKey,
} from '../api/rx-applications.ts';
import { rxApplicationColumns } from '../components/application-columns.tsx';
import { RepositoryFilter } from '../components/repository-filter.tsx';
import { rxApplicationPath } from '../lib/rx-patient-paths.ts';

const getRowId = (row: RxApplicationRow) => row.id;
// The queue opens on the work: applications waiting for a decision (decision 089).
const defaultFilters: RxApplicationFilters = { status: 'Pending', repositoryId: '' };
const statusChoices = withAll('All statuses', rxApplicationStatuses);

/**
 * rxconnects/patient-applications/list: residents' applications to the user's repositories (every repository for
 * an Rx Connects administrator), searched by name or reference number; an application opens its page.
 */
export default function ApplicationListPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <ListPage<RxApplicationRow, RxApplicationFilters>
        title="Rx Connects Patient Applications"
        queryKey={rxApplicationListKey}
        fetchPage={getRxApplicationList}
        columns={rxApplicationColumns}
        getRowId={getRowId}
        defaultPageSize={25}
        defaultFilters={defaultFilters}
        onRowClick={(row) => navigate(rxApplicationPath(row.id))}
        tableMinWidth={960}
        filters={({ filters, setFilter }) => (
          <Group gap="sm" align="flex-end">
            <FilterSelect
              label="Status"
              name="status"
              data={statusChoices}
              width={170}
              filters={filters}
              setFilter={setFilter}
            />
            <RepositoryFilter filters={filters} setFilter={setFilter} />
          </Group>
        )}
      />
    </Stack>
  );
}
