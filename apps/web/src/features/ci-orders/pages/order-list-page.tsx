import type { CiOrderRow } from '@homer/contracts/ci-orders';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { ciOrderListKey, getCiOrderList } from '../api/ci-orders.ts';
import { ciOrderColumns, ciOrderPath } from '../components/order-columns.tsx';

const getRowId = (row: CiOrderRow) => row.id;

/** ci-repack/orders/list: the CI orders of the user's facilities, newest first, searched by order number. */
export default function OrderListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<CiOrderRow, Record<string, never>>
      title="CI Orders"
      queryKey={ciOrderListKey}
      fetchPage={getCiOrderList}
      columns={ciOrderColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'orderDate', order: 'desc' }}
      defaultPageSize={25}
      onRowClick={(row) => navigate(ciOrderPath(row.id))}
      tableMinWidth={800}
      toolbar={
        <Button component={Link} to={ciOrderPath(0)} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          New CI order
        </Button>
      }
    />
  );
}
