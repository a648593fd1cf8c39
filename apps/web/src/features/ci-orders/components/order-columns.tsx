import type { CiOrderRow } from '@homer/contracts/ci-orders';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const ciOrderPath = (id: number) => `/ci-repack/orders/edit/${id}`;
export const ciOrderListPath = '/ci-repack/orders/list';

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
  { key: 'orderDate', title: 'Order Date', sortable: true },
  { key: 'receivedDate', title: 'Received Date', render: (row) => row.receivedDate ?? '' },
  { key: 'status', title: 'Status', width: 120 },
  { key: 'lineCount', title: 'Lines', width: 80 },
  {
    key: 'shortOverCount',
    title: 'Short / Over',
    width: 130,
    headerHint:
      'Lines whose product difference is not 0, or whose bottles ordered, invoiced and received differ.',
    render: (row) =>
      row.shortOverCount > 0 ? (
        <Badge color="red.9" variant="filled">
          {row.shortOverCount}
        </Badge>
      ) : (
        '0'
      ),
  },
];
