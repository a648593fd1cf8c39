import type { LoginRequest, LoginValue } from '@homer/contracts/account';
import { accountMessages } from '@homer/contracts/account-messages';
import { messages } from '@homer/contracts/messages';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { session } from '../../../shared/lib/session.ts';
import { sessionStore } from '../../../shared/lib/session-store.ts';
import { forgetSsoSignIn, rememberSsoSignIn } from '../../../shared/lib/single-sign-out.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { FormErrorText } from '../../../shared/ui/form-error-text.tsx';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { getUserObject } from '../api/get-user-object.ts';
import { useLogin } from '../api/login.ts';
import { exchangeSsoCode } from '../api/sso-exchange.ts';
import { MfaChoice } from '../components/mfa-choice.tsx';
import { loginDestination } from '../lib/login-destination.ts';
import type { PendingSignIn } from '../lib/pending-sign-in.ts';

type LoginRules = typeof import('../lib/login-rules.ts')['loginRules'];
const loadLoginRules = () => import('../lib/login-rules.ts').then((module) => module.loginRules);

// The SSO form and the second-factor steps (WebAuthn, the multi-factor contract) load once a sign-in needs them, not with the
// login form (docs/decisions/030-page-weight-budgets.md).
const DeviceStep = lazy(() =>
  import('../components/device-step.tsx').then((module) => ({ default: module.DeviceStep })),
);
const SsoLoginForm = lazy(() =>
  import('../components/sso-login-form.tsx').then((module) => ({ default: module.SsoLoginForm })),
);
const FingerprintStep = lazy(() =>
  import('../components/fingerprint-step.tsx').then((module) => ({ default: module.FingerprintStep })),
);

type Step =
  | { kind: 'credentials' }
  | { kind: 'choice'; pending: PendingSignIn }
  | { kind: 'device'; pending: PendingSignIn }
  | { kind: 'fingerprint'; pending: PendingSignIn };

const stepTitles: Record<Step['kind'], string> = {
  credentials: 'Login',
  choice: 'Multi-Factor Authentication',
  device: 'Verify with Device',
  fingerprint: 'Verify with SecuGen',
};

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const inactive = params.get('inactive') === 'true';
  const errorMessage = params.get('errorMessage');
  const userIdFromSso = params.get('userIdFromSso');
  const ssoCode = params.get('ssoCode');
  const { user } = useSession();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [useSso, setUseSso] = useState(params.get('useSso') === 'true');
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const ssoStarted = useRef(false);

  // The rules (and zod) load when someone starts on the form; a submit before they arrive waits for them.
  const rules = useRef<LoginRules | null>(null);
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { userName: '', password: '' },
    validate: (values) => rules.current?.validate(values) ?? {},
  });
  const withRules = useCallback(async () => {
    rules.current ??= await loadLoginRules();
    return rules.current;
  }, []);

  useEffect(() => {
    if (errorMessage) toast.systemMessage({ message: errorMessage, messageClass: 'error' });
  }, [errorMessage]);

  // One exit for both a visitor who is already signed in and a sign-in that just succeeded.
  useEffect(() => {
    if (!user) return;
    const destination = loginDestination(user, redirectUrl);
    if (destination.external) window.location.assign(destination.path);
    else navigate(destination.path, { replace: true });
  }, [user, redirectUrl, navigate]);

  const finish = useCallback(async (token: string) => {
    const signedIn = await session.signIn(token);
    if (!signedIn) setFailure(messages.notSignedIn);
  }, []);

  const onSecondFactor = useCallback(
    (value: LoginValue) => {
      if (value.token) void finish(value.token);
    },
    [finish],
  );

  const backToPassword = useCallback((message: string) => {
    setStep({ kind: 'credentials' });
    setFailure(message);
  }, []);

  // Back from the identity provider: the one-time code buys the token (never carried in the URL).
  useEffect(() => {
    if (!userIdFromSso || !ssoCode || ssoStarted.current) return;
    ssoStarted.current = true;
    const userId = Number(userIdFromSso);
    void (async () => {
      setSigningIn(true);
      try {
        const exchanged = await exchangeSsoCode(userId, ssoCode);
        const token = exchanged.value?.token;
        if (!token) throw new Error(exchanged.message ?? 'no token');
        // The token is stored before the user is published, so this call carries it like any other.
        sessionStore.setToken(token);
        const object = await getUserObject(userId);
        if (object.value) rememberSsoSignIn(object.value);
        await finish(token);
      } catch (error) {
        sessionStore.clearSecurity();
        forgetSsoSignIn();
        setUseSso(true);
        setFailure(refusalMessage(error) ?? accountMessages.ssoFailed);
      } finally {
        setSigningIn(false);
      }
    })();
  }, [userIdFromSso, ssoCode, finish]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSigningIn(true);
    try {
      const loaded = rules.current ?? (await withRules());
      // Checked here too when the rules arrived only with this submit.
      if (form.validate().hasErrors) return;
      const credentials = loaded.parse(values);
      const response = await loginMutation.mutateAsync(credentials);
      if (!response.isSuccessful || !response.value) {
        setFailure(response.message ?? messages.invalidCredentials);
        return;
      }
      const value = response.value;
      if (value.token) {
        forgetSsoSignIn();
        await finish(value.token);
        return;
      }
      if (!value.mfaTicket) {
        setFailure(messages.notSignedIn);
        return;
      }
      const pending: PendingSignIn = {
        mfaTicket: value.mfaTicket,
        credentials,
        fidoMfa: value.fidoMfa,
        fingerprintMfa: value.fingerprintMfa,
      };
      // Spec §4: both methods enabled offers the choice; with only one, that method is used directly.
      if (value.fidoMfa && value.fingerprintMfa) setStep({ kind: 'choice', pending });
      else setStep({ kind: value.fidoMfa ? 'device' : 'fingerprint', pending });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 429 || error.status === 401)) {
        setFailure(refusalMessage(error) ?? messages.tooManyAttempts);
      }
      // Every other failure has already been reported by the api client.
    } finally {
      setSigningIn(false);
    }
  });

  if (user) return null;

  const regular = (
    <form onSubmit={submit} onFocus={() => void withRules().catch(() => undefined)} noValidate>
      <Stack>
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          key={form.key('userName')}
          {...form.getInputProps('userName')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <FormErrorText message={failure} />
        <Button type="submit" fullWidth loading={signingIn}>
          Login
        </Button>
      </Stack>
    </form>
  );

  return (
    <PageCard title={stepTitles[step.kind]} maw={420} py="xl">
      {inactive && step.kind === 'credentials' && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />}>
          {messages.inactivityWarning}
        </Alert>
      )}
      {step.kind === 'credentials' &&
        (useSso ? (
          <>
            <FormErrorText message={failure} />
            <Suspense fallback={null}>
              <SsoLoginForm />
            </Suspense>
          </>
        ) : (
          regular
        ))}
      {step.kind === 'choice' && (
        <MfaChoice
          onChoose={(method) =>
            setStep({ kind: method === 'device' ? 'device' : 'fingerprint', pending: step.pending })
          }
        />
      )}
      <Suspense fallback={null}>
        {step.kind === 'device' && (
          <DeviceStep
            pending={step.pending}
            onSignedIn={onSecondFactor}
            onExpired={backToPassword}
            onUseFingerprint={
              step.pending.fingerprintMfa
                ? () => setStep({ kind: 'fingerprint', pending: step.pending })
                : undefined
            }
          />
        )}
        {step.kind === 'fingerprint' && (
          <FingerprintStep
            pending={step.pending}
            onSignedIn={onSecondFactor}
            onExpired={backToPassword}
            onUseDevice={
              step.pending.fidoMfa ? () => setStep({ kind: 'device', pending: step.pending }) : undefined
            }
          />
        )}
      </Suspense>
      {step.kind === 'credentials' ? (
        <Anchor
          component="button"
          type="button"
          ta="center"
          onClick={() => {
            setFailure(null);
            setUseSso((on) => !on);
          }}
        >
          {useSso ? 'Regular Login' : 'Login With SSO'}
        </Anchor>
      ) : (
        <Anchor component="button" type="button" ta="center" onClick={() => backToPassword('')}>
          Back to Login
        </Anchor>
      )}
      <Group justify="space-between">
        <Anchor component={Link} to="/help-ticket?id=register" size="sm">
          Register new account
        </Anchor>
        <Anchor component={Link} to="/forgot-password" size="sm">
          Forgot password
        </Anchor>
      </Group>
    </PageCard>
  );
}
