import { Module, type Role } from '@homer/contracts/access';
import {
  type CreateUserRequest,
  createUserRequestSchema,
  grantableRoles,
  userAdminMessages,
} from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usersListQueryKey } from '../api/get-users-list.ts';
import { createUser } from '../api/user-admin.ts';
import { userTabPath } from '../lib/user-tab-path.ts';

const listPath = '/admin/users/list';

/** The form's values: module and role start unchosen ('' is refused by the contract with its message). */
type CreateForm = Omit<CreateUserRequest, 'module' | 'role'> & { module: Module | ''; role: Role | '' };

/**
 * admin/users/create: the details and the first module access; saving creates the user without a password and
 * emails a welcome link to set one (decision 040). Only modules and roles the editor may grant are offered.
 */
export default function UserCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const editorAccess = user?.access ?? [];
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useErrorSummary();
  const form = useForm<CreateForm>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      userName: '',
      email: '',
      phoneNumber: '',
      module: '',
      role: '',
    },
    validate: zod4Resolver(createUserRequestSchema),
  });
  const modules = Object.values(Module).filter((m) => grantableRoles(editorAccess, m).length > 0);
  const roles = form.values.module ? grantableRoles(editorAccess, form.values.module) : [];

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await createUser(createUserRequestSchema.parse(values));
      toast.success(result.message ?? userAdminMessages.created);
      await queryClient.invalidateQueries({ queryKey: usersListQueryKey });
      if (result.value) navigate(userTabPath('details', result.value));
    } catch (error) {
      const message = refusalMessage(error) ?? 'The user could not be created.';
      if (message === userAdminMessages.userNameTaken) form.setFieldError('userName', message);
      else if (message === usersMessages.emailTaken) form.setFieldError('email', message);
      else setFailure(message);
      summary.refuse();
    } finally {
      setSaving(false);
    }
  }, summary.refuse);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Create User
      </Title>
      <Paper withBorder p="lg" radius="md" maw={760}>
        <form ref={summary.formRef} onSubmit={submit} noValidate>
          <Stack>
            <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First Name"
                withAsterisk
                maxLength={50}
                {...form.getInputProps('firstName')}
              />
              <TextInput label="Last Name" withAsterisk maxLength={50} {...form.getInputProps('lastName')} />
              <TextInput
                label="User Name"
                withAsterisk
                maxLength={100}
                autoComplete="off"
                {...form.getInputProps('userName')}
              />
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                maxLength={100}
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Phone Number"
                type="tel"
                maxLength={21}
                {...form.getInputProps('phoneNumber')}
              />
            </SimpleGrid>
            <Title order={2} size="h4">
              First Module Access
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Module"
                withAsterisk
                data={modules}
                {...form.getInputProps('module')}
                onChange={(v) => {
                  form.setFieldValue('module', (v ?? '') as Module | '');
                  form.setFieldValue('role', '');
                }}
              />
              <Select
                label="Role"
                withAsterisk
                data={roles}
                disabled={!form.values.module}
                {...form.getInputProps('role')}
                onChange={(v) => form.setFieldValue('role', (v ?? '') as Role | '')}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              The user gets an email with a link to choose a password (valid for 7 days). More modules can be
              granted on the Module Access tab.
            </Text>
            <SaveCancelActions onCancel={() => navigate(listPath)} saving={saving} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
