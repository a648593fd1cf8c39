import { type StockDocumentLine, stockDocumentMaxLines } from '@homer/contracts/stock-documents';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';

/** A document's lines, by product and lot: what moved into (+) or out of (−) each lot, and why. */
export function DocumentLines({
  lines,
  lineCount,
}: {
  lines: readonly StockDocumentLine[];
  lineCount: number;
}) {
  return (
    <>
      {lineCount > lines.length && (
        <Text size="sm" c="dimmed">
          The first {stockDocumentMaxLines.toLocaleString('en-US')} of {lineCount.toLocaleString('en-US')}{' '}
          lines, by product and lot; each lot's page has its full ledger.
        </Text>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label="Lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Lot</Table.Th>
              <Table.Th>Expiry</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.productName}
                  <Text size="xs" c="dimmed">
                    NDC {line.ndc}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={lotPath(line.lotId)} size="sm">
                    {line.lotNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ExpiryBadge expiry={line.expiryDate} />
                </Table.Td>
                <Table.Td>{line.reasonLabel}</Table.Td>
                <Table.Td>
                  {line.quantity > 0 ? '+' : ''}
                  <UnitsAndPacks units={line.quantity} unit={line} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
