import type { UserFilter } from '@homer/contracts/user-admin';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailFast } from '@tabler/icons-react';
import { useState } from 'react';
import { apiGet } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { sendWelcomeEmailToFilter } from '../api/user-admin.ts';

function confirmSend(count: number, capped: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Send welcome / reset email',
      children: (
        <Text size="sm">
          Send an email to {capped ? 'more than ' : ''}
          {count.toLocaleString()} {count === 1 ? 'user' : 'users'} of the current filter? Users who never set
          a password get the welcome email, the others a password reset email. Disabled users get nothing.
        </Text>
      ),
      labels: { confirm: 'Send', cancel: 'Cancel' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * "Send welcome / reset email" to every enabled user of the list's filter (the spec's isSendToAll). The modal
 * states how many: the filter's enabled users, counted by the list itself.
 */
export function SendToFilterButton({ filter }: { filter: UserFilter }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const counted = await apiGet<{ totalRecords: number; totalCapped?: boolean }>(
        'api/Administration/Users/GetList',
        { query: { ...filter, status: filter.status === 'disabled' ? 'disabled' : 'active', pageSize: 10 } },
      );
      if (counted.totalRecords === 0 || filter.status === 'disabled') {
        toast.error('No enabled user matches the filter.');
        return;
      }
      if (!(await confirmSend(counted.totalRecords, counted.totalCapped === true))) return;
      const result = await sendWelcomeEmailToFilter(filter);
      toast.success(result.message ?? 'Emails sent.');
    } catch (error) {
      const message = refusalMessage(error);
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMailFast size={18} aria-hidden="true" />}
      loading={busy}
      onClick={onClick}
    >
      Email all
    </Button>
  );
}
