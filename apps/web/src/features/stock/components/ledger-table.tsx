import type { StockLedgerRow } from '@homer/contracts/stock';
import { documentKindLabel } from '@homer/contracts/stock-documents';
import type { StockUnit } from '@homer/contracts/stock-quantity';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { stockDocumentPath } from '../../../shared/lib/stock-paths.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';

type Props = {
  lines: readonly StockLedgerRow[];
  unit: StockUnit;
  /** Given to Pharmacists: a reversible line gets a Reverse button. */
  onReverse?: (line: StockLedgerRow) => void;
};

/** The lot's ledger, newest first, with the lot's balance after each line. */
export function LedgerTable({ lines, unit, onReverse }: Props) {
  if (lines.length === 0) return <Text size="sm">No movements yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped aria-label="Ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Occurred</Table.Th>
            <Table.Th>Recorded</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Balance</Table.Th>
            <Table.Th>Posted By</Table.Th>
            {onReverse && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{usDateTime(line.occurredAt)}</Table.Td>
              <Table.Td>{usDateTime(line.recordedAt)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={stockDocumentPath(line.documentId)} size="sm">
                  {documentKindLabel(line.documentKind)} #{line.documentId}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {line.reference ?? ''}
                {line.note && (
                  <Text size="xs" c="dimmed">
                    {line.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{line.reasonLabel}</Table.Td>
              <Table.Td>
                {line.quantity > 0 ? '+' : ''}
                <UnitsAndPacks units={line.quantity} unit={unit} />
              </Table.Td>
              <Table.Td>
                <UnitsAndPacks units={line.balance} unit={unit} />
              </Table.Td>
              <Table.Td>{line.postedBy ?? 'System'}</Table.Td>
              {onReverse && (
                <Table.Td>
                  {line.reversible && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onReverse(line)}
                      aria-label={`Reverse ${documentKindLabel(line.documentKind).toLowerCase()} #${line.documentId}`}
                    >
                      Reverse
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
