import {
  type HomeDeliveryRow,
  type HomeDeliveryStatusFilter,
  homeDeliveryStatuses,
} from '@homer/contracts/home-delivery-queue';
import { Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  getHomeDeliveryList,
  type HomeDeliveryFilters,
  homeDeliveryListKey,
} from '../api/home-delivery-api.ts';
import { queueColumns, requestPath } from '../components/queue-columns.tsx';

const getRowId = (row: HomeDeliveryRow) => row.id;
const defaultFilters: HomeDeliveryFilters = { status: 'open' };
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
  return (
    <ListPage<HomeDeliveryRow, HomeDeliveryFilters>
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
