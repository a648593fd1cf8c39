import type { CiOrderDetail } from '@homer/contracts/ci-orders';
import { type RepackJobStatus, repackJobStatusLabels } from '@homer/contracts/repack-jobs';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { repackJobPath } from '../lib/order-paths.ts';

type Job = CiOrderDetail['jobs'][number];

const statusLabel = (status: string) =>
  status in repackJobStatusLabels ? repackJobStatusLabels[status as RepackJobStatus] : status;

/** The repack jobs made for this order, each linked to its page. */
export function OrderJobsTable({ jobs }: { jobs: readonly Job[] }) {
  if (jobs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No repack job has been started for this order yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table withTableBorder striped fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Job</Table.Th>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Planned cards
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Cards made
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Anchor component={Link} to={repackJobPath(job.id)} size="sm">
                  {job.jobNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{job.productName}</Table.Td>
              <Table.Td>{statusLabel(job.status)}</Table.Td>
              <Table.Td ta="right">{job.cardsPlanned.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">
                {job.cardsMade === null ? '—' : job.cardsMade.toLocaleString('en-US')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
