import {
  type RxConnectsApplication,
  rxConnectsAdminMessages,
  rxConnectsNoteMax,
} from '@homer/contracts/rx-connects-admin';
import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { denialReasonsQuery, denySite } from '../api/rx-connects-api.ts';
import { DecisionModal, noteTooLong } from './decision-modal.tsx';

type Props = { application: RxConnectsApplication; onClose: () => void; onDone: () => Promise<unknown> };
type DenyValues = { deniedReasonId: string | null; note: string };

/** Deny: a reason from the managed list (required) and an optional note; both are emailed to the applicant. */
export function DenyModal({ application, onClose, onDone }: Props) {
  const reasons = useQuery(denialReasonsQuery);
  const form = useForm<DenyValues>({
    mode: 'controlled',
    initialValues: { deniedReasonId: null, note: '' },
    validate: {
      deniedReasonId: (v) => (v ? null : rxConnectsAdminMessages.reasonRequired),
      note: noteTooLong,
    },
  });
  const choices = (reasons.data ?? [])
    .filter((r) => r.isActive)
    .map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <DecisionModal
      title={`Deny ${application.name}`}
      submitLabel="Deny application"
      failureText="The application could not be denied."
      successText={rxConnectsAdminMessages.denied}
      form={form}
      send={(values) =>
        denySite(application.kind, {
          id: application.id,
          deniedReasonId: Number(values.deniedReasonId),
          note: values.note.trim(),
        })
      }
      onClose={onClose}
      onDone={onDone}
    >
      <RequiredSelect
        label="Reason"
        placeholder="Choose a reason"
        data={choices}
        searchable
        {...form.getInputProps('deniedReasonId')}
      />
      <Textarea
        label="Note to the applicant (optional)"
        autosize
        minRows={3}
        maxLength={rxConnectsNoteMax}
        {...form.getInputProps('note')}
      />
    </DecisionModal>
  );
}
