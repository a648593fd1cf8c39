import {
  type MfEnrolment,
  mfMessages as m,
  mfDecisionSchema,
  mfLimits,
} from '@homer/contracts/metabolic-formula';
import { Group, Radio, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId } from 'react';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { decideMfEligibility } from '../api/mf-patients.ts';
import { addMonths } from '../lib/mf-format.ts';
import { useMfAnswer } from './use-mf-answer.ts';

type Values = {
  patientId: number;
  eligibility: '' | 'Eligible' | 'Ineligible';
  recertifyBy: string;
  note: string;
};
type Props = { enrolment: MfEnrolment; onClose: () => void };

const validate = zod4Resolver(mfDecisionSchema, { errorPriority: 'first' });
const fieldOf: Readonly<Record<string, keyof Values>> = {
  [m.recertifyRequired]: 'recertifyBy',
  [m.recertifyRange]: 'recertifyBy',
  [m.decisionNoteRequired]: 'note',
  [m.noteTooLong]: 'note',
};

/** The date input's bounds: after today, at most the contract's months ahead. */
function recertifyBounds(now: Date) {
  const today = localIsoDay(now);
  const tomorrow = localIsoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  return { min: tomorrow, max: `${addMonths(today.slice(0, 7), mfLimits.recertifyMonths)}${today.slice(7)}` };
}

/**
 * A pharmacist's eligibility decision: eligible until a recertification date, or ineligible with the reason. The
 * server also refuses an eligible non-resident, or an insured patient without a denial (the programme pays last).
 */
export function DecisionModal({ enrolment, onClose }: Props) {
  const answer = useMfAnswer();
  const eligibleId = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { patientId: enrolment.patientId, eligibility: '', recertifyBy: '', note: '' },
    validate,
  });
  const { values } = form;
  const choiceError = form.errors.eligibility;
  const bounds = recertifyBounds(new Date());
  return (
    <CommandModal
      title="Record Decision"
      form={form}
      submitLabel="Record Decision"
      closeLabel="Cancel"
      fieldOf={(message) => fieldOf[message] ?? null}
      send={async (sent) => {
        const result = await answer(await decideMfEligibility(mfDecisionSchema.parse(sent)), m.decided);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
    >
      <Radio.Group
        label="Decision"
        withAsterisk
        value={values.eligibility || null}
        onChange={(value) => {
          form.setFieldValue('eligibility', value as Values['eligibility']);
          // A date belongs to an eligible patient only.
          if (value !== 'Eligible') form.setFieldValue('recertifyBy', '');
          form.clearFieldError('eligibility');
        }}
      >
        <Group gap="lg" mt="xs">
          <Radio id={eligibleId} value="Eligible" label="Eligible" />
          <Radio value="Ineligible" label="Ineligible" />
        </Group>
      </Radio.Group>
      {typeof choiceError === 'string' && (
        <Text size="sm" c="red.9" {...summaryEntry('Decision', eligibleId)}>
          {choiceError}
        </Text>
      )}
      {values.eligibility === 'Eligible' && (
        <TextInput
          type="date"
          label="Recertify By"
          description={`After today, at most ${mfLimits.recertifyMonths} months ahead`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          min={bounds.min}
          max={bounds.max}
          {...form.getInputProps('recertifyBy')}
        />
      )}
      <Textarea
        label="Note"
        description={values.eligibility === 'Ineligible' ? 'Why the patient is not eligible' : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk={values.eligibility === 'Ineligible'}
        autosize
        minRows={2}
        maxLength={mfLimits.note}
        {...form.getInputProps('note')}
      />
    </CommandModal>
  );
}
