import type { StockTransferRow } from '@homer/contracts/stock-transfers';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { TransferStatusBadge } from './transfer-status-badge.tsx';

export const transferPath = (id: number) => `/inventories/transfers/edit/${id}`;

export const transferColumns: ListColumn<StockTransferRow>[] = [
  {
    key: 'id',
    title: 'Transfer',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={transferPath(row.id)} size="sm">
        Transfer #{row.id}
      </Anchor>
    ),
  },
  { key: 'fromSiteName', title: 'From Site' },
  { key: 'toSiteName', title: 'To Site' },
  { key: 'status', title: 'Status', render: (row) => <TransferStatusBadge status={row.status} /> },
  { key: 'lineCount', title: 'Lots' },
  { key: 'createdAt', title: 'Created', render: (row) => usDateTime(row.createdAt) },
  {
    key: 'dispatchedAt',
    title: 'Dispatched',
    render: (row) => (row.dispatchedAt ? usDateTime(row.dispatchedAt) : ''),
  },
  {
    key: 'receivedAt',
    title: 'Received',
    render: (row) => (row.receivedAt ? usDateTime(row.receivedAt) : ''),
  },
];
