import { captchaInterval } from '@homer/contracts/public-form';
import {
  type PatientApplicationForm,
  patientApplicationFormSchema,
} from '@homer/contracts/rx-patient-application';
import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { useSavePatientApplication } from '../api/save-patient-application.ts';
import { AddressAndCounty } from '../components/address-and-county.tsx';
import { ApplicantFields } from '../components/applicant-fields.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { MedicineRequestFields } from '../components/medicine-request-fields.tsx';
import { SignedAttestation } from '../components/signed-attestation.tsx';
import { controlledField } from '../lib/controlled-field.ts';
import {
  emptyPatientApplication,
  type PatientApplicationValues,
  validatePatientApplication,
} from '../lib/patient-application.ts';
import { useToday } from '../lib/use-today.ts';

const patientAttestation =
  'I attest that the information on this application is true and correct, that I live in Florida, and that I am ' +
  'uninsured, underinsured or receive public assistance as stated above. I understand that the medicine I may ' +
  'receive was donated under the Prescription Drug Donation Program (section 465.1902, Florida Statutes); that it ' +
  'is dispensed at no charge, only on a valid prescription, by a pharmacist of the repository; that a pharmacist ' +
  'has inspected it, but it may have been in the possession of someone else; and that the repository cannot ' +
  'promise that every medicine I need is available.';

/**
 * Rx Connects Patient Application: a Florida resident applies to receive donated medicine from a repository
 * (s. 465.1902, F.S.). Built like the donor and repository registrations: captcha, honeypot, verified address.
 */
export default function PatientApplicationPage() {
  const today = useToday();
  const guard = usePublicFormGuard(captchaInterval.slow);
  const save = useSavePatientApplication();
  const { savedMessage, failure, send } = usePublicFormSubmit<PatientApplicationForm>(
    guard,
    save.mutateAsync,
    {
      saved: 'Thank you. Your application was received.',
      failed: 'Your application could not be submitted. Please check it and try again.',
    },
  );

  const form = useForm<PatientApplicationValues>({
    mode: 'controlled',
    initialValues: emptyPatientApplication,
    validate: (values) => validatePatientApplication(values, localIsoDay()),
  });

  // A verified address outside Florida is refused as soon as it is verified, not only on Submit.
  const address = controlledField(form, 'smartyAddress');
  const floridaAddress = {
    ...address,
    onChange: (value: typeof address.value) => {
      address.onChange(value);
      if (value) form.validateField('smartyAddress');
    },
  };

  const summary = useErrorSummary();
  const submit = form.onSubmit((values) => send(patientApplicationFormSchema.parse(values)), summary.refuse);

  return (
    <PageCard title="Patient Application" maw={820}>
      <Text fw={500}>Rx Connects – Prescription Drug Donation Program</Text>
      {savedMessage ? (
        <SuccessAlert>{savedMessage}</SuccessAlert>
      ) : (
        <>
          <Text>
            Florida residents who are uninsured, underinsured or on public assistance can apply here to
            receive donated prescription medicine at no charge. A pharmacist of the repository you choose
            reviews your application and contacts you.
          </Text>
          <form ref={summary.formRef} onSubmit={submit} noValidate>
            <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
            {guard.element}
            <Stack>
              <ApplicantFields form={form} today={today} />
              <AddressAndCounty
                area="PublicPatientApplication"
                label="Home Address"
                address={floridaAddress}
                countyId={controlledField(form, 'countyId')}
                disabled={false}
              />
              <MedicineRequestFields form={form} />
              <SignedAttestation
                statement={patientAttestation}
                attested={form.getInputProps('isAttested', { type: 'checkbox' })}
                signatureLabel="Electronic Signature"
                signature={form.getInputProps('signature')}
                dateSigned={today ? usDate(today) : ''}
                dateSignedError={null}
              />
            </Stack>
            <FormActions cancelTo="/" submit={{ disabled: !guard.captcha, loading: save.isPending }} />
          </form>
        </>
      )}
    </PageCard>
  );
}
