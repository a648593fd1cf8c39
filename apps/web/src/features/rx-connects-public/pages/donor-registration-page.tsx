import { captchaInterval } from '@homer/contracts/public-form';
import { type DonorForm, donorFormSchema, RxConnectsStatus } from '@homer/contracts/rx-connects';
import {
  Alert,
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
import { Link } from 'react-router';
import { AddressInput } from '../../../shared/ui/address-input.tsx';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { useRxConnectsOptions } from '../api/get-rx-connects-options.ts';
import { useSaveDonor } from '../api/save-donor.ts';
import { IdSelect } from '../components/id-select.tsx';
import { serverMessage } from '../lib/server-message.ts';
import { useCountyFromAddress } from '../lib/use-county-from-address.ts';

const donorAttestation =
  'I attest that I am authorized to donate prescription drugs on behalf of the donor named above, that the ' +
  'information on this form is true and correct, and that all donations will meet the requirements of section ' +
  '465.1902 of the state statutes and the rules adopted under it.';

const failed = 'Your form could not be submitted. Please check it and try again.';

/** Donor Participation Form of the Prescription Drug Donation Program (spec document 2, "Donor registration"). */
export default function DonorRegistrationPage() {
  const guard = usePublicFormGuard(captchaInterval.slow);
  const facilityTypes = useRxConnectsOptions('donorFacilityTypes');
  const counties = useRxConnectsOptions('counties');
  const saveDonor = useSaveDonor();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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

  const onAddress = useCountyFromAddress(
    'PublicDonorRegistration',
    (address) => setFieldValue('smartyAddress', address),
    (countyId) => setFieldValue('countyId', countyId),
  );

  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha) return;
    setFailure(null);
    try {
      const result = await saveDonor.mutateAsync({
        ...values,
        dateSigned: new Date().toISOString(),
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) setSavedMessage(result.message ?? 'Thank you for registering.');
      else setFailure(result.message ?? failed);
    } catch (error) {
      setFailure(serverMessage(error, failed));
    } finally {
      guard.renew();
    }
  });

  const idProps = (field: 'facilityTypeId' | 'countyId') => ({
    value: form.values[field],
    onChange: (id: number) => setFieldValue(field, id),
    error: form.errors[field],
  });

  const done = savedMessage !== null;
  return (
    <Stack align="center" py="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={820}>
        <Stack>
          <div>
            <Title order={1} size="h2">
              Prescription Drug Donation Program
            </Title>
            <Title order={2} size="h3" fw={500}>
              Donor Participation Form
            </Title>
          </div>
          <Text>
            Facilities and people who wish to donate unused prescription drugs to the program fill in this
            form. Program staff review each form and contact the donor with the next steps.
          </Text>
          {done ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {savedMessage}
            </Alert>
          ) : null}
          <form onSubmit={submit} noValidate>
            {guard.element}
            <Fieldset variant="unstyled" disabled={done}>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Donor Name"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('name')}
                  />
                  <IdSelect
                    label="Type of Facility"
                    withAsterisk
                    options={facilityTypes.data}
                    {...idProps('facilityTypeId')}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    withAsterisk
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
                <AddressInput
                  label="Address"
                  value={form.values.smartyAddress}
                  onChange={onAddress}
                  error={typeof form.errors.smartyAddress === 'string' ? form.errors.smartyAddress : null}
                  disabled={done}
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
                    label="Contact Name"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('contactName')}
                  />
                  <TextInput
                    label="Contact Telephone"
                    type="tel"
                    withAsterisk
                    maxLength={30}
                    {...form.getInputProps('contactPhone')}
                  />
                </SimpleGrid>
                <Text size="sm" id="donor-attestation">
                  {donorAttestation}
                </Text>
                <Checkbox
                  label="I attest to the statement above"
                  aria-describedby="donor-attestation"
                  {...form.getInputProps('isAttested', { type: 'checkbox' })}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Electronic Signature"
                    description="Type your full name"
                    withAsterisk
                    maxLength={100}
                    {...form.getInputProps('signature')}
                  />
                  <TextInput
                    label="Date Signed"
                    readOnly
                    value={new Date(form.values.dateSigned).toLocaleString()}
                    error={form.errors.dateSigned}
                  />
                </SimpleGrid>
                <Textarea
                  label="Comments"
                  autosize
                  minRows={3}
                  maxLength={250}
                  {...form.getInputProps('comments')}
                  value={form.values.comments ?? ''}
                />
                {failure ? (
                  <Alert color="red" role="alert" variant="light">
                    {failure}
                  </Alert>
                ) : null}
                <Group justify="flex-end">
                  <Button variant="default" component={Link} to="/">
                    Cancel
                  </Button>
                  <Button type="submit" disabled={!guard.captcha || done} loading={saveDonor.isPending}>
                    Submit
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          </form>
        </Stack>
      </Paper>
    </Stack>
  );
}
