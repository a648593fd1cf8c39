import { type DenialReason, rxConnectsAdminMessages } from '@homer/contracts/rx-connects-admin';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteDenialReason, denialReasonsQuery, saveDenialReason } from '../api/rx-connects-api.ts';
import { DenialReasonModal } from '../components/denial-reason-modal.tsx';
import { RxConnectsTabs } from '../components/rx-connects-tabs.tsx';

/**
 * rxconnects/admin/denial-reasons: the reasons an administrator chooses from when denying an application. A reason
 * that was given to an applicant stays (their record names it): it can be renamed or deactivated, not deleted.
 */
export default function DenialReasonsPage() {
  const queryClient = useQueryClient();
  const reasons = useQuery(denialReasonsQuery);
  const [editing, setEditing] = useState<DenialReason | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: denialReasonsQuery.queryKey });

  const run = async (work: () => Promise<{ message: string | null }>, fallback: string) => {
    setFailure(null);
    try {
      const result = await work();
      if (result.message) toast.success(result.message);
      await reload();
    } catch (error) {
      setFailure(refusalMessage(error) ?? fallback);
    }
  };
  const toggle = (r: DenialReason) =>
    run(
      () => saveDenialReason({ id: r.id, name: r.name, isActive: !r.isActive }),
      'The reason could not be saved.',
    );
  const remove = async (r: DenialReason) => {
    if (
      !(await confirmAction('Delete denial reason?', `"${r.name}" will be removed from the list.`, 'Delete'))
    )
      return;
    await run(() => deleteDenialReason(r.id), 'The reason could not be deleted.');
  };

  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <Group justify="space-between">
        <Title order={1} size="h2">
          Denial Reasons
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add reason
        </Button>
      </Group>
      <FailureAlert message={failure} />
      {reasons.isPending && <PageLoader />}
      {reasons.isError && (
        <Alert color="red" role="alert">
          The denial reasons could not be loaded.
        </Alert>
      )}
      {reasons.data && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Given to</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reasons.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>
                      <Badge color={r.isActive ? 'teal.9' : 'gray.7'} variant="filled">
                        {r.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {r.usedCount === 1
                        ? '1 application'
                        : `${r.usedCount.toLocaleString('en-US')} applications`}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing(r)}
                          aria-label={`Edit ${r.name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => void toggle(r)}
                          aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} ${r.name}`}
                        >
                          {r.isActive ? 'Deactivate' : 'Activate'}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="outline"
                          disabled={r.usedCount > 0}
                          title={r.usedCount > 0 ? rxConnectsAdminMessages.reasonInUse : undefined}
                          onClick={() => void remove(r)}
                          aria-label={`Delete ${r.name}`}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed" p="sm">
            A reason given to applicants cannot be deleted; deactivate it so it is no longer offered.
          </Text>
        </Paper>
      )}
      {editing !== null && (
        <DenialReasonModal
          reason={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </Stack>
  );
}
