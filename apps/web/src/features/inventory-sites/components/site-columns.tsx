import type { InventorySiteRow } from '@homer/contracts/inventory-sites';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const sitePath = (id: number) => `/inventories/sites/edit/${id}`;

/** The name links to the edit page only for Inventory SystemAdmins, who may open it. */
export function siteColumns(canEdit: boolean): ListColumn<InventorySiteRow>[] {
  return [
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      render: (row) =>
        canEdit ? (
          <Anchor component={Link} to={sitePath(row.id)} size="sm">
            {row.name}
          </Anchor>
        ) : (
          row.name
        ),
    },
    { key: 'facilityName', title: 'Facility' },
    {
      key: 'lotCount',
      title: 'Lots in Stock',
      headerHint: 'How many lots (a product and lot number) have units on hand at the inventory.',
    },
    { key: 'workstationCount', title: 'Workstations' },
    {
      key: 'isActive',
      title: 'Status',
      render: (row) => (
        <Badge color={row.isActive ? 'teal.9' : 'gray.8'} variant="filled">
          {row.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
  ];
}
