import {
  documentKindLabel,
  type StockDocumentRow,
  stockDocumentKindNames,
} from '@homer/contracts/stock-documents';
import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  type DocumentFilters,
  documentListKey,
  documentSitesQuery,
  getDocumentList,
} from '../api/stock-documents-api.ts';
import { documentColumns } from '../components/document-columns.tsx';

const getRowId = (row: StockDocumentRow) => row.id;
const defaultFilters: DocumentFilters = { siteId: '', kind: '' };
const kindChoices = withAll(
  'All kinds',
  stockDocumentKindNames.map((kind) => ({ value: kind, label: documentKindLabel(kind) })),
);

/** inventories/stock/documents/list: every posted stock document, newest first; by site, kind and reference. */
export default function DocumentListPage() {
  const sites = useQuery(documentSitesQuery);
  const siteChoices = withAll(
    'All sites',
    (sites.data ?? []).map((s) => ({ value: String(s.value), label: s.text })),
  );
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
          <FilterSelect
            label="Inventory Site"
            name="siteId"
            data={siteChoices}
            width={220}
            filters={filters}
            setFilter={setFilter}
          />
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
