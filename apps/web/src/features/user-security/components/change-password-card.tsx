import {
  type ChangeOwnPasswordForm,
  changeOwnPasswordFormSchema,
  type UserSecurity,
} from '@homer/contracts/mfa';
import { passwordRequirements } from '@homer/contracts/password';
import { Button, List, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { FormErrorText } from '../../../shared/ui/form-error-text.tsx';
import { NewPasswordInputs } from '../../../shared/ui/new-password-inputs.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { changeOwnPassword } from '../api/change-own-password.ts';

type Props = { userId: number; onSaved: (security: UserSecurity) => void };

const fieldPaths = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Change own password: current password, then the new one with the shared rules (spec 1 §5 "Passwords"). */
export function ChangePasswordCard({ userId, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangeOwnPasswordForm>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: zod4Resolver(changeOwnPasswordFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await changeOwnPassword(userId, values);
      if (result.isSuccessful && result.value) {
        toast.success(result.message ?? 'Your password has been changed.');
        form.reset();
        onSaved(result.value);
      } else {
        setFailure(result.message);
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      const body = error.body as { message?: string; errors?: { path: string; message: string }[] } | null;
      const onField = body?.errors?.find((e) => (fieldPaths as readonly string[]).includes(e.path));
      if (onField) form.setFieldError(onField.path, onField.message);
      else setFailure(body?.message ?? null);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <Stack>
        <Title order={2} size="h3" id="change-password-title">
          Change Password
        </Title>
        <List size="sm" id="new-password-requirements">
          {passwordRequirements.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordInputs form={form} requirementsId="new-password-requirements" />
        <FormErrorText message={failure} />
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
