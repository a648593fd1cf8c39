import type { StockTransfer } from '@homer/contracts/stock-transfers';
import { Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { TransferStatusBadge } from './transfer-status-badge.tsx';

function Step({ label, step }: { label: string; step: StockTransfer['created'] }) {
  if (!step) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {usDateTime(step.at)}
      {step.by ? ` by ${step.by}` : ''}
    </Text>
  );
}

/** Where the transfer goes, who did each step, and each lot's units sent, received and rejected. */
export function TransferSummary({ transfer }: { transfer: StockTransfer }) {
  const counted = transfer.status === 'Received';
  return (
    <Stack>
      <Group>
        <Text>
          <Text span fw={600}>
            {transfer.fromSiteName}
          </Text>{' '}
          to{' '}
          <Text span fw={600}>
            {transfer.toSiteName}
          </Text>
        </Text>
        <TransferStatusBadge status={transfer.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
        <Step label="Created" step={transfer.created} />
        <Step label="Dispatched" step={transfer.dispatched} />
        <Step label="Received" step={transfer.received} />
        <Step label="Cancelled" step={transfer.cancelled} />
      </SimpleGrid>
      {transfer.note && <Text size="sm">Note: {transfer.note}</Text>}
      <Table.ScrollContainer minWidth={700}>
        <Table aria-label="Lots of the transfer">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Lot</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>Expiry</Table.Th>
              <Table.Th>Sent</Table.Th>
              {counted && <Table.Th>Received</Table.Th>}
              {counted && <Table.Th>Rejected</Table.Th>}
              {counted && <Table.Th>Received Into</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transfer.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Anchor component={Link} to={lotPath(line.sourceLotId)} size="sm">
                    {line.lotNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {line.productName} ({line.ndc})
                </Table.Td>
                <Table.Td>
                  <ExpiryBadge expiry={line.expiryDate} />
                </Table.Td>
                <Table.Td>
                  <UnitsAndPacks units={line.quantity} unit={line} />
                </Table.Td>
                {counted && (
                  <Table.Td>
                    <UnitsAndPacks units={line.receivedQuantity ?? 0} unit={line} />
                  </Table.Td>
                )}
                {counted && (
                  <Table.Td>
                    <UnitsAndPacks units={line.rejectedQuantity ?? 0} unit={line} />
                  </Table.Td>
                )}
                {counted && (
                  <Table.Td>
                    {line.destinationLotId && (
                      <Anchor component={Link} to={lotPath(line.destinationLotId)} size="sm">
                        Lot {line.lotNumber} at {transfer.toSiteName}
                      </Anchor>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
