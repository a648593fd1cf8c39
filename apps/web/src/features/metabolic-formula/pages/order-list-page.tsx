import { type MfOrderRow, mfOrderStatuses } from '@homer/contracts/metabolic-formula';
import { Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getMfOrderList, type MfOrderFilters, mfOrderListKey } from '../api/mf-orders.ts';
import { mfOrderColumns } from '../components/order-columns.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { mfOrderPath } from '../lib/mf-paths.ts';

const getRowId = (row: MfOrderRow) => row.orderId;
const defaultFilters: MfOrderFilters = { period: '', status: '' };
const statusChoices = withAll('All statuses', mfOrderStatuses);

/** metabolic-formula/orders/list: the order queue, by period and status; an order opens its page. */
export default function OrderListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<MfOrderRow, MfOrderFilters>
      title="Formula Orders"
      queryKey={mfOrderListKey}
      fetchPage={getMfOrderList}
      columns={mfOrderColumns}
      getRowId={getRowId}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      searchable={false}
      onRowClick={(row) => navigate(mfOrderPath(row.orderId))}
      tableMinWidth={900}
      filters={({ filters, setFilter }) => (
        <Group gap="sm" align="flex-end">
          <PeriodFilter filters={filters} setFilter={setFilter} />
          <FilterSelect
            label="Status"
            name="status"
            data={statusChoices}
            width={200}
            filters={filters}
            setFilter={setFilter}
          />
        </Group>
      )}
    />
  );
}
