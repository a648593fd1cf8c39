import {
  type RxConnectsApplication,
  rxConnectsAdminMessages,
  rxConnectsNoteMax,
} from '@homer/contracts/rx-connects-admin';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { withdrawSite } from '../api/rx-connects-api.ts';
import { DecisionModal, noteTooLong } from './decision-modal.tsx';

type Props = { application: RxConnectsApplication; onClose: () => void; onDone: () => Promise<unknown> };

/** Withdraw: an approved site leaves the programme (Inactive); the note says why and is emailed to the contact. */
export function WithdrawModal({ application, onClose, onDone }: Props) {
  const form = useForm<{ note: string }>({
    mode: 'controlled',
    initialValues: { note: '' },
    validate: { note: (v) => (v.trim() ? noteTooLong(v) : rxConnectsAdminMessages.noteRequired) },
  });
  return (
    <DecisionModal
      title={`Withdraw ${application.name}`}
      submitLabel="Withdraw from programme"
      failureText="The site could not be withdrawn."
      successText={rxConnectsAdminMessages.withdrawn}
      form={form}
      send={(values) => withdrawSite(application.kind, { id: application.id, note: values.note.trim() })}
      onClose={onClose}
      onDone={onDone}
    >
      <Text size="sm">
        The site becomes Inactive and leaves the programme. Its users keep their accounts; their roles at this
        site stay listed on their user page until an administrator removes them.
      </Text>
      <Textarea
        label="Why is the site leaving the programme?"
        required
        autosize
        minRows={3}
        maxLength={rxConnectsNoteMax}
        {...form.getInputProps('note')}
      />
    </DecisionModal>
  );
}
