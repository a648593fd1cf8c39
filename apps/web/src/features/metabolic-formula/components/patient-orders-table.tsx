import type { MfOrderRow } from '@homer/contracts/metabolic-formula';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import { periodLabel } from '../lib/mf-format.ts';
import { mfOrderPath } from '../lib/mf-paths.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const count = (value: number) => value.toLocaleString('en-US');

/** The patient's newest orders, each linking to its page (the order queue lists them all). */
export function PatientOrdersTable({ orders }: { orders: readonly MfOrderRow[] }) {
  if (orders.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No order has been placed for this patient yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Order #</Table.Th>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col" ta="right">
              Months
            </Table.Th>
            <Table.Th scope="col">Ship By</Table.Th>
            <Table.Th scope="col" ta="right">
              Units
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.orderId}>
              <Table.Td>
                <Anchor component={Link} to={mfOrderPath(order.orderId)} size="sm">
                  {order.orderNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{periodLabel(order.period)}</Table.Td>
              <Table.Td ta="right">{order.months}</Table.Td>
              <Table.Td>{usDate(order.shipBy)}</Table.Td>
              <Table.Td ta="right">{count(order.units)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
