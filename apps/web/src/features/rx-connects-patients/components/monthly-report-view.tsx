import type { RxMonthlyReport } from '@homer/contracts/rx-connects-patients';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Stack, Table, Text, Title } from '@mantine/core';
import { usDate } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { count, monthName } from '../lib/rx-format.ts';
import { RxSection } from './rx-section.tsx';

const right = { ta: 'right' } as const;

type ProductRow = { productName: string; ndc: string };
type Figure<R> = { label: string; value: (row: R) => string };

/** One row per product: its name and NDC, then the report's figures for it, right-aligned. */
function ProductTable<R extends ProductRow>(props: {
  rows: readonly R[];
  columns: Figure<R>[];
  empty: string;
}) {
  if (props.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {props.empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480 + 80 * props.columns.length}>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">NDC</Table.Th>
            {props.columns.map((column) => (
              <Table.Th key={column.label} scope="col" {...right}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.ndc}>
              <Table.Td>{row.productName}</Table.Td>
              <Table.Td>{row.ndc}</Table.Td>
              {props.columns.map((column) => (
                <Table.Td key={column.label} {...right}>
                  {column.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

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
        <ProductTable
          rows={report.dispensed}
          empty="Nothing was dispensed in this month."
          columns={[
            { label: 'Units', value: (row) => formatUnitsAndPacks(row.units, row) },
            { label: 'Patients', value: (row) => count(row.patients) },
            { label: 'Dispensings', value: (row) => count(row.dispensings) },
          ]}
        />
      </RxSection>
      <RxSection title="Received">
        <ProductTable
          rows={report.received}
          empty="No donation was received in this month."
          columns={[
            { label: 'Accepted', value: (row) => formatUnitsAndPacks(row.accepted, row) },
            { label: 'Rejected', value: (row) => formatUnitsAndPacks(row.rejected, row) },
          ]}
        />
      </RxSection>
    </Stack>
  );
}
