import { sanitizeEmailInput } from '@homer/contracts/help-desk-public';
import {
  type PfsRegistrationForm,
  pfsLimits,
  pfsMessages,
  pfsRegistrationFormSchema,
} from '@homer/contracts/pfs';
import { captchaInterval } from '@homer/contracts/public-form';
import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { usePfsSiteUrl } from '../../../shared/lib/use-pfs-site-url.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePfsFacilities } from '../api/get-pfs-facilities.ts';
import { useRegisterPfsUser } from '../api/register-pfs-user.ts';

function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const message = (error.body as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

/** PFS Registration (spec document 2 §2): a PFS user asks for access to facilities; staff review follows. */
export default function PfsRegisterPage() {
  const pfsSiteUrl = usePfsSiteUrl();
  const guard = usePublicFormGuard(captchaInterval.fast);
  const facilities = usePfsFacilities();
  const registerPfsUser = useRegisterPfsUser();
  const [registered, setRegistered] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PfsRegistrationForm>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      confirmEmail: '',
      phoneNumber: '',
      facilityIds: [],
    },
    validate: zod4Resolver(pfsRegistrationFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha) return;
    setFailure(null);
    try {
      const result = await registerPfsUser.mutateAsync({
        ...values,
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) setRegistered(result.message ?? pfsMessages.registered);
      else setFailure(result.message ?? 'Your registration could not be submitted.');
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      guard.renew();
    }
  });

  const emailProps = (field: 'email' | 'confirmEmail') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, sanitizeEmailInput(event.currentTarget.value)),
  });
  // Another origin: the router leaves the app for it.
  const backToPfs = pfsSiteUrl ?? '/';

  return (
    <Stack align="center" py="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={640}>
        <Stack>
          <Title order={1} size="h2">
            PFS Registration
          </Title>
          {registered ? (
            <>
              <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
                {registered}
              </Alert>
              <Group>
                <Button component={Link} to={backToPfs}>
                  Return
                </Button>
              </Group>
            </>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack>
                <Text>
                  Register for the Pharmacy Forms System (PFS). Choose the facilities you work for; program
                  staff review each registration before access is granted. Need help?{' '}
                  <Anchor component={Link} to="/help-ticket">
                    Create a Support Desk Ticket
                  </Anchor>
                  .
                </Text>
                {guard.element}
                <MultiSelect
                  label="Facilities"
                  withAsterisk
                  searchable
                  nothingFoundMessage="No facility found"
                  data={(facilities.data ?? []).map((f) => ({ value: String(f.value), label: f.text }))}
                  {...form.getInputProps('facilityIds')}
                  value={form.values.facilityIds.map(String)}
                  onChange={(values) => form.setFieldValue('facilityIds', values.map(Number))}
                />
                <Group grow align="flex-start">
                  <TextInput
                    label="First Name"
                    withAsterisk
                    autoComplete="given-name"
                    maxLength={pfsLimits.name}
                    {...form.getInputProps('firstName')}
                  />
                  <TextInput
                    label="Last Name"
                    withAsterisk
                    autoComplete="family-name"
                    maxLength={pfsLimits.name}
                    {...form.getInputProps('lastName')}
                  />
                </Group>
                <Group grow align="flex-start">
                  <TextInput
                    label="Email"
                    type="email"
                    withAsterisk
                    autoComplete="email"
                    maxLength={pfsLimits.email}
                    {...emailProps('email')}
                  />
                  <TextInput
                    label="Confirm Email"
                    type="email"
                    withAsterisk
                    autoComplete="off"
                    maxLength={pfsLimits.email}
                    {...emailProps('confirmEmail')}
                  />
                </Group>
                <TextInput
                  label="Phone"
                  type="tel"
                  withAsterisk
                  autoComplete="tel"
                  maxLength={pfsLimits.phoneNumber}
                  {...form.getInputProps('phoneNumber')}
                />
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button variant="default" component={Link} to={backToPfs}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={!guard.captcha} loading={registerPfsUser.isPending}>
                    Submit
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
