import type { MfOptions } from '@homer/contracts/metabolic-formula';
import { Stack } from '@mantine/core';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { enrolmentFieldOf } from '../lib/enrolment-values.ts';
import { EnrolmentFields } from './enrolment-fields.tsx';
import { useEnrolmentForm } from './use-enrolment-form.ts';

type Props = {
  options: MfOptions;
  /** Called with the new patient's id once the server enrolled them. */
  onSaved: (patientId: number) => void;
  onCancel: () => void;
};

/** A new patient's enrolment, on the page for patient 0; a refused save is told in the error summary at its top. */
export function EnrolmentForm({ options, onSaved, onCancel }: Props) {
  const { form, send } = useEnrolmentForm(null);
  const server = useServerSubmit({
    fallback: 'The patient could not be enrolled.',
    form,
    fieldOf: (message) => enrolmentFieldOf[message] ?? null,
  });
  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await send(values);
        if ('refusal' in result) return server.refuse(result.refusal);
        onSaved(result.id);
      }),
    server.summary.refuse,
  );
  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="Enrolment">
      <Stack gap="md" maw={900}>
        <ErrorSummary {...server.summaryProps} />
        <EnrolmentFields form={form} options={options} />
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
