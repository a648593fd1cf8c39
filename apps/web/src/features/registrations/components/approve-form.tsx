import type { ModuleAccess } from '@homer/contracts/access';
import {
  approveRegistrationSchema,
  registrationMessages as m,
  type RegistrationDetail,
} from '@homer/contracts/registrations';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { Button, Group, MultiSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { approveRegistration, grantableFacilitiesQuery } from '../api/registrations.ts';
import { AccessRows } from './access-rows.tsx';
import { type ApproveValues, initialApproveValues } from './approve-values.ts';

const valuesSchema = approveRegistrationSchema.omit({ kind: true, id: true });
const chooseLinkedUser = 'Choose the user to link.';

/**
 * Approve: the reviewer chooses facilities (the requested ones to start with) and module access. A PFS
 * registration becomes a new account, or is linked to a user with the same email or user name.
 */
export function ApproveForm({
  detail,
  onDecided,
}: {
  detail: RegistrationDetail;
  onDecided: () => Promise<unknown>;
}) {
  const facilities = useQuery(grantableFacilitiesQuery);
  const pfs = detail.kind === 'pfs';
  const resolver = zod4Resolver(valuesSchema);
  const form = useForm<ApproveValues>({
    mode: 'controlled',
    initialValues: initialApproveValues(detail),
    validate: (values) => {
      const errors = resolver(values);
      if (pfs && values.mode === 'create' && !values.userName.trim()) errors.userName = m.userNameRequired;
      if (pfs && values.mode === 'link' && !values.linkUserId) errors.linkUserId = chooseLinkedUser;
      return errors;
    },
  });

  const server = useServerSubmit({
    fallback: 'The request could not be approved.',
    form,
    fieldOf: (message) => (message === userAdminMessages.userNameTaken ? 'userName' : null),
    onRefused: (message) => message === m.alreadyDecided && onDecided(),
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await approveRegistration({
          kind: detail.kind,
          id: detail.id,
          ...values,
          access: values.access as ModuleAccess[],
        });
        toast.success(result.message ?? m.approved);
        await onDecided();
      }),
    server.summary.refuse,
  );

  const accessError = typeof form.errors.access === 'string' ? form.errors.access : null;
  const facilityData = mergeOptions(facilities.data ?? [], detail.requestedFacilities);
  return (
    <Paper withBorder p="lg" radius="md">
      <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-labelledby="approve-title">
        <Stack>
          <Title order={2} size="h4" id="approve-title">
            Approve
          </Title>
          <ErrorSummary {...server.summaryProps} message={server.failure ?? accessError} />
          {pfs && (
            <Radio.Group
              label="Account"
              value={form.values.mode === 'link' ? String(form.values.linkUserId) : 'create'}
              onChange={(v) => {
                form.setFieldValue('mode', v === 'create' ? 'create' : 'link');
                form.setFieldValue('linkUserId', v === 'create' ? 0 : Number(v));
              }}
              error={form.errors.linkUserId}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="create" label="Create a new user (a welcome email is sent)" />
                {detail.matches.map((u) => (
                  <Radio
                    key={u.userId}
                    value={String(u.userId)}
                    label={`Link to existing user ${u.userName} (${u.name}, ${u.email})${u.disabled ? ' — disabled' : ''}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {pfs && form.values.mode === 'create' && (
            <TextInput
              label="User Name"
              withAsterisk
              maxLength={100}
              autoComplete="off"
              w={320}
              {...form.getInputProps('userName')}
            />
          )}
          <MultiSelect
            label="Facilities"
            withAsterisk
            searchable
            data={facilityData.map((f) => ({ value: String(f.value), label: f.text }))}
            value={form.values.facilityIds.map(String)}
            onChange={(v) => form.setFieldValue('facilityIds', v.map(Number))}
            error={form.errors.facilityIds}
          />
          <Title order={3} size="h5">
            Module Access
          </Title>
          {detail.kind === 'homer' && (
            <Text size="sm" c="dimmed">
              The account keeps the access it has; the rows below are added (or change that module's role).
            </Text>
          )}
          <AccessRows form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={server.saving}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The offered facilities, and any requested one no longer offered (so a pre-filled choice stays visible). */
function mergeOptions<T extends { value: number }>(offered: T[], requested: T[]): T[] {
  const missing = requested.filter((r) => !offered.some((o) => o.value === r.value));
  return [...offered, ...missing];
}
