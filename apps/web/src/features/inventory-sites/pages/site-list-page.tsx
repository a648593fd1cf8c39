import type { InventorySiteRow } from '@homer/contracts/inventory-sites';
import { routeById } from '@homer/contracts/routes';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  getInventorySiteList,
  type InventorySiteFilters,
  inventoryFacilitiesQuery,
  inventorySiteListKey,
} from '../api/inventory-sites-api.ts';
import { siteColumns, sitePath } from '../components/site-columns.tsx';

const getRowId = (row: InventorySiteRow) => row.id;
const defaultFilters: InventorySiteFilters = { facilityId: '' };

/** inventories/sites/list: the inventories of pharmacy facilities, by name; filter by facility, search by name. */
export default function SiteListPage() {
  const canEdit = useCan(routeById('inventorySiteEdit').access);
  const columns = useMemo(() => siteColumns(canEdit), [canEdit]);
  const facilities = useQuery(inventoryFacilitiesQuery);
  const facilityChoices = withAll(
    'All facilities',
    (facilities.data ?? []).map((f) => ({ value: String(f.value), label: f.text })),
  );
  return (
    <ListPage<InventorySiteRow, InventorySiteFilters>
      title="Inventories"
      queryKey={inventorySiteListKey}
      fetchPage={getInventorySiteList}
      columns={columns}
      getRowId={getRowId}
      defaultSort={{ field: 'name', order: 'asc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      filters={({ filters, setFilter }) => (
        <FilterSelect
          label="Facility"
          name="facilityId"
          data={facilityChoices}
          width={280}
          filters={filters}
          setFilter={setFilter}
        />
      )}
      toolbar={
        canEdit ? (
          <Button component={Link} to={sitePath(0)}>
            New Inventory
          </Button>
        ) : null
      }
    />
  );
}
