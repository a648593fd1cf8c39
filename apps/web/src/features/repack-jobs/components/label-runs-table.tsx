import type { RepackJob } from '@homer/contracts/repack-jobs';
import { Table, Text } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';

/** Every print run of the job's labels, first first: a reprint says why. */
export function LabelRunsTable({ runs }: { runs: RepackJob['labelRuns'] }) {
  if (runs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No labels printed yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing="xs" aria-label="Label runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Count</Table.Th>
            <Table.Th scope="col">Reprint</Table.Th>
            <Table.Th scope="col">Reason</Table.Th>
            <Table.Th scope="col">By</Table.Th>
            <Table.Th scope="col">At</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>{run.count.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{run.isReprint ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{run.reason || '—'}</Table.Td>
              <Table.Td>{run.printedByName ?? '—'}</Table.Td>
              <Table.Td>{usDateTime(run.printedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
