import { Module, Role } from '@homer/contracts/access';
import { captchaInterval } from '@homer/contracts/public-form';
import {
  pharmacyBureauPhone,
  type RepositoryForm,
  RxConnectsStatus,
  repositoryFormSchema,
} from '@homer/contracts/rx-connects';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { AddressInput } from '../../../shared/ui/address-input.tsx';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { useRepositoryDetails } from '../api/get-repository-details.ts';
import { useRxConnectsOptions } from '../api/get-rx-connects-options.ts';
import { useSaveRepository } from '../api/save-repository.ts';
import { IdSelect } from '../components/id-select.tsx';
import { serverMessage } from '../lib/server-message.ts';
import { useCountyFromAddress } from '../lib/use-county-from-address.ts';

const repositoryAttestation =
  'By signing below, I attest that the facility named above is licensed in the state and complies with all ' +
  'state and federal laws and rules that apply to it, including section 465.1902 of the state statutes and the ' +
  'rules adopted under it, and that the information on this application is true and correct.';

const failed = 'Your application could not be submitted. Please check it and try again.';
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
  const counties = useRxConnectsOptions('counties');
  const saveRepository = useSaveRepository();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
  const { setFieldValue, setValues } = form;

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

  const onAddress = useCountyFromAddress(
    'PublicRepositoryRegister',
    (address) => setFieldValue('smartyAddress', address),
    (countyId) => setFieldValue('countyId', countyId),
  );

  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha) return;
    setFailure(null);
    try {
      const result = await saveRepository.mutateAsync({
        ...values,
        address: values.smartyAddress?.formattedAddress ?? null,
        dateSigned: today(),
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) setSavedMessage(result.message ?? 'Thank you for applying.');
      else setFailure(result.message ?? failed);
    } catch (error) {
      setFailure(serverMessage(error, failed));
    } finally {
      guard.renew();
    }
  });

  const idProps = (field: 'facilityTypeId' | 'countyId' | 'licensingAgencyID') => ({
    value: form.values[field],
    onChange: (id: number) => setFieldValue(field, id),
    error: form.errors[field],
  });
  const text = (field: 'licenseOfIssuingAgency' | 'comments') => ({
    ...form.getInputProps(field),
    value: form.values[field] ?? '',
  });

  const viewing = viewId !== null;
  const locked = savedMessage !== null || viewing;
  return (
    <Stack align="center" py="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={860}>
        <Stack>
          <Title order={1} size="h2">
            Register Repository
          </Title>
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
          {savedMessage ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {savedMessage}
            </Alert>
          ) : null}
          {details.isError ? (
            <Alert color="red" role="alert">
              The repository could not be loaded.
            </Alert>
          ) : null}
          <form onSubmit={submit} noValidate>
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
                  <TextInput
                    label="Facility Name"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label="Phone Number"
                    type="tel"
                    withAsterisk
                    maxLength={20}
                    {...form.getInputProps('phoneNumber')}
                  />
                  <TextInput
                    label="License Number"
                    withAsterisk
                    maxLength={50}
                    {...form.getInputProps('licenseNumber')}
                  />
                  <TextInput
                    label="Website Address"
                    description="Enter N/A if the facility has no website"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('websiteAddress')}
                  />
                  <IdSelect
                    label="Licensing Agency"
                    withAsterisk
                    options={agencies.data}
                    {...idProps('licensingAgencyID')}
                  />
                  <TextInput
                    label="License of Issuing Agency"
                    maxLength={100}
                    {...text('licenseOfIssuingAgency')}
                  />
                  <IdSelect
                    label="Facility Type"
                    withAsterisk
                    options={facilityTypes.data}
                    {...idProps('facilityTypeId')}
                  />
                  <TextInput
                    label="Email Address"
                    type="email"
                    withAsterisk
                    autoComplete="email"
                    maxLength={100}
                    {...form.getInputProps('emailAddress')}
                  />
                </SimpleGrid>
                <AddressInput
                  label="Facility Address"
                  value={form.values.smartyAddress}
                  onChange={onAddress}
                  error={typeof form.errors.smartyAddress === 'string' ? form.errors.smartyAddress : null}
                  disabled={locked}
                />
                <IdSelect
                  label="County"
                  withAsterisk
                  searchable
                  maw={360}
                  options={counties.data}
                  {...idProps('countyId')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Pharmacist Name"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('pharmacistName')}
                  />
                  <TextInput
                    label="Pharmacist Contact Phone"
                    type="tel"
                    withAsterisk
                    maxLength={20}
                    {...form.getInputProps('pharmacistContactPhone')}
                  />
                </SimpleGrid>
                <Text size="sm" id="repository-attestation">
                  {repositoryAttestation}
                </Text>
                <Checkbox
                  label="I attest to the statement above"
                  aria-describedby="repository-attestation"
                  {...form.getInputProps('isAttested', { type: 'checkbox' })}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Pharmacist Signature"
                    description="Type your full name"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('pharmacistSignature')}
                  />
                  <TextInput
                    label="Date Signed"
                    readOnly
                    value={new Date(`${form.values.dateSigned}T00:00`).toLocaleDateString()}
                    error={form.errors.dateSigned}
                  />
                </SimpleGrid>
                <Textarea label="Comments" autosize minRows={3} maxLength={250} {...text('comments')} />
                {failure ? (
                  <Alert color="red" role="alert" variant="light">
                    {failure}
                  </Alert>
                ) : null}
              </Stack>
            </Fieldset>
            <Group justify="flex-end" mt="md">
              <Button variant="default" component={Link} to="/rxconnects/dashboard">
                Cancel
              </Button>
              {viewing ? null : (
                <Button type="submit" disabled={!guard.captcha || locked} loading={saveRepository.isPending}>
                  Submit
                </Button>
              )}
            </Group>
          </form>
        </Stack>
      </Paper>
    </Stack>
  );
}
