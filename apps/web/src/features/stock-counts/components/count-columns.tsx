import type { StockCountRow } from '@homer/contracts/stock-counts';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { CountStatusBadge } from './count-status-badge.tsx';

export const countPath = (id: number) => `/inventories/counts/edit/${id}`;

export const countColumns: ListColumn<StockCountRow>[] = [
  {
    key: 'id',
    title: 'Count',
    render: (row) => (
      <Anchor component={Link} to={countPath(row.id)} size="sm">
        Stock count #{row.id}
      </Anchor>
    ),
  },
  { key: 'siteName', title: 'Inventory Site' },
  { key: 'scopeLabel', title: 'Products' },
  { key: 'lineCount', title: 'Lots' },
  { key: 'status', title: 'Status', render: (row) => <CountStatusBadge status={row.status} /> },
  { key: 'startedByName', title: 'Started By' },
  { key: 'startedAt', title: 'Started', sortable: true, render: (row) => usDateTime(row.startedAt) },
];
