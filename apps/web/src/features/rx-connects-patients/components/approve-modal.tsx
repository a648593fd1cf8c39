import {
  rxPatientMessages as m,
  type RxApplication,
  rxApproveSchema,
  rxLimits,
} from '@homer/contracts/rx-connects-patients';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { approveRxApplication } from '../api/rx-applications.ts';
import { useRxAnswer } from './use-rx-answer.ts';

type Props = { application: RxApplication; onClose: () => void; onDone: () => void };

const validate = zod4Resolver(rxApproveSchema, { errorPriority: 'first' });

/** Approves a pending application, with an optional note; the applicant is emailed. */
export function ApproveModal({ application, onClose, onDone }: Props) {
  const answer = useRxAnswer();
  const form = useForm({ mode: 'controlled', initialValues: { id: application.id, note: '' }, validate });
  return (
    <CommandModal
      title={`Approve ${application.reference}`}
      form={form}
      submitLabel="Approve"
      submitColor="teal.9"
      closeLabel="Cancel"
      fieldOf={(message) => (message === m.noteTooLong ? 'note' : null)}
      send={async (values) => {
        const result = await answer(await approveRxApplication(rxApproveSchema.parse(values)), m.approved);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <Text size="sm">
        The applicant may then be dispensed donated medicine at {application.repositoryName}. They are emailed
        the approval, with the note if you write one.
      </Text>
      <Textarea
        label="Note to the applicant (optional)"
        autosize
        minRows={2}
        maxLength={rxLimits.note}
        {...form.getInputProps('note')}
      />
    </CommandModal>
  );
}
