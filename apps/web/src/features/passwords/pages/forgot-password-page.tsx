import {
  type ForgotPasswordForm,
  forgotPasswordFormSchema,
  passwordMessages,
} from '@homer/contracts/password';
import { captchaInterval } from '@homer/contracts/public-form';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import { serverError } from '../lib/server-error.ts';

/** Spec 1 §2.8: ask for a reset link by email; the answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const guard = usePublicFormGuard(captchaInterval.slow);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zod4Resolver(forgotPasswordFormSchema),
  });

  const summary = useErrorSummary();
  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha) return;
    setFailure(null);
    setSending(true);
    try {
      const result = await forgotPassword({
        ...forgotPasswordFormSchema.parse(values),
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) setSent(true);
      else setFailure(result.message);
    } catch (error) {
      const refused = serverError(error);
      if (refused) {
        const emailError = refused.fields.find((f) => f.path === 'email');
        if (emailError) {
          form.setFieldError('email', emailError.message);
          summary.refuse();
        } else setFailure(refused.message);
      }
    } finally {
      setSending(false);
      guard.renew();
    }
  }, summary.refuse);

  return (
    <PageCard title={sent ? passwordMessages.forgotTitle : 'Forgot Password'} maw={440} py="xl">
      {sent ? (
        <Stack>
          <SuccessAlert>{passwordMessages.forgotSent}</SuccessAlert>
          <Anchor component={Link} to="/login" size="sm">
            Back to Login
          </Anchor>
        </Stack>
      ) : (
        <form ref={summary.formRef} onSubmit={submit} noValidate>
          <Stack>
            <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
            <Text size="sm">
              Enter the email of your account and we will send you a link to reset your password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            {guard.element}
            <Button type="submit" fullWidth loading={sending} disabled={!guard.captcha}>
              Send Email
            </Button>
            <Group>
              <Anchor component={Link} to="/login" size="sm">
                Back to Login
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </PageCard>
  );
}
