import type { CiOrderLine } from '@homer/contracts/ci-orders';
import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type Props = {
  lines: CiOrderLine[];
  onEdit: (line: CiOrderLine) => void;
  onDelete: (line: CiOrderLine) => void;
};

const figures: Array<[string, keyof CiOrderLine]> = [
  ['Bottles Ordered', 'bottlesOrdered'],
  ['Bottles Invoiced', 'bottlesInvoiced'],
  ['Bottles Received', 'bottlesReceived'],
  ['Size', 'size'],
  ['Product Invoiced', 'productInvoiced'],
  ['Count Per Card', 'countPerCard'],
  ['Cards Ordered', 'cardsOrdered'],
  ['Product Repacked', 'productRepacked'],
  ['Repacked Cards', 'repackedCards'],
  ['Product Returned', 'productReturned'],
  ['Product Remaining', 'productRemaining'],
  ['Product Difference', 'productDifference'],
];

/** The order's invoice lines with their figures; short or over lines are marked. */
export function LinesTable({ lines, onEdit, onDelete }: Props) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This order has no lines yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Invoice #</Table.Th>
            <Table.Th scope="col">Product</Table.Th>
            {figures.map(([title]) => (
              <Table.Th key={title} scope="col" ta="right">
                {title}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.invoiceNumber}</Table.Td>
              <Table.Td>
                {line.productName}
                <Group gap={6}>
                  {line.ndc && (
                    <Text span fz="xs" c="dimmed">
                      {line.ndc}
                    </Text>
                  )}
                  {line.isShortOver && (
                    <Badge size="xs" color={line.productDifference > 0 ? 'blue.8' : 'red.9'} variant="filled">
                      {line.productDifference < 0
                        ? 'Short'
                        : line.productDifference > 0
                          ? 'Over'
                          : 'Short/Over'}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              {figures.map(([title, key]) => (
                <Table.Td key={title} ta="right">
                  {line[key]}
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit line ${line.invoiceNumber} ${line.productName}`}
                    onClick={() => onEdit(line)}
                  >
                    <IconPencil size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete line ${line.invoiceNumber} ${line.productName}`}
                    onClick={() => onDelete(line)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
