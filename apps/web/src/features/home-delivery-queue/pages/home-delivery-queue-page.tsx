import {
  type HomeDeliveryRow,
  type HomeDeliveryStatusFilter,
  homeDeliveryStatuses,
} from '@homer/contracts/home-delivery-queue';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  getHomeDeliveryList,
  type HomeDeliveryFilters,
  homeDeliveryListKey,
} from '../api/home-delivery-api.ts';
import { queueColumns, requestPath } from '../components/queue-columns.tsx';

const getRowId = (row: HomeDeliveryRow) => row.id;

/** Open requests unless a link asks for one status (?status=Received, the dashboard's "Orders due"). */
function initialFilters(statusParam: string | null): HomeDeliveryFilters {
  const status = homeDeliveryStatuses.find((s) => s === statusParam);
  return { status: status ?? 'open' };
}
const statusChoices = [
  { value: 'open', label: 'Open (Received, In Process)' },
  { value: 'any', label: 'Any status' },
  ...homeDeliveryStatuses.map((s) => ({ value: s, label: s })),
];

/**
 * pharmacy/home-delivery/list: the refill requests from the public form, the longest-waiting first. The search box
 * finds an Rx number or the digits of a phone number.
 */
export default function HomeDeliveryQueuePage() {
  const navigate = useNavigate();
  const statusParam = useSearchParams()[0].get('status');
  const defaultFilters = useMemo(() => initialFilters(statusParam), [statusParam]);
  return (
    <ListPage<HomeDeliveryRow, HomeDeliveryFilters>
      key={statusParam ?? ''}
      title="Home Delivery Refills"
      queryKey={homeDeliveryListKey}
      fetchPage={getHomeDeliveryList}
      columns={queueColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'submittedAt', order: 'asc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      onRowClick={(row) => navigate(requestPath(row.id))}
      filters={({ filters, setFilter }) => (
        <Select
          label="Status"
          w={240}
          allowDeselect={false}
          value={filters.status === '' ? 'any' : filters.status}
          onChange={(v) =>
            setFilter('status', (v === 'any' ? '' : (v ?? 'open')) as HomeDeliveryStatusFilter)
          }
          data={statusChoices}
        />
      )}
    />
  );
}
