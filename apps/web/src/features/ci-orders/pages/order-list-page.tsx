import { type CiOrderRow, ciOrderStatuses } from '@homer/contracts/ci-orders';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { type CiOrderFilters, ciOrderListKey, getCiOrderList } from '../api/ci-orders.ts';
import { ciOrderColumns } from '../components/order-columns.tsx';
import { ciOrderPath } from '../lib/order-paths.ts';

const getRowId = (row: CiOrderRow) => row.id;
const defaultFilters: CiOrderFilters = { status: '' };
const statusChoices = withAll('All statuses', ciOrderStatuses);

/**
 * ci-repack/orders/list: the county orders of the user's facilities, as orderer or as supplying pharmacy, newest
 * first, searched by order number and filtered by status.
 */
export default function OrderListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<CiOrderRow, CiOrderFilters>
      title="CI Orders"
      queryKey={ciOrderListKey}
      fetchPage={getCiOrderList}
      columns={ciOrderColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'orderDate', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      onRowClick={(row) => navigate(ciOrderPath(row.id))}
      tableMinWidth={900}
      filters={({ filters, setFilter }) => (
        <FilterSelect
          label="Status"
          name="status"
          data={statusChoices}
          width={200}
          filters={filters}
          setFilter={setFilter}
        />
      )}
      toolbar={
        <Button component={Link} to={ciOrderPath(0)} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          New CI Order
        </Button>
      }
    />
  );
}
