import {
  accountRegistrationCategory,
  type HelpTicketForm,
  helpTicketDefaults,
  helpTicketFormSchema,
  helpTicketLimits,
  helpTicketMessages,
  priorityTooltip,
  sanitizeEmailInput,
} from '@homer/contracts/help-desk-public';
import { captchaInterval } from '@homer/contracts/public-form';
import { ActionIcon, Anchor, Group, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ChangeEvent, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/lib/use-page-title.ts';
import { usePfsSiteUrl } from '../../../shared/lib/use-pfs-site-url.ts';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { PublicFormActions } from '../../../shared/ui/public-form/public-form-actions.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { useTicketOptions } from '../api/get-ticket-options.ts';
import { useSubmitHelpTicket } from '../api/submit-help-ticket.ts';

const registerTitle = 'Register for an account in HOMER';
const supportTitle = 'Create Support Desk Ticket';

const toSelectData = (options: Array<{ value: number; text: string }> | undefined) =>
  (options ?? []).map((o) => ({ value: String(o.value), label: o.text }));

/**
 * Support desk ticket for PFS users, or (with ?id=register) a request for a HOMER account: the same form with
 * HOMER's lists and the category fixed to Account Registration (spec document 2 §2, document 1 §2.10).
 */
export default function HelpTicketPage() {
  const [params] = useSearchParams();
  const isRegister = params.get('id') === 'register';
  const title = isRegister ? registerTitle : supportTitle;
  const pfsSiteUrl = usePfsSiteUrl();
  const guard = usePublicFormGuard(captchaInterval.fast);
  const facilities = useTicketOptions('facilities', isRegister);
  const categories = useTicketOptions('categories', isRegister);
  const priorities = useTicketOptions('priorities', isRegister);
  const submitTicket = useSubmitHelpTicket();

  // Uncontrolled: typing does not re-render the page and its three lists.
  const form = useForm<HelpTicketForm>({
    mode: 'uncontrolled',
    initialValues: {
      fullName: '',
      email: '',
      phoneNumber: '',
      facilityId: 0,
      categoryId: isRegister ? 0 : helpTicketDefaults.categoryId,
      priorityId: helpTicketDefaults.priorityId,
      subject: '',
      description: '',
      isRegister,
    },
    validate: zod4Resolver(helpTicketFormSchema),
  });

  usePageTitle(title);

  // Register mode: the category is chosen by its text once the list is known.
  const registrationCategoryId = categories.data?.find((c) => c.text === accountRegistrationCategory)?.value;
  const { setFieldValue } = form;
  useEffect(() => {
    if (isRegister && registrationCategoryId) setFieldValue('categoryId', registrationCategoryId);
  }, [isRegister, registrationCategoryId, setFieldValue]);

  const summary = useErrorSummary();
  const { savedMessage, savedValue, failure, send } = usePublicFormSubmit<HelpTicketForm>(
    guard,
    submitTicket.mutateAsync,
    {
      saved: helpTicketMessages.submitted,
      failed: 'Your Support Desk Ticket could not be submitted.',
    },
  );
  const submit = form.onSubmit(send, summary.refuse);

  // Links with another origin leave the app; the router follows the others itself.
  const returnTo = isRegister ? '/login' : (pfsSiteUrl ?? '/');
  const idSelect = (field: 'facilityId' | 'categoryId' | 'priorityId') => {
    const { defaultValue: _, onChange: __, ...props } = form.getInputProps(field);
    const current = form.getValues()[field];
    return {
      ...props,
      defaultValue: current ? String(current) : null,
      // The Select keeps its own state: no re-mount, so keyboard focus stays on it after a choice.
      onChange: (value: string | null) =>
        form.setFieldValue(field, value ? Number(value) : 0, { forceUpdate: false }),
    };
  };
  const emailProps = () => {
    const props = form.getInputProps('email');
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const clean = sanitizeEmailInput(event.currentTarget.value);
        if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
        props.onChange(event);
      },
    };
  };

  return (
    <PageCard title={title} maw={720}>
      {savedMessage ? (
        <>
          <SuccessAlert>
            <Text size="sm" fw={700}>
              Your ticket number is {typeof savedValue === 'number' ? `#${savedValue}` : 'in your email'}.
            </Text>
            <Text size="sm">{helpTicketMessages.submitted}</Text>
          </SuccessAlert>
          <Anchor component={Link} to={returnTo}>
            Return
          </Anchor>
        </>
      ) : (
        <form ref={summary.formRef} onSubmit={submit} noValidate>
          <Stack>
            <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
            {isRegister ? (
              <Text>
                Fill in this form to ask for a HOMER account. Program staff will review your request and email
                you when your account is ready.
              </Text>
            ) : (
              <>
                <Text>
                  Use this form to ask the program's support desk for help with the Pharmacy Forms System
                  (PFS): signing in, finding or completing a form, printing, or managing the people at your
                  facility.
                </Text>
                <Text>
                  Choose the facility you work for, a category and a priority, then describe the problem in a
                  few sentences. Program staff are notified by email as soon as you submit, and you will
                  receive a copy of your ticket. PFS support is available during business hours; tickets sent
                  after hours are answered the next business day. The desk is closed on weekends and{' '}
                  <Anchor component={Link} to="/holidays">
                    the program's holidays
                  </Anchor>
                  .
                </Text>
              </>
            )}
            {guard.element}
            <TextInput
              label="Full Name"
              required
              autoComplete="name"
              maxLength={helpTicketLimits.fullName}
              key={form.key('fullName')}
              {...form.getInputProps('fullName')}
            />
            <Group grow align="flex-start">
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="email"
                maxLength={helpTicketLimits.email}
                key={form.key('email')}
                {...emailProps()}
              />
              <TextInput
                label="Phone"
                type="tel"
                required
                autoComplete="tel"
                maxLength={helpTicketLimits.phoneNumber}
                key={form.key('phoneNumber')}
                {...form.getInputProps('phoneNumber')}
              />
            </Group>
            <RequiredSelect
              label="Facility"
              searchable
              data={toSelectData(facilities.data)}
              nothingFoundMessage="No facility found"
              key={form.key('facilityId')}
              {...idSelect('facilityId')}
            />
            <Group grow align="flex-start">
              <RequiredSelect
                label="Category"
                disabled={isRegister}
                data={toSelectData(categories.data)}
                key={form.key('categoryId')}
                {...idSelect('categoryId')}
              />
              <RequiredSelect
                label={
                  <Group gap={4} component="span" display="inline-flex">
                    Priority
                    <Tooltip
                      label={priorityTooltip}
                      multiline
                      w={280}
                      events={{ hover: true, focus: true, touch: true }}
                    >
                      <ActionIcon variant="transparent" size="xs" aria-label="About priorities" c="dimmed">
                        <IconInfoCircle aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                }
                data={toSelectData(priorities.data)}
                key={form.key('priorityId')}
                {...idSelect('priorityId')}
              />
            </Group>
            <TextInput
              label="Subject"
              required
              maxLength={helpTicketLimits.subject}
              key={form.key('subject')}
              {...form.getInputProps('subject')}
            />
            <Textarea
              label="Description"
              required
              autosize
              minRows={4}
              maxLength={helpTicketLimits.description}
              key={form.key('description')}
              {...form.getInputProps('description')}
            />
            <PublicFormActions guard={guard} loading={submitTicket.isPending} cancelTo={returnTo} />
          </Stack>
        </form>
      )}
    </PageCard>
  );
}
