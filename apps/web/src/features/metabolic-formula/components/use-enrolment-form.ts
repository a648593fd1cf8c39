import { type MfEnrolment, mfMessages as m, mfEnrolmentSaveSchema } from '@homer/contracts/metabolic-formula';
import { useForm } from '@mantine/form';
import { saveMfEnrolment } from '../api/mf-patients.ts';
import { type EnrolmentValues, enrolmentErrors, enrolmentValues } from '../lib/enrolment-values.ts';
import { useMfAnswer } from './use-mf-answer.ts';

/**
 * The enrolment's form, checked by the contract, and its save: the new patient's id, or the server's refusal.
 * The page enrols with it; the patient's page changes an enrolment with it in a modal.
 */
export function useEnrolmentForm(enrolment: MfEnrolment | null) {
  const answer = useMfAnswer();
  const form = useForm<EnrolmentValues>({
    mode: 'controlled',
    initialValues: enrolmentValues(enrolment),
    validate: enrolmentErrors,
  });
  const send = async (values: EnrolmentValues) =>
    answer(
      await saveMfEnrolment(mfEnrolmentSaveSchema.parse(values)),
      values.patientId === 0 ? m.enrolled : m.saved,
    );
  return { form, send };
}
