import {
  rxPatientMessages as m,
  type RxApplication,
  rxDenySchema,
  rxLimits,
} from '@homer/contracts/rx-connects-patients';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { denialReasonsQuery } from '../../rx-connects/api/rx-connects-api.ts';
import { denyRxApplication } from '../api/rx-applications.ts';
import { useRxAnswer } from './use-rx-answer.ts';

type Props = { application: RxApplication; onClose: () => void; onDone: () => void };
type Values = { id: number; deniedReasonId: number; note: string };

const validate = zod4Resolver(rxDenySchema, { errorPriority: 'first' });
const fieldOf: Readonly<Record<string, keyof Values>> = {
  [m.denialReasonRequired]: 'deniedReasonId',
  [m.denialReasonInactive]: 'deniedReasonId',
  [m.noteTooLong]: 'note',
};

/**
 * Denies a pending application with a reason from the managed list of Rx Connects denial reasons (the one the
 * donor and repository decisions use) and an optional note; both are emailed to the applicant.
 */
export function DenyApplicationModal({ application, onClose, onDone }: Props) {
  const answer = useRxAnswer();
  const reasons = useQuery(denialReasonsQuery);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { id: application.id, deniedReasonId: 0, note: '' },
    validate,
  });
  const choices = (reasons.data ?? [])
    .filter((reason) => reason.isActive)
    .map((reason) => ({ value: String(reason.id), label: reason.name }));
  const reason = form.getInputProps('deniedReasonId');
  return (
    <CommandModal
      title={`Deny ${application.reference}`}
      form={form}
      submitLabel="Deny Application"
      submitColor="red"
      closeLabel="Cancel"
      fieldOf={(message) => fieldOf[message] ?? null}
      send={async (values) => {
        const result = await answer(await denyRxApplication(rxDenySchema.parse(values)), m.denied);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <Text size="sm">The applicant is emailed the reason, with the note if you write one.</Text>
      <RequiredSelect
        label="Denial Reason"
        placeholder={reasons.isPending ? 'Loading reasons…' : 'Choose a reason'}
        data={choices}
        searchable
        nothingFoundMessage="No reason matches"
        value={form.values.deniedReasonId ? String(form.values.deniedReasonId) : null}
        error={reason.error}
        onChange={(value) => form.setFieldValue('deniedReasonId', Number(value ?? 0))}
        onBlur={reason.onBlur}
      />
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
