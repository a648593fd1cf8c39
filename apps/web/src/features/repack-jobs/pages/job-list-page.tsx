import type { Option } from '@homer/contracts/envelope';
import {
  type RepackJobRow,
  repackJobAccess,
  repackJobStatuses,
  repackJobStatusLabels,
} from '@homer/contracts/repack-jobs';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { FilterDate } from '../../../shared/ui/list-page/filter-date.tsx';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  getRepackJobExportLink,
  getRepackJobList,
  type RepackJobFilters,
  repackJobListKey,
  repackJobOptionsQuery,
} from '../api/repack-jobs-api.ts';
import { repackJobColumns, repackJobPath } from '../components/job-columns.tsx';

const getRowId = (row: RepackJobRow) => row.id;
const defaultFilters: RepackJobFilters = {
  status: '',
  siteId: '',
  productId: '',
  technicianId: '',
  from: '',
  to: '',
};
const statusChoices = withAll(
  'All statuses',
  repackJobStatuses.map((s) => ({ value: s, label: repackJobStatusLabels[s] })),
);

/**
 * ci-repack/jobs/list: repack jobs, newest first, and the job log: filter by site, status, product, technician and
 * period, with yield and waste, exported to Excel; technicians plan a new job.
 */
export default function JobListPage() {
  const canRun = useCan(repackJobAccess.technician);
  const navigate = useNavigate();
  const options = useQuery(repackJobOptionsQuery);
  const choices = (all: string, list: readonly Option[] | undefined) =>
    withAll(
      all,
      (list ?? []).map((o) => ({ value: String(o.value), label: o.text })),
    );
  return (
    <ListPage<RepackJobRow, RepackJobFilters>
      title="Repack Jobs"
      queryKey={repackJobListKey}
      fetchPage={getRepackJobList}
      columns={repackJobColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      searchable={false}
      onRowClick={(row) => navigate(repackJobPath(row.id))}
      tableMinWidth={1000}
      filters={({ filters, setFilter }) => (
        <Group gap="sm" align="flex-end">
          <FilterSelect
            label="Inventory Site"
            name="siteId"
            data={choices('All sites', options.data?.sites)}
            width={220}
            filters={filters}
            setFilter={setFilter}
          />
          <FilterSelect
            label="Status"
            name="status"
            data={statusChoices}
            width={220}
            filters={filters}
            setFilter={setFilter}
          />
          <FilterSelect
            label="Product"
            name="productId"
            data={choices('All products', options.data?.products)}
            width={280}
            filters={filters}
            setFilter={setFilter}
          />
          <FilterSelect
            label="Technician"
            name="technicianId"
            data={choices('All technicians', options.data?.technicians)}
            width={220}
            filters={filters}
            setFilter={setFilter}
          />
          <FilterDate label="Created from" name="from" filters={filters} setFilter={setFilter} />
          <FilterDate label="Created to" name="to" filters={filters} setFilter={setFilter} />
        </Group>
      )}
      toolbar={({ params: shown }) => (
        <Group gap="sm">
          <ExportButton fetchLink={() => getRepackJobExportLink(shown)} />
          {canRun ? (
            <Button
              component={Link}
              to={repackJobPath(0)}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              New repack job
            </Button>
          ) : null}
        </Group>
      )}
    />
  );
}
