import { type RecallRow, recallStatuses } from '@homer/contracts/fda-recalls';
import { routeById } from '@homer/contracts/routes';
import { Checkbox, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import {
  getRecallList,
  type RecallFilters,
  type RecallListResult,
  recallListKey,
} from '../api/fda-recalls-api.ts';
import { recallColumns } from '../components/recall-columns.tsx';
import { RecallUpload } from '../components/recall-upload.tsx';

const getRowId = (row: RecallRow) => row.id;
const defaultFilters: RecallFilters = {
  state: 'FL',
  status: 'Ongoing',
  isInFormulary: false,
  isInStock: false,
};
/** The dashboard's "Recalls affecting our stock" asks for ongoing recalls held in stock, in any state. */
const inStockFilters: RecallFilters = { state: '', status: 'Ongoing', isInFormulary: false, isInStock: true };
const statusChoices = [
  { value: 'any', label: 'Any status' },
  ...recallStatuses.map((s) => ({ value: s, label: s })),
];
const stateChoices = [
  { value: 'FL', label: 'Florida' },
  { value: 'any', label: 'Any state' },
];

/**
 * ndcs/recalls/list: the imported openFDA recalls, newest first, with the inventory sites that hold each recalled
 * NDC (and whether their lot is the one named). NDC administrators upload openFDA files here.
 */
export default function RecallListPage() {
  const canUpload = useCan(routeById('ndcFormularyEdit').access);
  const [lastImport, setLastImport] = useState<RecallListResult['lastImport']>(null);
  const inStock = useSearchParams()[0].get('inStock') === 'true';
  const fetchPage = async (params: ListPageParams<RecallFilters>, signal: AbortSignal) => {
    const page = await getRecallList(params, signal);
    setLastImport(page.lastImport ?? null);
    return page;
  };
  return (
    <ListPage<RecallRow, RecallFilters>
      key={String(inStock)}
      title="FDA Recalls"
      queryKey={recallListKey}
      fetchPage={fetchPage}
      columns={recallColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'recallInitiationDateStr', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={inStock ? inStockFilters : defaultFilters}
      tableMinWidth={1100}
      filters={({ filters, setFilter }) => (
        <Group align="flex-end">
          <Select
            label="State"
            w={160}
            allowDeselect={false}
            value={filters.state === '' ? 'any' : filters.state}
            onChange={(v) => setFilter('state', v === 'any' ? '' : (v ?? 'FL'))}
            data={stateChoices}
          />
          <Select
            label="Status"
            w={160}
            allowDeselect={false}
            value={filters.status === '' ? 'any' : filters.status}
            onChange={(v) => setFilter('status', v === 'any' ? '' : (v ?? 'Ongoing'))}
            data={statusChoices}
          />
          <Checkbox
            label="In our formulary"
            checked={filters.isInFormulary}
            onChange={(e) => setFilter('isInFormulary', e.currentTarget.checked)}
          />
          <Checkbox
            label="Held in our inventories"
            checked={filters.isInStock}
            onChange={(e) => setFilter('isInStock', e.currentTarget.checked)}
          />
        </Group>
      )}
      toolbar={
        <Group>
          {lastImport && (
            <Text size="sm" c="dimmed">
              Last import {usDateTime(lastImport.at)} ({lastImport.source}, {lastImport.records} recalls)
            </Text>
          )}
          {canUpload && <RecallUpload />}
        </Group>
      }
    />
  );
}
