import type { UserSecurity } from '@homer/contracts/mfa';
import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout, IconShieldX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast.ts';
import { accountSessionsQueryOptions, resetMfa, signOutEverywhere } from '../api/account-sessions.ts';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * An administrator's view of another user's sign-in (decision 043): the live sessions, and the two actions a
 * lost device or a compromised account needs. Each asks for confirmation; the server decides who may.
 */
export function AccountAdminCard({ security }: { security: UserSecurity }) {
  const queryClient = useQueryClient();
  const query = useQuery(accountSessionsQueryOptions(security.userId));
  const reload = () => queryClient.invalidateQueries({ queryKey: ['user-security', security.userId] });
  const name = security.fullName || security.userName;

  const confirm = (options: {
    title: string;
    text: string;
    confirm: string;
    action: () => Promise<{ message: string | null }>;
  }) =>
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.text}</Text>,
      labels: { confirm: options.confirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await options.action();
        if (result.message) toast.success(result.message);
        await reload();
      },
    });

  const sessions = query.data?.sessions ?? [];
  const canManage = query.data?.canManage ?? false;
  return (
    <Stack aria-labelledby="account-admin-title" component="section">
      <Title order={2} size="h3" id="account-admin-title">
        Sessions and Sign-in Reset
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading sessions" />
      ) : sessions.length === 0 ? (
        <Text size="sm">{name} is not signed in anywhere.</Text>
      ) : (
        <Table striped withTableBorder aria-labelledby="account-admin-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Signed in</Table.Th>
              <Table.Th>Last active</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Browser</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((s) => (
              <Table.Tr key={`${s.createdAt}-${s.lastSeenAt}-${s.ipAddress}`}>
                <Table.Td>{when(s.createdAt)}</Table.Td>
                <Table.Td>{when(s.lastSeenAt)}</Table.Td>
                <Table.Td>{s.ipAddress ?? ''}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1} title={s.userAgent ?? undefined}>
                    {s.mobileScanning ? 'Mobile scanning' : (s.userAgent ?? '')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {query.data?.signedOutEverywhereAt && (
        <Text size="sm">Last signed out everywhere: {when(query.data.signedOutEverywhereAt)}</Text>
      )}
      {canManage ? (
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconShieldX size={18} aria-hidden="true" />}
            onClick={() =>
              confirm({
                title: 'Reset MFA',
                text: `Remove every device and the fingerprint of ${name} and turn multi-factor sign-in off? They sign in with their password alone and enrol again.`,
                confirm: 'Reset MFA',
                action: () => resetMfa(security.userId),
              })
            }
          >
            Reset MFA
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={() =>
              confirm({
                title: 'Sign out everywhere',
                text: `End every session of ${name}? Each of their browsers and devices asks them to sign in again.`,
                confirm: 'Sign out everywhere',
                action: () => signOutEverywhere(security.userId),
              })
            }
          >
            Sign out everywhere
          </Button>
        </Group>
      ) : (
        query.data && (
          <Text size="sm" c="dimmed">
            This user administers a module above your own access: only a system administrator can reset their
            sign-in.
          </Text>
        )
      )}
    </Stack>
  );
}
