import { type TicketDetail, ticketMessages } from '@homer/contracts/help-desk-tickets';
import { Button } from '@mantine/core';
import { IconHistory, IconLock, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { closeTicket } from '../api/ticket-commands.ts';
import { getTicketHistory } from '../api/ticket-queries.ts';
import { CreateAccountModal } from './create-account-modal.tsx';

type Props = { ticket: TicketDetail; onChanged: () => Promise<unknown> };

/** History, Create Account (account requests) and Close, each only when the server allows it. */
export function TicketActions({ ticket, onChanged }: Props) {
  const { permissions } = ticket;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const [closing, setClosing] = useState(false);

  const close = async () => {
    const yes = await confirmAction(
      'Close ticket',
      'Close this ticket? The requester is emailed the feedback survey.',
      'Close ticket',
    );
    if (!yes) return;
    setClosing(true);
    try {
      const result = await closeTicket({ ticketId: ticket.id, concurrencyStamp: ticket.concurrencyStamp });
      toast.success(result.message ?? ticketMessages.closed, { autoCloseMs: 5000 });
    } catch (error) {
      toast.error(refusalMessage(error) ?? 'The ticket could not be closed.', { autoCloseMs: 8000 });
    } finally {
      setClosing(false);
      await onChanged();
    }
  };

  return (
    <>
      {permissions.canCreateAccount && (
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => setAccountOpen(true)}
        >
          Create Account
        </Button>
      )}
      {permissions.canClose && ticket.status !== 'Closed' && (
        <Button
          variant="default"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          loading={closing}
          onClick={() => void close()}
        >
          Close ticket
        </Button>
      )}
      {permissions.canViewHistory && (
        <Button
          variant="subtle"
          leftSection={<IconHistory size={18} aria-hidden="true" />}
          onClick={() => setHistoryOpen(true)}
        >
          History
        </Button>
      )}
      <AuditHistoryModal
        title={`Ticket #${ticket.id} History`}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        queryKey={['help-desk-tickets', 'history', ticket.id]}
        fetchRows={() => getTicketHistory(ticket.id)}
      />
      {permissions.canCreateAccount && (
        <CreateAccountModal
          ticket={ticket}
          opened={accountOpen}
          onClose={() => setAccountOpen(false)}
          onCreated={onChanged}
        />
      )}
    </>
  );
}
