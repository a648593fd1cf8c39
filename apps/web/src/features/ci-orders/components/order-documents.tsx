import type { CiOrderDocument } from '@homer/contracts/ci-orders';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath, stockDocumentPath } from '../../../shared/lib/stock-paths.ts';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { documentKindLabels, documentLineFigures, packWord } from '../lib/order-documents.ts';

const count = (value: number) => value.toLocaleString('en-US');

function DocumentLines({ document }: { document: CiOrderDocument }) {
  const shipment = document.kind === 'shipment';
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Lot</Table.Th>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">{shipment ? 'Beyond-use date' : 'Expiration Date'}</Table.Th>
            <Table.Th scope="col" ta="right">
              Units
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {packWord(document.kind)}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.lines.map((line) => {
            const figures = documentLineFigures(line);
            return (
              <Table.Tr key={`${line.lotId}-${line.units}`}>
                <Table.Td>
                  <Anchor component={Link} to={lotPath(line.lotId)} size="sm">
                    {line.lotNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {line.productName}
                  <Text span display="block" fz="xs" c="dimmed">
                    {line.ndc}
                  </Text>
                </Table.Td>
                <Table.Td>{usDate(line.expiryDate) || '—'}</Table.Td>
                <Table.Td ta="right">{count(figures.units)}</Table.Td>
                <Table.Td ta="right">{count(figures.packs)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The order's receipts, returns and shipments as the stock ledger holds them, each linked to its ledger document:
 * the figures of the shortage/overage lines are read from these.
 */
export function OrderDocuments({ documents }: { documents: readonly CiOrderDocument[] }) {
  if (documents.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing has been received, returned or shipped for this order yet.
      </Text>
    );
  return (
    <Stack gap="md">
      {documents.map((document) => (
        <Stack key={document.documentId} gap={4}>
          <Title order={3} size="h5">
            <Anchor component={Link} to={stockDocumentPath(document.documentId)} inherit>
              {documentKindLabels[document.kind]} #{document.documentId}
            </Anchor>
          </Title>
          <Text size="xs" c="dimmed">
            {usDateTime(document.occurredAt)}
            {document.reference && ` · Reference ${document.reference}`}
          </Text>
          <DocumentLines document={document} />
        </Stack>
      ))}
    </Stack>
  );
}
