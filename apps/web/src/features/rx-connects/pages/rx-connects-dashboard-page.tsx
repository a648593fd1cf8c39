import {
  type RxConnectsSiteKind,
  rxConnectsKindNames,
  rxConnectsPagePaths,
  rxConnectsSitePagePath,
} from '@homer/contracts/rx-connects-admin';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { dashboardQuery } from '../api/rx-connects-api.ts';
import { RxConnectsTabs } from '../components/rx-connects-tabs.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

type Counts = { statusId: number; statusName: string; count: number }[];

function CountsCard({ kind, counts }: { kind: RxConnectsSiteKind; counts: Counts }) {
  const name = rxConnectsKindNames[kind].many;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {name}
        </Title>
        <Table>
          <Table.Tbody>
            {counts.map((c) => (
              <Table.Tr key={c.statusId}>
                <Table.Td>
                  <StatusBadge statusId={c.statusId} statusName={c.statusName} />
                </Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component={Link}
                    to={`${rxConnectsPagePaths.list[kind]}?status=${c.statusId}`}
                    aria-label={`${c.count} ${c.statusName.toLowerCase()} ${name.toLowerCase()}`}
                    data-testid={`rx-count-${kind}-${c.statusId}`}
                  >
                    {c.count.toLocaleString('en-US')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Anchor component={Link} to={`${rxConnectsPagePaths.list[kind]}?status=0`} size="sm">
          All {name.toLowerCase()}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** rxconnects/dashboard: donors and repositories by status (each count opens that list), and what waits newest. */
export default function RxConnectsDashboardPage() {
  const dashboard = useQuery(dashboardQuery);
  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <Title order={1} size="h2">
        Rx Connects
      </Title>
      {dashboard.isPending && <PageLoader />}
      {dashboard.isError && (
        <Alert color="red" role="alert">
          The dashboard could not be loaded.
        </Alert>
      )}
      {dashboard.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CountsCard kind="donor" counts={dashboard.data.donors} />
            <CountsCard kind="repository" counts={dashboard.data.repositories} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                Newest pending applications
              </Title>
              {dashboard.data.newestPending.length === 0 ? (
                <Text size="sm">Nothing is waiting for review.</Text>
              ) : (
                <Table.ScrollContainer minWidth={600}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Name</Table.Th>
                        <Table.Th>Kind</Table.Th>
                        <Table.Th>County</Table.Th>
                        <Table.Th>Date Signed</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {dashboard.data.newestPending.map((p) => (
                        <Table.Tr key={`${p.kind}-${p.id}`}>
                          <Table.Td>
                            <Anchor component={Link} to={rxConnectsSitePagePath(p.kind, p.id)} size="sm">
                              {p.name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{rxConnectsKindNames[p.kind].one}</Table.Td>
                          <Table.Td>{p.countyName}</Table.Td>
                          <Table.Td>{usDateTime(p.dateSigned)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Group gap="md">
                <Anchor component={Link} to={rxConnectsPagePaths.list.donor} size="sm">
                  Review pending donors
                </Anchor>
                <Anchor component={Link} to={rxConnectsPagePaths.list.repository} size="sm">
                  Review pending repositories
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
