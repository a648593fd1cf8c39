import { type CiShortOverLine, ciShortOverTexts } from '@homer/contracts/ci-orders';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line of the printable report, or one of the order page's (which says whether it is short or over). */
export type ShortOverRow = Omit<CiShortOverLine, 'ciOrderNumber'> & {
  itemId?: number;
  isShortOver?: boolean;
};

/** Spec §2.6, the columns as written. */
const numberColumns: Array<[string, keyof ShortOverRow]> = [
  ['Bottles Ordered', 'bottlesOrdered'],
  ['Bottles Invoiced', 'bottlesInvoiced'],
  ['Size', 'size'],
  ['Product Invoiced', 'productInvoiced'],
  ['Count Per Card', 'countPerCard'],
  ['Cards Ordered', 'cardsOrdered'],
  ['Product Remaining', 'productRemaining'],
  ['Bottles Received', 'bottlesReceived'],
  ['Product Repacked', 'productRepacked'],
  ['Repacked Cards', 'repackedCards'],
  ['Product Returned', 'productReturned'],
  ['Product Difference', 'productDifference'],
];

const mark = (difference: number) => (difference < 0 ? 'Short' : difference > 0 ? 'Over' : 'Short/Over');

type Props = { lines: readonly ShortOverRow[]; caption?: ReactNode };

/** The shortage/overage lines; on the order page a line that is short or over is marked. */
export function ShortOverTable({ lines, caption }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder withColumnBorders striped fz="xs" verticalSpacing={4} horizontalSpacing={6}>
        {caption && (
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Invoice #</Table.Th>
            <Table.Th scope="col">Product NDC</Table.Th>
            {numberColumns.map(([title]) => (
              <Table.Th key={title} scope="col" ta="right">
                {title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={numberColumns.length + 2}>
                <Text size="sm" ta="center" py="sm">
                  {ciShortOverTexts.empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            lines.map((line) => (
              <Table.Tr key={line.itemId ?? JSON.stringify(line)} fw={line.isShortOver ? 600 : undefined}>
                <Table.Td>{line.invoiceNumber || '—'}</Table.Td>
                <Table.Td>
                  <Group gap={6} component="span" wrap="wrap">
                    <span>{line.productName}</span>
                    {line.isShortOver && (
                      <Badge
                        size="xs"
                        color={line.productDifference > 0 ? 'blue.8' : 'red.9'}
                        variant="filled"
                      >
                        {mark(line.productDifference)}
                      </Badge>
                    )}
                  </Group>
                  {line.ndc && (
                    <Text span display="block" fz="xs" c="dimmed">
                      {line.ndc}
                    </Text>
                  )}
                </Table.Td>
                {numberColumns.map(([title, key]) => (
                  <Table.Td key={title} ta="right" fw={key === 'productDifference' ? 700 : undefined}>
                    {line[key]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
