import type { NdcProduct } from '@homer/contracts/fda-recalls';
import { routeById } from '@homer/contracts/routes';
import { Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { type FormularyFilters, formularyListKey, getFormularyList } from '../api/fda-recalls-api.ts';
import { formularyColumns, formularyEditPath } from '../components/formulary-columns.tsx';

const getRowId = (row: NdcProduct) => row.id;
const defaultFilters: FormularyFilters = { isActive: 'true' };
const activeChoices = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: 'any', label: 'Active and inactive' },
];

/** ndcs/formulary/list: the NDC formulary; search by NDC digits or product name. NDC administrators edit rows. */
export default function FormularyListPage() {
  const navigate = useNavigate();
  const canEdit = useCan(routeById('ndcFormularyEdit').access);
  return (
    <ListPage<NdcProduct, FormularyFilters>
      title="NDC Formulary"
      queryKey={formularyListKey}
      fetchPage={getFormularyList}
      columns={formularyColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'productName', order: 'asc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      onRowClick={canEdit ? (row) => navigate(formularyEditPath(row.id)) : undefined}
      filters={({ filters, setFilter }) => (
        <Select
          label="Status"
          w={220}
          allowDeselect={false}
          value={filters.isActive === '' ? 'any' : filters.isActive}
          onChange={(v) =>
            setFilter('isActive', (v === 'any' ? '' : (v ?? 'true')) as FormularyFilters['isActive'])
          }
          data={activeChoices}
        />
      )}
      toolbar={
        canEdit ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => navigate(formularyEditPath(0))}
          >
            New NDC Product
          </Button>
        ) : null
      }
    />
  );
}
