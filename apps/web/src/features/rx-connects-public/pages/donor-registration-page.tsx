import { captchaInterval } from '@homer/contracts/public-form';
import { type DonorForm, donorFormSchema, RxConnectsStatus } from '@homer/contracts/rx-connects';
import { Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { PersonFields } from '../../../shared/ui/public-form/person-fields.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { useRxConnectsOptions } from '../api/get-rx-connects-options.ts';
import { useSaveDonor } from '../api/save-donor.ts';
import { AddressAndCounty } from '../components/address-and-county.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { IdSelect } from '../components/id-select.tsx';
import { SignedAttestation } from '../components/signed-attestation.tsx';
import { controlledField } from '../lib/controlled-field.ts';

const donorAttestation =
  'I attest that I am authorized to donate prescription drugs on behalf of the donor named above, that the ' +
  'information on this form is true and correct, and that all donations will meet the requirements of section ' +
  '465.1902 of the state statutes and the rules adopted under it.';

/** Donor Participation Form of the Prescription Drug Donation Program (spec document 2, "Donor registration"). */
export default function DonorRegistrationPage() {
  const guard = usePublicFormGuard(captchaInterval.slow);
  const facilityTypes = useRxConnectsOptions('donorFacilityTypes');
  const saveDonor = useSaveDonor();
  const { savedMessage, failure, send } = usePublicFormSubmit<DonorForm>(guard, saveDonor.mutateAsync, {
    saved: 'Thank you for registering.',
    failed: 'Your form could not be submitted. Please check it and try again.',
  });

  const form = useForm<DonorForm>({
    mode: 'controlled',
    initialValues: {
      donorId: 0,
      name: '',
      facilityTypeId: 0,
      emailAddress: '',
      phoneNumber: '',
      smartyAddress: null,
      countyId: 0,
      contactName: '',
      contactPhone: '',
      isAttested: false,
      signature: '',
      dateSigned: new Date().toISOString(),
      comments: '',
      statusId: RxConnectsStatus.Pending,
      deniedReasonId: null,
    },
    validate: zod4Resolver(donorFormSchema),
  });
  const { setFieldValue } = form;

  // "Date signed": the current date and time while the form is open.
  useEffect(() => {
    if (savedMessage) return;
    const timer = window.setInterval(() => setFieldValue('dateSigned', new Date().toISOString()), 30_000);
    return () => window.clearInterval(timer);
  }, [savedMessage, setFieldValue]);

  const summary = useErrorSummary();
  const submit = form.onSubmit(
    (values) => send({ ...values, dateSigned: new Date().toISOString() }),
    summary.refuse,
  );

  const done = savedMessage !== null;
  return (
    <PageCard title="Prescription Drug Donation Program" maw={820}>
      <Title order={2} size="h3" fw={500}>
        Donor Participation Form
      </Title>
      <Text>
        Facilities and people who wish to donate unused prescription drugs to the program fill in this form.
        Program staff review each form and contact the donor with the next steps.
      </Text>
      {savedMessage ? <SuccessAlert>{savedMessage}</SuccessAlert> : null}
      <form ref={summary.formRef} onSubmit={submit} noValidate>
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        {guard.element}
        <Fieldset variant="unstyled" disabled={done}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Donor Name" required maxLength={100} {...form.getInputProps('name')} />
              <IdSelect
                label="Type of Facility"
                required
                options={facilityTypes.data}
                {...controlledField(form, 'facilityTypeId')}
              />
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="email"
                maxLength={100}
                {...form.getInputProps('emailAddress')}
              />
              <TextInput
                label="Telephone"
                type="tel"
                autoComplete="tel"
                maxLength={30}
                {...form.getInputProps('phoneNumber')}
              />
            </SimpleGrid>
            <AddressAndCounty
              area="PublicDonorRegistration"
              label="Address"
              address={controlledField(form, 'smartyAddress')}
              countyId={controlledField(form, 'countyId')}
              disabled={done}
            />
            <PersonFields
              name={{ label: 'Contact Name', input: form.getInputProps('contactName') }}
              phone={{ label: 'Contact Telephone', input: form.getInputProps('contactPhone') }}
              phoneMaxLength={30}
              required
            />
            <SignedAttestation
              statement={donorAttestation}
              attested={form.getInputProps('isAttested', { type: 'checkbox' })}
              signatureLabel="Electronic Signature"
              signature={form.getInputProps('signature')}
              dateSigned={new Date(form.values.dateSigned).toLocaleString()}
              dateSignedError={form.errors.dateSigned}
            />
            <Textarea
              label="Comments"
              autosize
              minRows={3}
              maxLength={250}
              {...form.getInputProps('comments')}
              value={form.values.comments ?? ''}
            />
          </Stack>
        </Fieldset>
        <FormActions
          cancelTo="/"
          submit={{ disabled: !guard.captcha || done, loading: saveDonor.isPending }}
        />
      </form>
    </PageCard>
  );
}
