import { errorReportMessages } from '@homer/contracts/error-reports';
import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  errorGroupKey,
  errorGroupListKey,
  errorGroupQuery,
  resolveErrorGroup,
} from '../api/error-reports-api.ts';
import { ErrorStatusBadge } from '../components/error-group-columns.tsx';
import { OccurrenceList } from '../components/occurrence-list.tsx';

const listPath = '/error-report';

/** error-report/{id}: one error group, its newest occurrences, and Resolve (decision 070). */
export default function ErrorReportGroupPage() {
  const id = positiveId(useParams().id);
  const queryClient = useQueryClient();
  const group = useQuery({ ...errorGroupQuery(id ?? 0), enabled: id !== null });
  const resolve = useMutation({
    mutationFn: () => resolveErrorGroup(id ?? 0),
    onSuccess: (answer) => toast.success(answer.message ?? errorReportMessages.resolved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: errorGroupKey(id ?? 0) }),
        queryClient.invalidateQueries({ queryKey: errorGroupListKey }),
      ]),
  });

  if (id === null) return <Navigate to={listPath} replace />;
  const trail = [routeCrumb('errorReports')];
  if (group.isPending) return <PageLoader />;
  // A group that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(group.error)) return <NotFoundScreen back={trail[0]} />;
  if (group.isError) {
    return (
      <Stack gap="md">
        <RecordHeader trail={trail} pageTitle="Error Report" record={null} />
        <Alert color="red" role="alert" title="The error group could not be loaded.">
          {group.error instanceof ApiError && group.error.status === 404
            ? errorReportMessages.notFound
            : group.error.message}
        </Alert>
      </Stack>
    );
  }
  const g = group.data;
  const refusal = resolve.error instanceof ApiError ? resolve.error.message : null;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={trail}
        pageTitle="Error Report"
        record={`${g.type}: ${g.message}`}
        actions={
          g.status === 'open' && (
            <Button loading={resolve.isPending} onClick={() => resolve.mutate()}>
              Resolve
            </Button>
          )
        }
      />
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Table variant="vertical" withTableBorder maw={720}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>Status</Table.Th>
            <Table.Td>
              <Group gap="xs">
                <ErrorStatusBadge status={g.status} />
                {g.resolvedAt && (
                  <Text size="sm">{`${usDateTime(g.resolvedAt)}, in release ${g.resolvedRelease ?? ''}`}</Text>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Source</Table.Th>
            <Table.Td>{g.source === 'web' ? 'Browser' : 'Server'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Count</Table.Th>
            <Table.Td>{g.count}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>First / last seen</Table.Th>
            <Table.Td>{`${usDateTime(g.firstSeenAt)} / ${usDateTime(g.lastSeenAt)}`}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Last release</Table.Th>
            <Table.Td>{g.lastRelease}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Route</Table.Th>
            <Table.Td>{g.route}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Top frame</Table.Th>
            <Table.Td>
              <Code>{g.topFrame || '—'}</Code>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <OccurrenceList occurrences={g.occurrences} total={g.count} />
    </Stack>
  );
}
