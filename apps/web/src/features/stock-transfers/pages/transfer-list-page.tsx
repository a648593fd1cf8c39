import { routeById } from '@homer/contracts/routes';
import { type StockTransferRow, stockTransferStatuses } from '@homer/contracts/stock-transfers';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { InventorySiteFilter } from '../../../shared/ui/stock/inventory-site-filter.tsx';
import { getTransferList, type TransferFilters, transferListKey } from '../api/stock-transfers-api.ts';
import { transferColumns, transferPath } from '../components/transfer-columns.tsx';

const getRowId = (row: StockTransferRow) => row.id;
const defaultFilters: TransferFilters = { status: '', siteId: '' };

/** inventories/transfers/list: transfers between inventory sites, newest first; filter by status and site. */
export default function TransferListPage() {
  const canMove = useCan(routeById('stockReceive').access);
  return (
    <ListPage<StockTransferRow, TransferFilters>
      title="Transfers"
      queryKey={transferListKey}
      fetchPage={getTransferList}
      columns={transferColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'id', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      searchable={false}
      filters={({ filters, setFilter }) => (
        <>
          <FilterSelect
            label="Status"
            name="status"
            data={withAll('All statuses', stockTransferStatuses)}
            width={180}
            filters={filters}
            setFilter={setFilter}
          />
          <InventorySiteFilter filters={filters} setFilter={setFilter} />
        </>
      )}
      toolbar={
        canMove ? (
          <Button component={Link} to={transferPath(0)}>
            New Transfer
          </Button>
        ) : null
      }
    />
  );
}
