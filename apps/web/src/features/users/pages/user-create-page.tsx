import { createUserRequestSchema, userAdminMessages } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { emptyNewUser, NewUserFields, type NewUserValues } from '../../../shared/ui/new-user-fields.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usersListQueryKey } from '../api/get-users-list.ts';
import { createUser } from '../api/user-admin.ts';
import { userTabPath } from '../lib/user-tab-path.ts';

const listPath = '/admin/users/list';

/**
 * admin/users/create: the details and the first module access; saving creates the user without a password and
 * emails a welcome link to set one (decision 040). Only modules and roles the editor may grant are offered.
 */
export default function UserCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<NewUserValues>({
    mode: 'controlled',
    initialValues: emptyNewUser,
    validate: zod4Resolver(createUserRequestSchema),
  });
  const server = useServerSubmit({
    fallback: 'The user could not be created.',
    form,
    fieldOf: (message) =>
      message === userAdminMessages.userNameTaken
        ? 'userName'
        : message === usersMessages.emailTaken
          ? 'email'
          : null,
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await createUser(createUserRequestSchema.parse(values));
        toast.success(result.message ?? userAdminMessages.created);
        await queryClient.invalidateQueries({ queryKey: usersListQueryKey });
        if (result.value) navigate(userTabPath('details', result.value));
      }),
    server.summary.refuse,
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Create User
      </Title>
      <Paper withBorder p="lg" radius="md" maw={760}>
        <form ref={server.summary.formRef} onSubmit={submit} noValidate>
          <Stack>
            <ErrorSummary {...server.summaryProps} />
            <NewUserFields form={form} />
            <Text size="sm" c="dimmed">
              The user gets an email with a link to choose a password (valid for 7 days). More modules can be
              granted on the Module Access tab.
            </Text>
            <SaveCancelActions onCancel={() => navigate(listPath)} saving={server.saving} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
