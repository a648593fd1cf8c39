import {
  documentKindLabel,
  type StockDocumentRow,
  stockDocumentKindNames,
} from '@homer/contracts/stock-documents';
import { Group } from '@mantine/core';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { InventorySiteFilter } from '../../../shared/ui/stock/inventory-site-filter.tsx';
import { type DocumentFilters, documentListKey, getDocumentList } from '../api/stock-documents-api.ts';
import { documentColumns } from '../components/document-columns.tsx';

const getRowId = (row: StockDocumentRow) => row.id;
const defaultFilters: DocumentFilters = { siteId: '', kind: '' };
const kindChoices = withAll(
  'All kinds',
  stockDocumentKindNames.map((kind) => ({ value: kind, label: documentKindLabel(kind) })),
);

/** inventories/stock/documents/list: every posted stock document, newest first; by site, kind and reference. */
export default function DocumentListPage() {
  return (
    <ListPage<StockDocumentRow, DocumentFilters>
      title="Stock Documents"
      queryKey={documentListKey}
      fetchPage={getDocumentList}
      columns={documentColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'id', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      showActiveFilters
      filters={({ filters, setFilter }) => (
        <Group gap="sm" align="flex-end">
          <InventorySiteFilter filters={filters} setFilter={setFilter} />
          <FilterSelect
            label="Kind"
            name="kind"
            data={kindChoices}
            width={180}
            filters={filters}
            setFilter={setFilter}
          />
        </Group>
      )}
    />
  );
}
