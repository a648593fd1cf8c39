import {
  type HerosApplicationDetail,
  herosDenySchema,
  herosLimits,
  herosRequestChangesSchema,
  herosMessagesBackOffice as m,
} from '@homer/contracts/heros';
import { Button } from '@mantine/core';
import { IconCheck, IconMessageQuestion, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../shared/ui/toast.ts';
import { denyApplication, requestChanges } from '../api/heros-commands.ts';
import { getApplicationHistory } from '../api/heros-queries.ts';
import { ApproveModal } from './approve-modal.tsx';
import { HistoryButton } from './history-button.tsx';
import { NoteDecisionModal } from './note-decision-modal.tsx';

type Props = { application: HerosApplicationDetail; onChanged: () => Promise<unknown> };
type Dialog = 'approve' | 'deny' | 'changes' | null;

/** Approve, Request changes and Deny while the viewer may decide; the audit history always. */
export function DecisionActions({ application, onChanged }: Props) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = (fallback: string) => async (message: string | null) => {
    setDialog(null);
    toast.success(message ?? fallback, { autoCloseMs: 6000 });
    await onChanged();
  };
  const recipients = `${application.agency.primary.email} (primary contact) and ${application.agency.agencyHead.email} (agency head)`;
  return (
    <>
      {application.canDecide && (
        <>
          <Button
            color="teal.9"
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            onClick={() => setDialog('approve')}
          >
            Approve
          </Button>
          <Button
            variant="default"
            leftSection={<IconMessageQuestion size={18} aria-hidden="true" />}
            onClick={() => setDialog('changes')}
          >
            Request changes
          </Button>
          <Button
            color="red.9"
            leftSection={<IconX size={18} aria-hidden="true" />}
            onClick={() => setDialog('deny')}
          >
            Deny
          </Button>
        </>
      )}
      <HistoryButton
        title={`Application #${application.id} History`}
        queryKey={['heros', 'application-history', application.id]}
        fetchRows={() => getApplicationHistory(application.id)}
      />
      {application.canDecide && (
        <>
          <ApproveModal
            application={application}
            opened={dialog === 'approve'}
            onClose={close}
            onDone={done(m.approved(application.agency.primary.email))}
          />
          <NoteDecisionModal
            opened={dialog === 'deny'}
            onClose={close}
            title="Deny application"
            explanation={`The reason is emailed to ${recipients}. A decision is final.`}
            field="reason"
            label="Reason"
            submitLabel="Deny application"
            submitColour="red.9"
            maxLength={herosLimits.reason}
            applicationId={application.id}
            schema={herosDenySchema}
            send={denyApplication}
            onDone={done(m.denied)}
          />
          <NoteDecisionModal
            opened={dialog === 'changes'}
            onClose={close}
            title="Request changes"
            explanation={`Your message is emailed to ${recipients}. The application then waits for the agency and can still be approved or denied.`}
            field="message"
            label="Message"
            submitLabel="Send request"
            maxLength={herosLimits.reason}
            applicationId={application.id}
            schema={herosRequestChangesSchema}
            send={requestChanges}
            onDone={done(m.changesRequested)}
          />
        </>
      )}
    </>
  );
}
