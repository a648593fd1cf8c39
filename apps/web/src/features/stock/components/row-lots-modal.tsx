import { type StockRow, stockMessages } from '@homer/contracts/stock';
import { Alert, Anchor, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { rowLotsQuery, type StockFilters } from '../api/stock-api.ts';
import { sourceText } from './lot-source.ts';

type Props = { row: StockRow; filters: Partial<StockFilters> & { search?: string }; onClose: () => void };

/** A list row's lots, earliest expiry first (the order they are handed out in), each linking to its lot page. */
export function RowLotsModal({ row, filters, onClose }: Props) {
  const lots = useQuery(rowLotsQuery(row, filters));
  return (
    <Modal opened onClose={onClose} size="auto" title={`Lots of ${row.productName} at ${row.siteName}`}>
      {lots.isPending && <Loader size="sm" aria-label="Loading" />}
      {lots.isError && (
        <Alert color="red" role="alert">
          {stockMessages.lotNotFound}
        </Alert>
      )}
      {lots.data && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lot</Table.Th>
                <Table.Th>Expiry</Table.Th>
                <Table.Th>Bin</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>On Hand</Table.Th>
                <Table.Th>Allocated</Table.Th>
                <Table.Th>Available</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lots.data.map((lot) => (
                <Table.Tr key={lot.id}>
                  <Table.Td>
                    <Anchor component={Link} to={lotPath(lot.id)} size="sm">
                      {lot.lotNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <ExpiryBadge expiry={lot.expiryDate} />
                  </Table.Td>
                  <Table.Td>{lot.bin ?? '—'}</Table.Td>
                  <Table.Td>
                    <StockStatusBadge status={lot.status} />
                  </Table.Td>
                  <Table.Td>
                    <UnitsAndPacks units={lot.onHand} unit={row} />
                  </Table.Td>
                  <Table.Td>
                    <UnitsAndPacks units={lot.allocated} unit={row} />
                  </Table.Td>
                  <Table.Td>
                    <UnitsAndPacks units={lot.available} unit={row} />
                  </Table.Td>
                  <Table.Td>{sourceText(lot)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {lots.data?.length === 0 && <Text size="sm">No lots match the filters.</Text>}
    </Modal>
  );
}
