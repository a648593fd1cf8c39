import { stockReceiptMessages as m } from '@homer/contracts/stock-receipts';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import type { ReceiptLineEntry } from './receipt-line.ts';

type Props = { lines: readonly ReceiptLineEntry[]; onRemove: (key: number) => void };

/** The lines to post, each with the warning the server gave when it was added (a recalled lot). */
export function ReceiptLinesTable({ lines, onRemove }: Props) {
  if (lines.length === 0) return <Text c="dimmed">No lines yet: scan or type the first one above.</Text>;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table aria-label="Lines to receive">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Expiry</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Unit Cost</Table.Th>
            <Table.Th>Bin</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={line.key}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>
                {line.product.productName}
                <Text size="xs" c="dimmed">
                  {line.product.ndc}
                </Text>
              </Table.Td>
              <Table.Td>{line.lotNumber}</Table.Td>
              <Table.Td>
                <ExpiryBadge expiry={line.expiryDate || null} />
              </Table.Td>
              <Table.Td>
                <UnitsAndPacks units={line.quantity} unit={line.product} />
              </Table.Td>
              <Table.Td>{line.unitCost}</Table.Td>
              <Table.Td>{line.bin}</Table.Td>
              <Table.Td>
                <StockStatusBadge status={line.recallNumbers.length ? 'recalled' : 'available'} />
                {line.recallNumbers.length > 0 && (
                  <Text size="xs" c="red.9" role="note">
                    {m.recalled(line.product.ndc, line.lotNumber, line.recallNumbers)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onRemove(line.key)}
                  aria-label={`Remove line ${i + 1}`}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
