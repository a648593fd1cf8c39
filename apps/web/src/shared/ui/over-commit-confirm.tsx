import { type OverCommitValue, overCommitMessages } from '@homer/contracts/ba-over-commit';
import type { Envelope } from '@homer/contracts/envelope';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

function askToOverCommit(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: overCommitMessages.title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: overCommitMessages.confirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // The first answer counts: confirming also closes the dialog.
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * Runs a save that the server may refuse as an over-commitment (decision 034): the server's message is put to the
 * user, and on 'Save anyway' the same save is sent again, confirmed. Null when the user cancels.
 */
export async function saveConfirmingOverCommit<M>(
  save: (confirmOverCommit: boolean) => Promise<Envelope<OverCommitValue | null, M>>,
): Promise<Envelope<OverCommitValue | null, M> | null> {
  const first = await save(false);
  if (first.isSuccessful || !first.value?.overCommitted) return first;
  if (!(await askToOverCommit(first.message ?? ''))) return null;
  return save(true);
}
