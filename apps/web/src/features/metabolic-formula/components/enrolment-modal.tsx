import type { MfEnrolment } from '@homer/contracts/metabolic-formula';
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { mfOptionsQuery } from '../api/mf-patients.ts';
import { enrolmentFieldOf } from '../lib/enrolment-values.ts';
import { EnrolmentFields } from './enrolment-fields.tsx';
import { useEnrolmentForm } from './use-enrolment-form.ts';

type Props = { enrolment: MfEnrolment; onClose: () => void };

/** The enrolment's details changed with the same fields the enrolment of a new patient has. */
export function EnrolmentModal({ enrolment, onClose }: Props) {
  const options = useQuery(mfOptionsQuery);
  const { form, send } = useEnrolmentForm(enrolment);
  return (
    <CommandModal
      title="Edit Enrolment"
      form={form}
      submitLabel="Save"
      closeLabel="Cancel"
      size="xl"
      fieldOf={(message) => enrolmentFieldOf[message] ?? null}
      send={async (values) => {
        const result = await send(values);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
    >
      {options.data ? (
        <EnrolmentFields form={form} options={options.data} />
      ) : (
        <Loader size="sm" aria-label="Loading" />
      )}
    </CommandModal>
  );
}
