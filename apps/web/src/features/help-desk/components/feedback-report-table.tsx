import type { FeedbackReport } from '@homer/contracts/help-desk-tickets';
import { ScrollArea, Table, Text } from '@mantine/core';
import { monthLabel } from '../../../shared/lib/month-label.ts';

const average = (n: number) => n.toFixed(2);

/** One row per month and category, then the whole range. */
export function FeedbackReportTable({ report }: { report: FeedbackReport }) {
  if (report.rows.length === 0) {
    return <Text c="dimmed">No feedback was submitted in this range.</Text>;
  }
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Feedback by month and category' }}>
      <Table striped withTableBorder miw={480} captionSide="top">
        <Table.Caption>Average rating (1 to 5 stars) and number of answered surveys</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Month</Table.Th>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col" ta="right">
              Average rating
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Surveys
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={`${row.month}-${row.categoryId}`}>
              <Table.Td>{monthLabel(row.month)}</Table.Td>
              <Table.Td>{row.categoryName}</Table.Td>
              <Table.Td ta="right">{average(row.averageRating)}</Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              All months and categories
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {report.overall.averageRating === null ? '—' : average(report.overall.averageRating)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {report.overall.count}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
