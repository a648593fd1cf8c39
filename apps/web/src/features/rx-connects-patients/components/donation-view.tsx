import type { RxDonation } from '@homer/contracts/rx-connects-patients';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Stack, Table } from '@mantine/core';
import { usDate } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { count } from '../lib/rx-format.ts';
import { RxSection } from './rx-section.tsx';

/** A received donation as it stands on the ledger: who gave it, who inspected it, and each item's lot and units. */
export function DonationView({ donation: d }: { donation: RxDonation }) {
  return (
    <Stack gap="xl">
      <DetailsGrid>
        <DetailField label="Repository">{d.repositoryName}</DetailField>
        <DetailField label="Donor">{d.donorName}</DetailField>
        <DetailField label="Date Received">{usDate(d.receivedOn)}</DetailField>
        <DetailField label="Inspected By">{d.inspectedBy}</DetailField>
        <DetailField label="Accepted">{count(d.acceptedUnits)} units</DetailField>
        <DetailField label="Rejected">{count(d.rejectedUnits)} units</DetailField>
        <DetailField label="Note">{d.note ?? '—'}</DetailField>
      </DetailsGrid>
      <RxSection title="Items Inspected">
        <Table.ScrollContainer minWidth={900}>
          <Table withTableBorder fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">NDC</Table.Th>
                <Table.Th scope="col">Lot</Table.Th>
                <Table.Th scope="col">Expiry</Table.Th>
                <Table.Th scope="col" ta="right">
                  Quantity
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Accepted
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Rejected
                </Table.Th>
                <Table.Th scope="col">Rejection Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a received donation's lines never change.
                <Table.Tr key={index}>
                  <Table.Td>{line.productName}</Table.Td>
                  <Table.Td>{line.ndc}</Table.Td>
                  <Table.Td>{line.lotNumber}</Table.Td>
                  <Table.Td>{usDate(line.expiryDate)}</Table.Td>
                  <Table.Td ta="right">{formatUnitsAndPacks(line.quantity, line)}</Table.Td>
                  <Table.Td ta="right">{count(line.quantity - line.rejected)}</Table.Td>
                  <Table.Td ta="right">{count(line.rejected)}</Table.Td>
                  <Table.Td>{line.rejectionReason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </RxSection>
    </Stack>
  );
}
