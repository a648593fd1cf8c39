import { type SsoEmail, ssoEmailSchema } from '@homer/contracts/account';
import { accountMessages } from '@homer/contracts/account-messages';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormErrorText } from '../../../shared/ui/form-error-text.tsx';
import { getSsoLoginUrl } from '../api/sso-login.ts';

/** SSO mode of the login page: an email, then the identity provider's own sign-in page. */
export function SsoLoginForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<SsoEmail>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zod4Resolver(ssoEmailSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      const result = await getSsoLoginUrl(ssoEmailSchema.parse(values).email);
      if (result.isSuccessful && result.value) {
        window.location.assign(result.value);
        return;
      }
      setFailure(result.message ?? accountMessages.ssoFailed);
    } catch {
      // Reported by the api client.
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          maxLength={51}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <FormErrorText message={failure} />
        <Button type="submit" fullWidth loading={busy}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
