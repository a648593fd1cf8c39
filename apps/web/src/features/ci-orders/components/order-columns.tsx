import type { CiOrderRow } from '@homer/contracts/ci-orders';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ciOrderPath } from '../lib/order-paths.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const count = (value: number) => value.toLocaleString('en-US');

export const ciOrderColumns: ListColumn<CiOrderRow>[] = [
  {
    key: 'orderNumber',
    title: 'Order Number',
    render: (row) => (
      <Anchor component={Link} to={ciOrderPath(row.id)} size="sm">
        {row.orderNumber}
      </Anchor>
    ),
  },
  { key: 'facilityName', title: 'Facility' },
  { key: 'supplyingSiteName', title: 'Supplying pharmacy', render: (row) => row.supplyingSiteName ?? '—' },
  { key: 'orderDate', title: 'Order Date', sortable: true, render: (row) => usDate(row.orderDate) },
  { key: 'status', title: 'Status', render: (row) => <OrderStatusBadge status={row.status} /> },
  { key: 'itemCount', title: 'Products', width: 100, render: (row) => count(row.itemCount) },
  { key: 'cardsOrdered', title: 'Cards Ordered', width: 130, render: (row) => count(row.cardsOrdered) },
];
