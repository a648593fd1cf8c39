import { Module, Role } from '@homer/contracts/access';
import type { Envelope } from '@homer/contracts/envelope';
import { helpDeskTicketPaths } from '@homer/contracts/help-desk-tickets';
import { Affix, Button } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { toast } from '../../../shared/ui/toast.ts';

const complaint = 'ciRepackComplaint';
/** Spec §6 "CI module users with role User or UserAdmin": roles are minimums (decision 061), so every CI user. */
const complainers = { module: Module.CI, minRole: Role.User } as const;

/**
 * The floating Complaints button of the repack area (spec §2.2): a complaint draft from CreateTicket, opened on
 * the ticket page. A refusal shows the server's message as an error toast (spec §8).
 */
export function ComplaintsButton() {
  const allowed = useCan(complainers);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const create = async () => {
    setBusy(true);
    try {
      const result = await apiPost<Envelope<number, null>>(helpDeskTicketPaths.createTicket, {
        query: { isSysAdmin: false, request: complaint },
        skipErrorHandling: [400, 404, 409],
      });
      if (!result.isSuccessful || !result.value) {
        toast.error(result.message ?? 'The complaint ticket could not be created.');
        return;
      }
      navigate(`/support/tickets/edit/${result.value}?request=${complaint}`);
    } catch (error) {
      const message = refusalMessage(error);
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    // Above the shell's fixed footer; global.css ends the page with room for it (.homer-complaints), so the last
    // row, the pagination and a phone's footer scroll clear of it.
    <Affix
      className="homer-complaints"
      position={{ bottom: 'calc(var(--app-shell-footer-offset, 0px) + 16px)', right: 20 }}
      zIndex={150}
    >
      <Button
        color="red"
        radius="xl"
        size="md"
        loading={busy}
        leftSection={<IconMessageReport size={18} aria-hidden="true" />}
        onClick={() => void create()}
      >
        Complaints
      </Button>
    </Affix>
  );
}
