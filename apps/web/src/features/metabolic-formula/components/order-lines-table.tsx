import type { MfOrder } from '@homer/contracts/metabolic-formula';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Table, Text } from '@mantine/core';
import { usDate } from '../../../shared/lib/us-date.ts';

type Line = MfOrder['lines'][number];

const unitsOf = (units: number, line: Line) =>
  formatUnitsAndPacks(units, { dispensingUnit: line.dispensingUnit, packSize: 1 });

/** The products ordered with their quantities and, once shipped, the lots each came from (first expiry first). */
export function OrderLinesTable({ order }: { order: MfOrder }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">NDC</Table.Th>
            <Table.Th scope="col" ta="right">
              Quantity
            </Table.Th>
            <Table.Th scope="col">Lot</Table.Th>
            <Table.Th scope="col">Expiry</Table.Th>
            <Table.Th scope="col" ta="right">
              Shipped
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {order.lines.map((line) => {
          const span = Math.max(line.lots.length, 1);
          const [first, ...rest] = line.lots;
          return (
            <Table.Tbody key={line.productId}>
              <Table.Tr>
                <Table.Td rowSpan={span}>{line.productName}</Table.Td>
                <Table.Td rowSpan={span}>{line.ndc}</Table.Td>
                <Table.Td rowSpan={span} ta="right">
                  {unitsOf(line.quantity, line)}
                </Table.Td>
                {first ? (
                  <>
                    <Table.Td>{first.lotNumber}</Table.Td>
                    <Table.Td>{usDate(first.expiryDate) || '—'}</Table.Td>
                    <Table.Td ta="right">{unitsOf(first.quantity, line)}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={3}>
                    <Text span size="sm" c="dimmed">
                      {order.status === 'Cancelled' ? 'Not shipped' : 'Not shipped yet'}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
              {rest.map((lot) => (
                <Table.Tr key={lot.lotId}>
                  <Table.Td>{lot.lotNumber}</Table.Td>
                  <Table.Td>{usDate(lot.expiryDate) || '—'}</Table.Td>
                  <Table.Td ta="right">{unitsOf(lot.quantity, line)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          );
        })}
      </Table>
    </Table.ScrollContainer>
  );
}
