import type { CiOrderDetail } from '@homer/contracts/ci-orders';
import { Table, Text } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

type Event = CiOrderDetail['events'][number];

/** Each status the order took, when, by whom and with what note (a cancellation's reason, a receipt's note). */
export function OrderEventsTable({ events }: { events: readonly Event[] }) {
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No status change yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table withTableBorder striped fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={`${event.at}-${event.status}`}>
              <Table.Td>
                <OrderStatusBadge status={event.status} />
              </Table.Td>
              <Table.Td>{usDateTime(event.at)}</Table.Td>
              <Table.Td>{event.userName}</Table.Td>
              <Table.Td>{event.note || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
