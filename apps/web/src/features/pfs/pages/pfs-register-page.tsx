import { sanitizeEmailInput } from '@homer/contracts/help-desk-public';
import {
  type PfsRegistrationForm,
  pfsLimits,
  pfsMessages,
  pfsRegistrationFormSchema,
} from '@homer/contracts/pfs';
import { captchaInterval } from '@homer/contracts/public-form';
import { Anchor, Button, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { usePfsSiteUrl } from '../../../shared/lib/use-pfs-site-url.ts';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { PublicFormActions } from '../../../shared/ui/public-form/public-form-actions.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { usePfsFacilities } from '../api/get-pfs-facilities.ts';
import { useRegisterPfsUser } from '../api/register-pfs-user.ts';

/** PFS Registration (spec document 2 §2): a PFS user asks for access to facilities; staff review follows. */
export default function PfsRegisterPage() {
  const pfsSiteUrl = usePfsSiteUrl();
  const guard = usePublicFormGuard(captchaInterval.fast);
  const facilities = usePfsFacilities();
  const registerPfsUser = useRegisterPfsUser();
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

  const {
    savedMessage: registered,
    failure,
    send,
  } = usePublicFormSubmit<PfsRegistrationForm>(guard, registerPfsUser.mutateAsync, {
    saved: pfsMessages.registered,
    failed: 'Your registration could not be submitted.',
  });
  const summary = useErrorSummary();
  const submit = form.onSubmit(send, summary.refuse);

  const emailProps = (field: 'email' | 'confirmEmail') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, sanitizeEmailInput(event.currentTarget.value)),
  });
  // Another origin: the router leaves the app for it.
  const backToPfs = pfsSiteUrl ?? '/';

  return (
    <PageCard title="PFS Registration" maw={640}>
      {registered ? (
        <>
          <SuccessAlert>{registered}</SuccessAlert>
          <Group>
            <Button component={Link} to={backToPfs}>
              Return
            </Button>
          </Group>
        </>
      ) : (
        <form ref={summary.formRef} onSubmit={submit} noValidate>
          <Stack>
            <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
            <Text>
              Register for the Pharmacy Forms System (PFS). Choose the facilities you work for; program staff
              review each registration before access is granted. Need help?{' '}
              <Anchor component={Link} to="/help-ticket">
                Create a Support Desk Ticket
              </Anchor>
              .
            </Text>
            {guard.element}
            <MultiSelect
              label="Facilities"
              required
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
                required
                autoComplete="given-name"
                maxLength={pfsLimits.name}
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last Name"
                required
                autoComplete="family-name"
                maxLength={pfsLimits.name}
                {...form.getInputProps('lastName')}
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="email"
                maxLength={pfsLimits.email}
                {...emailProps('email')}
              />
              <TextInput
                label="Confirm Email"
                type="email"
                required
                autoComplete="off"
                maxLength={pfsLimits.email}
                {...emailProps('confirmEmail')}
              />
            </Group>
            <TextInput
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              maxLength={pfsLimits.phoneNumber}
              {...form.getInputProps('phoneNumber')}
            />
            <PublicFormActions guard={guard} loading={registerPfsUser.isPending} cancelTo={backToPfs} />
          </Stack>
        </form>
      )}
    </PageCard>
  );
}
