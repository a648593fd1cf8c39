import type { AdminUserRow } from '@homer/contracts/user-admin';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLockOpen, IconMailForward } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { usersListQueryKey } from '../api/get-users-list.ts';
import { sendWelcomeEmail, unlockUser } from '../api/user-admin.ts';

/** A row's staff actions: the welcome (or reset) email, and Unlock when failed sign-ins lock the account. */
export function UserRowActions({ row }: { row: AdminUserRow }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'mail' | 'unlock' | null>(null);
  const name = `${row.firstName} ${row.lastName}`;
  const mailLabel = row.hasPassword
    ? `Send password reset email to ${name}`
    : `Send welcome email to ${name}`;

  const run = async (kind: 'mail' | 'unlock', action: () => Promise<{ message: string | null }>) => {
    setBusy(kind);
    try {
      const result = await action();
      toast.success(result.message ?? 'Done.');
      if (kind === 'unlock') await queryClient.invalidateQueries({ queryKey: usersListQueryKey });
    } catch (error) {
      const message = refusalMessage(error);
      if (message) toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      {!row.disabled && (
        <Tooltip label={mailLabel}>
          <ActionIcon
            variant="subtle"
            aria-label={mailLabel}
            loading={busy === 'mail'}
            onClick={() => run('mail', () => sendWelcomeEmail(row.id))}
          >
            <IconMailForward size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      {row.locked && (
        <Tooltip label={`Unlock ${name}`}>
          <ActionIcon
            variant="subtle"
            color="grape.9"
            aria-label={`Unlock ${name}`}
            loading={busy === 'unlock'}
            onClick={() => run('unlock', () => unlockUser(row.id))}
          >
            <IconLockOpen size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
