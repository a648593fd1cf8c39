import { type RxConnectsApplication, rxConnectsAdminMessages } from '@homer/contracts/rx-connects-admin';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { approveSite } from '../api/rx-connects-api.ts';
import { DenyModal } from './deny-modal.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';

type Props = {
  application: RxConnectsApplication;
  onDone: () => Promise<unknown>;
  onRefused: (message: string) => void;
};

/** Approve, Deny and Withdraw, as the server says apply to this application for this administrator. */
export function DecisionActions({ application, onDone, onRefused }: Props) {
  const [dialog, setDialog] = useState<'deny' | 'withdraw' | null>(null);
  const [approving, setApproving] = useState(false);
  const { decisions } = application;
  const approve = async () => {
    const ok = await confirmAction(
      `Approve ${application.name}?`,
      `${application.contactName} (${application.emailAddress}) gets access to HOMER for this site: an existing account with this email is linked, otherwise one is created and a welcome email sent. The approval is emailed too.`,
      'Approve',
    );
    if (!ok) return;
    setApproving(true);
    try {
      const result = await approveSite(application.kind, application.id);
      toast.success(result.message ?? rxConnectsAdminMessages.approved, { autoCloseMs: 6000 });
      await onDone();
    } catch (error) {
      onRefused(refusalMessage(error) ?? 'The application could not be approved.');
    } finally {
      setApproving(false);
    }
  };
  if (decisions.length === 0) return null;
  return (
    <Group gap="xs">
      {decisions.includes('approve') && (
        <Button color="teal.9" loading={approving} onClick={() => void approve()}>
          Approve
        </Button>
      )}
      {decisions.includes('deny') && (
        <Button color="red" variant="outline" onClick={() => setDialog('deny')}>
          Deny
        </Button>
      )}
      {decisions.includes('withdraw') && (
        <Button color="red" variant="outline" onClick={() => setDialog('withdraw')}>
          Withdraw
        </Button>
      )}
      {dialog === 'deny' && (
        <DenyModal application={application} onClose={() => setDialog(null)} onDone={onDone} />
      )}
      {dialog === 'withdraw' && (
        <WithdrawModal application={application} onClose={() => setDialog(null)} onDone={onDone} />
      )}
    </Group>
  );
}
