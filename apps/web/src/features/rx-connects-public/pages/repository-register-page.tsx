import { Module, Role } from '@homer/contracts/access';
import { captchaInterval } from '@homer/contracts/public-form';
import {
  pharmacyBureauPhone,
  type RepositoryForm,
  RxConnectsStatus,
  repositoryFormSchema,
} from '@homer/contracts/rx-connects';
import { Anchor, Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { PersonFields } from '../../../shared/ui/public-form/person-fields.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { useRepositoryDetails } from '../api/get-repository-details.ts';
import { useRxConnectsOptions } from '../api/get-rx-connects-options.ts';
import { useSaveRepository } from '../api/save-repository.ts';
import { AddressAndCounty } from '../components/address-and-county.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { IdSelect } from '../components/id-select.tsx';
import { SignedAttestation } from '../components/signed-attestation.tsx';
import { controlledField } from '../lib/controlled-field.ts';

const repositoryAttestation =
  'By signing below, I attest that the facility named above is licensed in the state and complies with all ' +
  'state and federal laws and rules that apply to it, including section 465.1902 of the state statutes and the ' +
  'rules adopted under it, and that the information on this application is true and correct.';

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * Register Repository (spec document 2, "Repository registration"). Rx Connects staff can open a stored
 * application read-only with ?id= (GetRepositoryDetails); a public visitor only ever creates one.
 */
export default function RepositoryRegisterPage() {
  const [params] = useSearchParams();
  const canReview = useCan({ module: Module.RxConnects, minRole: Role.User });
  const viewId = canReview ? positiveId(params.get('id') ?? undefined) : null;
  const details = useRepositoryDetails(viewId);
  const guard = usePublicFormGuard(captchaInterval.slow);
  const facilityTypes = useRxConnectsOptions('facilityTypes');
  const agencies = useRxConnectsOptions('licensingAgencies');
  const saveRepository = useSaveRepository();
  const { savedMessage, failure, send } = usePublicFormSubmit<RepositoryForm>(
    guard,
    saveRepository.mutateAsync,
    {
      saved: 'Thank you for applying.',
      failed: 'Your application could not be submitted. Please check it and try again.',
    },
  );

  const form = useForm<RepositoryForm>({
    mode: 'controlled',
    initialValues: {
      repositoryId: 0,
      name: '',
      phoneNumber: '',
      licenseNumber: '',
      websiteAddress: '',
      licensingAgencyID: 0,
      licenseOfIssuingAgency: '',
      address: null,
      smartyAddress: null,
      countyId: 0,
      emailAddress: '',
      pharmacistName: '',
      pharmacistContactPhone: '',
      facilityTypeId: 0,
      isAttested: false,
      pharmacistSignature: '',
      dateSigned: today(),
      comments: '',
      statusId: RxConnectsStatus.Pending,
      deniedReasonId: null,
    },
    validate: zod4Resolver(repositoryFormSchema),
  });
  const { setValues } = form;

  const loaded = details.data;
  useEffect(() => {
    if (!loaded) return;
    setValues({
      ...loaded,
      licenseOfIssuingAgency: loaded.licenseOfIssuingAgency ?? '',
      comments: loaded.comments ?? '',
      dateSigned: loaded.dateSigned.slice(0, 10),
    });
  }, [loaded, setValues]);

  const summary = useErrorSummary();
  const submit = form.onSubmit(
    (values) =>
      send({ ...values, address: values.smartyAddress?.formattedAddress ?? null, dateSigned: today() }),
    summary.refuse,
  );

  const text = (field: 'licenseOfIssuingAgency' | 'comments') => ({
    ...form.getInputProps(field),
    value: form.values[field] ?? '',
  });

  const viewing = viewId !== null;
  const locked = savedMessage !== null || viewing;
  return (
    <PageCard title="Register Repository" maw={860}>
      <div>
        <Text fw={700} ta="center">
          PRESCRIPTION DRUG DONATION PROGRAM
        </Text>
        <Text fw={700} ta="center">
          REPOSITORY PARTICIPATION FORM
        </Text>
        <Text size="sm" ta="center">
          Questions? Call the Bureau of Pharmacy Services at{' '}
          <Anchor href={`tel:+1${pharmacyBureauPhone.replace(/\D/g, '')}`}>{pharmacyBureauPhone}</Anchor>.
        </Text>
      </div>
      {viewing && loaded ? (
        <Text size="sm">
          This is the application as submitted.{' '}
          <Anchor component={Link} to={`/rxconnects/repositories/edit/${viewId}`}>
            Open the repository's review page
          </Anchor>{' '}
          for its status, decision and history.
        </Text>
      ) : null}
      {savedMessage ? <SuccessAlert>{savedMessage}</SuccessAlert> : null}
      <FailureAlert message={details.isError ? 'The repository could not be loaded.' : null} />
      <form ref={summary.formRef} onSubmit={submit} noValidate>
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        {guard.element}
        <Fieldset
          legend={
            <Title order={2} size="h4">
              APPLICATION - PHARMACY OR MEDICAL FACILITY
            </Title>
          }
          disabled={locked}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Facility Name" required maxLength={100} {...form.getInputProps('name')} />
              <TextInput
                label="Phone Number"
                type="tel"
                required
                maxLength={20}
                {...form.getInputProps('phoneNumber')}
              />
              <TextInput
                label="License Number"
                required
                maxLength={50}
                {...form.getInputProps('licenseNumber')}
              />
              <TextInput
                label="Website Address"
                description="Enter N/A if the facility has no website"
                required
                maxLength={100}
                {...form.getInputProps('websiteAddress')}
              />
              <IdSelect
                label="Licensing Agency"
                required
                options={agencies.data}
                {...controlledField(form, 'licensingAgencyID')}
              />
              <TextInput
                label="License of Issuing Agency"
                maxLength={100}
                {...text('licenseOfIssuingAgency')}
              />
              <IdSelect
                label="Facility Type"
                required
                options={facilityTypes.data}
                {...controlledField(form, 'facilityTypeId')}
              />
              <TextInput
                label="Email Address"
                type="email"
                required
                autoComplete="email"
                maxLength={100}
                {...form.getInputProps('emailAddress')}
              />
            </SimpleGrid>
            <AddressAndCounty
              area="PublicRepositoryRegister"
              label="Facility Address"
              address={controlledField(form, 'smartyAddress')}
              countyId={controlledField(form, 'countyId')}
              disabled={locked}
            />
            <PersonFields
              name={{ label: 'Pharmacist Name', input: form.getInputProps('pharmacistName') }}
              phone={{
                label: 'Pharmacist Contact Phone',
                input: form.getInputProps('pharmacistContactPhone'),
              }}
              phoneMaxLength={20}
              required
            />
            <SignedAttestation
              statement={repositoryAttestation}
              attested={form.getInputProps('isAttested', { type: 'checkbox' })}
              signatureLabel="Pharmacist Signature"
              signature={form.getInputProps('pharmacistSignature')}
              dateSigned={new Date(`${form.values.dateSigned}T00:00`).toLocaleDateString()}
              dateSignedError={form.errors.dateSigned}
            />
            <Textarea label="Comments" autosize minRows={3} maxLength={250} {...text('comments')} />
          </Stack>
        </Fieldset>
        <FormActions
          cancelTo="/rxconnects/dashboard"
          submit={viewing ? null : { disabled: !guard.captcha || locked, loading: saveRepository.isPending }}
        />
      </form>
    </PageCard>
  );
}
