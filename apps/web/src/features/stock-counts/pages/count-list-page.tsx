import {
  type StockCountRow,
  stockCountAccess,
  stockCountStatuses,
  stockCountStatusLabels,
} from '@homer/contracts/stock-counts';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { InventorySiteFilter } from '../../../shared/ui/stock/inventory-site-filter.tsx';
import { getStockCountList, type StockCountFilters, stockCountListKey } from '../api/stock-counts-api.ts';
import { countColumns, countPath } from '../components/count-columns.tsx';
import { StartCountModal } from '../components/start-count-modal.tsx';

const getRowId = (row: StockCountRow) => row.id;
const defaultFilters: StockCountFilters = { status: '', siteId: '' };
const statusChoices = withAll(
  'All statuses',
  stockCountStatuses.map((s) => ({ value: s, label: stockCountStatusLabels[s] })),
);

/** inventories/counts/list: stock counts, newest first; filter by site and status; technicians start one. */
export default function CountListPage() {
  const canCount = useCan(stockCountAccess.counter);
  const [starting, setStarting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <ListPage<StockCountRow, StockCountFilters>
        title="Stock Counts"
        queryKey={stockCountListKey}
        fetchPage={getStockCountList}
        columns={countColumns}
        getRowId={getRowId}
        defaultSort={{ field: 'startedAt', order: 'desc' }}
        defaultPageSize={25}
        defaultFilters={defaultFilters}
        searchable={false}
        filters={({ filters, setFilter }) => (
          <Group gap="sm" align="flex-end">
            <InventorySiteFilter filters={filters} setFilter={setFilter} />
            <FilterSelect
              label="Status"
              name="status"
              data={statusChoices}
              width={220}
              filters={filters}
              setFilter={setFilter}
            />
          </Group>
        )}
        toolbar={canCount ? <Button onClick={() => setStarting(true)}>Start a count</Button> : null}
      />
      {starting && (
        <StartCountModal
          onClose={() => setStarting(false)}
          onStarted={(id) => {
            void queryClient.invalidateQueries({ queryKey: stockCountListKey });
            navigate(countPath(id));
          }}
        />
      )}
    </>
  );
}
