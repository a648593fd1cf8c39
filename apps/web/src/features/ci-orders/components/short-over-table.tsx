import { type CiShortOverLine, ciShortOverTexts } from '@homer/contracts/ci-orders';
import { Table, Text } from '@mantine/core';

/** Spec §2.6, the columns as written. */
const numberColumns: Array<[string, keyof CiShortOverLine]> = [
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

export function ShortOverTable({ lines }: { lines: CiShortOverLine[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder withColumnBorders striped fz="xs" verticalSpacing={4} horizontalSpacing={6}>
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
              <Table.Tr key={JSON.stringify(line)}>
                <Table.Td>{line.invoiceNumber}</Table.Td>
                <Table.Td>
                  {line.productName}
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
