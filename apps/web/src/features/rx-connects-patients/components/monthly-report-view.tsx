import type { RxMonthlyReport } from '@homer/contracts/rx-connects-patients';
import { Stack, Table, Text, Title } from '@mantine/core';
import { usDate } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { count, monthName, unitsOf } from '../lib/rx-format.ts';
import { RxSection } from './rx-section.tsx';

const right = { ta: 'right' } as const;

/** The report a repository owes the programme for a month: what it dispensed and what it received, with totals. */
export function MonthlyReportView({ report }: { report: RxMonthlyReport }) {
  const { totals } = report;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {report.repositoryName} · {monthName(report.month)}
        </Title>
        <Text size="sm">
          Due to the Rx Connects programme by {usDate(report.dueBy)} (the 5th of the following month).
        </Text>
      </Stack>
      <DetailsGrid>
        <DetailField label="Patients Served">{count(totals.patients)}</DetailField>
        <DetailField label="Units Dispensed">{count(totals.unitsDispensed)}</DetailField>
        <DetailField label="Units Accepted">{count(totals.unitsAccepted)}</DetailField>
        <DetailField label="Units Rejected">{count(totals.unitsRejected)}</DetailField>
      </DetailsGrid>
      <RxSection title="Dispensed">
        {report.dispensed.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing was dispensed in this month.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table withTableBorder fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Product</Table.Th>
                  <Table.Th scope="col">NDC</Table.Th>
                  <Table.Th scope="col" {...right}>
                    Units
                  </Table.Th>
                  <Table.Th scope="col" {...right}>
                    Patients
                  </Table.Th>
                  <Table.Th scope="col" {...right}>
                    Dispensings
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.dispensed.map((row) => (
                  <Table.Tr key={row.ndc}>
                    <Table.Td>{row.productName}</Table.Td>
                    <Table.Td>{row.ndc}</Table.Td>
                    <Table.Td {...right}>{unitsOf(row.units, row.dispensingUnit)}</Table.Td>
                    <Table.Td {...right}>{count(row.patients)}</Table.Td>
                    <Table.Td {...right}>{count(row.dispensings)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </RxSection>
      <RxSection title="Received">
        {report.received.length === 0 ? (
          <Text size="sm" c="dimmed">
            No donation was received in this month.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Product</Table.Th>
                  <Table.Th scope="col">NDC</Table.Th>
                  <Table.Th scope="col" {...right}>
                    Accepted
                  </Table.Th>
                  <Table.Th scope="col" {...right}>
                    Rejected
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.received.map((row) => (
                  <Table.Tr key={row.ndc}>
                    <Table.Td>{row.productName}</Table.Td>
                    <Table.Td>{row.ndc}</Table.Td>
                    <Table.Td {...right}>{unitsOf(row.accepted, row.dispensingUnit)}</Table.Td>
                    <Table.Td {...right}>{unitsOf(row.rejected, row.dispensingUnit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </RxSection>
    </Stack>
  );
}
