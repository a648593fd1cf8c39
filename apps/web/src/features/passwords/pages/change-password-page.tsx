import { type NewPassword, newPasswordSchema, passwordMessages } from '@homer/contracts/password';
import { captchaInterval } from '@homer/contracts/public-form';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { sessionStore } from '../../../shared/lib/session-store.ts';
import { NewPasswordInputs } from '../../../shared/ui/new-password-inputs.tsx';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { changePassword } from '../api/change-password.ts';
import { resetTokenStatusQueryOptions } from '../api/get-reset-token-status.ts';
import { PasswordRequirements } from '../components/password-requirements.tsx';
import { serverError } from '../lib/server-error.ts';

/** The link cannot be used: the server's message in red in place of the form (spec 1 §4.10, §8). */
function LinkRefused({ message }: { message: string }) {
  return (
    <Stack>
      <Text role="alert" c="red.9">
        {message}
      </Text>
      <Anchor component={Link} to="/forgot-password" size="sm">
        Request a new link
      </Anchor>
    </Stack>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <PageCard title="Change Password" maw={460} py="xl">
      {children}
    </PageCard>
  );
}

function ChangePasswordForm({ token, userId, code }: { token: string; userId: number; code: string | null }) {
  const navigate = useNavigate();
  const guard = usePublicFormGuard(captchaInterval.slow);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  const form = useForm<NewPassword>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zod4Resolver(newPasswordSchema),
  });

  const summary = useErrorSummary();
  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha) return;
    setFailure(null);
    setSaving(true);
    try {
      const result = await changePassword({
        ...values,
        userId,
        token,
        code,
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) {
        // The change ended every session of this user, including one open in this browser.
        if (sessionStore.get().user?.id === userId) sessionStore.clearSecurity();
        toast.success(result.message ?? passwordMessages.changed, { autoCloseMs: 6000 });
        navigate('/', { replace: true });
        return;
      }
      setRefusedLink(result.message ?? passwordMessages.linkInvalid);
    } catch (error) {
      const refused = serverError(error);
      if (!refused) return;
      const onFields = refused.fields.filter((f) => f.path === 'password' || f.path === 'confirmPassword');
      for (const field of onFields) {
        if (!form.errors[field.path]) form.setFieldError(field.path, field.message);
      }
      if (onFields.length === 0) setFailure(refused.message);
      else summary.refuse();
    } finally {
      setSaving(false);
      guard.renew();
    }
  }, summary.refuse);

  if (refusedLink) return <LinkRefused message={refusedLink} />;

  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        <PasswordRequirements id="password-requirements" />
        <NewPasswordInputs form={form} requirementsId="password-requirements" />
        {guard.element}
        <Button type="submit" fullWidth loading={saving} disabled={!guard.captcha}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}

/** Spec 1 §2.7: change-password from a reset or welcome link (query token, userId, code). */
export default function ChangePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userIdText = params.get('userId') ?? '';
  const code = params.get('code');
  const userId = positiveId(userIdText);
  const hasLink = token !== '' && userId !== null;
  const status = useQuery({ ...resetTokenStatusQueryOptions(token, userIdText), enabled: hasLink });

  useEffect(() => {
    if (!hasLink) toast.systemMessage({ message: passwordMessages.noToken, messageClass: 'error' });
  }, [hasLink]);

  if (!hasLink || userId === null) {
    return (
      <Frame>
        <Text>
          Open the link from your email, or{' '}
          <Anchor component={Link} to="/forgot-password">
            request a new link
          </Anchor>
          .
        </Text>
      </Frame>
    );
  }
  // The form shows while the link is checked: almost every link is good, and its owner can start typing at once
  // (the server checks the link again on submit). A refused link replaces the form with the reason.
  if (status.isError || status.data?.isExpired) {
    const message = status.isError
      ? (serverError(status.error)?.message ??
        'The link could not be checked. Please reload the page to try again.')
      : (status.data?.message ?? passwordMessages.linkExpired);
    return (
      <Frame>
        <LinkRefused message={message} />
      </Frame>
    );
  }
  return (
    <Frame>
      <ChangePasswordForm token={token} userId={userId} code={code} />
    </Frame>
  );
}
