import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type NewPasswordValues = { password: string; confirmPassword: string };

type Props<T extends NewPasswordValues> = {
  form: UseFormReturnType<T>;
  /** The id of the password requirements shown with the form, read out with the new password. */
  requirementsId: string;
};

/** New password and its confirmation, for the reset-link page and the security tab alike. */
export function NewPasswordInputs<T extends NewPasswordValues>({ form, requirementsId }: Props<T>) {
  return (
    <>
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        required
        aria-describedby={requirementsId}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm New Password"
        autoComplete="new-password"
        required
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
