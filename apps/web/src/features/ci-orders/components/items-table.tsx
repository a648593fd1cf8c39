import type { CiOrderItem } from '@homer/contracts/ci-orders';
import { Table, Text } from '@mantine/core';

const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** The unit-dose products ordered, with the cards shipped, received, rejected and available to ship. */
export function ItemsTable({ items }: { items: readonly CiOrderItem[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">NDC</Table.Th>
            <Table.Th scope="col" ta="right">
              Card size
            </Table.Th>
            <Table.Th scope="col">Made from</Table.Th>
            <Table.Th scope="col" ta="right">
              Cards Ordered
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Shipped
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Received
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Rejected
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Available
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.productName}</Table.Td>
              <Table.Td>{item.ndc}</Table.Td>
              <Table.Td ta="right">{count(item.countPerCard)}</Table.Td>
              <Table.Td>
                {item.sourceName}
                <Text span display="block" fz="xs" c="dimmed">
                  {item.sourceNdc}, bottles of {count(item.sourcePackSize)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{count(item.cardsOrdered)}</Table.Td>
              <Table.Td ta="right">{count(item.cardsShipped)}</Table.Td>
              <Table.Td ta="right">{count(item.cardsReceived)}</Table.Td>
              <Table.Td ta="right">{count(item.cardsRejected)}</Table.Td>
              <Table.Td ta="right">{count(item.cardsAvailable)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
