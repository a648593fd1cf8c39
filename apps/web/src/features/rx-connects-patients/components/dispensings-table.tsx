import type { RxDispensing } from '@homer/contracts/rx-connects-patients';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Table, Text } from '@mantine/core';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';

/** What was dispensed to the applicant, each dispensing with the lots its units came from (first expiry first). */
export function DispensingsTable({ dispensings }: { dispensings: readonly RxDispensing[] }) {
  if (dispensings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing has been dispensed to this applicant yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Dispensed</Table.Th>
            <Table.Th scope="col">Dispensed By</Table.Th>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">NDC</Table.Th>
            <Table.Th scope="col">Lot</Table.Th>
            <Table.Th scope="col">Expiry</Table.Th>
            <Table.Th scope="col" ta="right">
              Quantity
            </Table.Th>
            <Table.Th scope="col">Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {dispensings.map((dispensing) => {
          const span = Math.max(dispensing.lines.length, 1);
          return (
            <Table.Tbody key={dispensing.id}>
              {dispensing.lines.map((line, index) => (
                // A product picked from two lots is two lines of one dispensing.
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a dispensing never change order.
                <Table.Tr key={index}>
                  {index === 0 && (
                    <>
                      <Table.Td rowSpan={span}>{usDateTime(dispensing.dispensedAt)}</Table.Td>
                      <Table.Td rowSpan={span}>{dispensing.dispensedBy}</Table.Td>
                    </>
                  )}
                  <Table.Td>{line.productName}</Table.Td>
                  <Table.Td>{line.ndc}</Table.Td>
                  <Table.Td>{line.lotNumber}</Table.Td>
                  <Table.Td>{usDate(line.expiryDate) || '—'}</Table.Td>
                  <Table.Td ta="right">{formatUnitsAndPacks(line.quantity, line)}</Table.Td>
                  {index === 0 && <Table.Td rowSpan={span}>{dispensing.note ?? ''}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          );
        })}
      </Table>
    </Table.ScrollContainer>
  );
}
