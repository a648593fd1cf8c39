import { lotStatusChoices, type StockRow } from '@homer/contracts/stock';
import { Group } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { InventorySiteFilter } from '../../../shared/ui/stock/inventory-site-filter.tsx';
import { stockStatusLabels } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { getStockExportLink, getStockList, type StockFilters, stockListKey } from '../api/stock-api.ts';
import { RowLotsModal } from '../components/row-lots-modal.tsx';
import { stockColumns } from '../components/stock-columns.tsx';

const getRowId = (row: StockRow) => `${row.siteId}-${row.productId}`;
const noFilters: StockFilters = { siteId: '', status: '', expiring: '' };
const statusChoices = withAll(
  'Any status',
  lotStatusChoices.map((value) => ({ value, label: stockStatusLabels[value] ?? value })),
);
const expiringChoices = withAll('Any expiry', [
  { value: '30', label: 'Within 30 days' },
  { value: '60', label: 'Within 60 days' },
  { value: '90', label: 'Within 90 days' },
  { value: 'expired', label: 'Expired' },
]);

/** inventories/stock/list: what each inventory site holds, product by product; a row's lots open from it. */
export default function StockListPage() {
  // An inventory's page links here with ?siteId=: the list opens on that site (and Clear keeps it).
  const [searchParams] = useSearchParams();
  const linkedSite = searchParams.get('siteId') ?? '';
  const defaultFilters = useMemo(
    () => ({ ...noFilters, siteId: /^[1-9]\d{0,9}$/.test(linkedSite) ? linkedSite : '' }),
    [linkedSite],
  );
  const [lotsOf, setLotsOf] = useState<StockRow | null>(null);
  // The lots shown for a row are filtered as the row was: the filters on screen when it was opened.
  const params = useRef<ListPageParams<StockFilters> | null>(null);
  const [lotFilters, setLotFilters] = useState<Partial<StockFilters> & { search?: string }>({});
  const columns = useMemo(
    () =>
      stockColumns((row) => {
        const { search, status, expiring } = params.current ?? { ...noFilters, search: '' };
        setLotFilters({ search, status, expiring });
        setLotsOf(row);
      }),
    [],
  );
  return (
    <>
      <ListPage<StockRow, StockFilters>
        title="Stock"
        queryKey={stockListKey}
        fetchPage={getStockList}
        columns={columns}
        getRowId={getRowId}
        defaultPageSize={25}
        defaultFilters={defaultFilters}
        showActiveFilters
        toolbar={({ params: shown }) => <ExportButton fetchLink={() => getStockExportLink(shown)} />}
        tableMinWidth={900}
        filters={({ filters, setFilter, params: shown }) => {
          params.current = shown;
          return (
            <Group gap="sm" align="flex-end">
              <InventorySiteFilter filters={filters} setFilter={setFilter} />
              <FilterSelect
                label="Status"
                name="status"
                data={statusChoices}
                width={160}
                filters={filters}
                setFilter={setFilter}
              />
              <FilterSelect
                label="Expiring"
                name="expiring"
                data={expiringChoices}
                width={170}
                filters={filters}
                setFilter={setFilter}
              />
            </Group>
          );
        }}
      />
      {lotsOf && <RowLotsModal row={lotsOf} filters={lotFilters} onClose={() => setLotsOf(null)} />}
    </>
  );
}
