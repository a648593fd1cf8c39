import {
  type RefillListRow,
  type RefillStepFilter,
  refillStepText,
  refillStepValues,
} from '@homer/contracts/refills';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  type FulfillmentFilters,
  filterOptionsQuery,
  fulfillmentListKey,
  getFulfillmentList,
} from '../api/fulfillment-api.ts';
import { FromHomeDeliveryButton } from '../components/from-home-delivery-modal.tsx';
import { fulfillmentColumns } from '../components/fulfillment-columns.tsx';
import { fulfillmentEditPath } from '../lib/create-refill-flow.ts';

const getRowId = (row: RefillListRow) => row.shipmentId;
const defaultFilters: FulfillmentFilters = { facilityId: 0, inventorySiteId: 0, step: 'open' };
const stepChoices = [
  { value: 'open', label: 'Open (before Completed)' },
  { value: 'any', label: 'Any step' },
  ...refillStepValues.map((s) => ({ value: String(s), label: refillStepText(s) })),
];
const all = '0';

/**
 * pharmacy/fulfillment/list: the refill shipments of the caller's facilities, newest first. The search box finds
 * an Rx number; filters narrow to a facility, an inventory and a step.
 */
export default function FulfillmentListPage() {
  const navigate = useNavigate();
  const options = useQuery(filterOptionsQuery);
  const facilities = options.data?.facilities ?? [];
  const sites = options.data?.inventorySites ?? [];
  return (
    <ListPage<RefillListRow, FulfillmentFilters>
      title="Refill Fulfillment"
      queryKey={fulfillmentListKey}
      fetchPage={getFulfillmentList}
      columns={fulfillmentColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'dateCreated', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      onRowClick={(row) => navigate(fulfillmentEditPath(row.shipmentId, row.inventoryId))}
      toolbar={<FromHomeDeliveryButton />}
      filters={({ filters, setFilters }) => (
        <>
          <Select
            label="Facility"
            w={220}
            allowDeselect={false}
            value={String(filters.facilityId)}
            onChange={(v) =>
              // A site of another facility would leave the list empty, so the site filter starts over.
              setFilters({ ...filters, facilityId: Number(v ?? all), inventorySiteId: 0 })
            }
            data={[
              { value: all, label: 'All facilities' },
              ...facilities.map((f) => ({ value: String(f.value), label: f.text })),
            ]}
          />
          <Select
            label="Inventory"
            w={240}
            allowDeselect={false}
            value={String(filters.inventorySiteId)}
            onChange={(v) => setFilters({ ...filters, inventorySiteId: Number(v ?? all) })}
            data={[
              { value: all, label: 'All inventories' },
              ...sites
                .filter((s) => filters.facilityId === 0 || s.facilityId === filters.facilityId)
                .map((s) => ({ value: String(s.value), label: s.text })),
            ]}
          />
          <Select
            label="Step"
            w={220}
            allowDeselect={false}
            value={filters.step === '' ? 'any' : filters.step}
            onChange={(v) =>
              setFilters({ ...filters, step: (v === 'any' ? '' : (v ?? 'open')) as RefillStepFilter })
            }
            data={stepChoices}
          />
        </>
      )}
    />
  );
}
