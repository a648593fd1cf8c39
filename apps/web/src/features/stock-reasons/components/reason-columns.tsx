import { type StockReasonRow, stockReasonDirectionLabels } from '@homer/contracts/stock-reasons';
import { Badge, Button, Group } from '@mantine/core';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

type Actions = { rename: (row: StockReasonRow) => void; toggle: (row: StockReasonRow) => void };

export function reasonColumns({ rename, toggle }: Actions): ListColumn<StockReasonRow>[] {
  return [
    { key: 'code', title: 'Code', sortable: true },
    { key: 'label', title: 'Label' },
    { key: 'direction', title: 'Direction', render: (row) => stockReasonDirectionLabels[row.direction] },
    {
      key: 'isActive',
      title: 'Status',
      render: (row) => (
        <Badge color={row.isActive ? 'teal.9' : 'gray.8'} variant="filled">
          {row.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      headerHint: 'Reasons HOMER posts stock with itself can be renamed but not deactivated.',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => rename(row)} aria-label={`Rename ${row.code}`}>
            Rename
          </Button>
          {!(row.isSystem && row.isActive) && (
            <Button
              size="xs"
              variant="default"
              onClick={() => toggle(row)}
              aria-label={`${row.isActive ? 'Deactivate' : 'Activate'} ${row.code}`}
            >
              {row.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          )}
        </Group>
      ),
    },
  ];
}
