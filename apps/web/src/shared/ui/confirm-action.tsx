import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** A yes/no question before a change that cannot be undone; resolves true on confirm only. */
export function confirmAction(title: string, message: string, confirm: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
