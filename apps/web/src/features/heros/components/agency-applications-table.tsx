import type { HerosAgencyApplication } from '@homer/contracts/heros';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { applicationPath } from './application-columns.tsx';
import { StatusBadge } from './status-badge.tsx';

type Props = { applications: readonly HerosAgencyApplication[]; caption: string; empty: string };

/** An agency's applications, newest round first, each opening its review page. */
export function AgencyApplicationsTable({ applications, caption, empty }: Props) {
  if (applications.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Round</Table.Th>
            <Table.Th scope="col">Submitted</Table.Th>
            <Table.Th scope="col">Doses Requested</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Decided</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={applicationPath(a.id)} size="sm">
                  {a.roundName}
                </Anchor>
              </Table.Th>
              <Table.Td>{usDateTime(a.submittedAt)}</Table.Td>
              <Table.Td>{a.totalDoses.toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                <StatusBadge status={a.status} name={a.statusName} />
              </Table.Td>
              <Table.Td>{a.decidedAt ? usDateTime(a.decidedAt) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
