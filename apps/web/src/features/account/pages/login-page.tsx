import { type LoginRequest, loginRequestSchema } from '@homer/contracts/account';
import { messages } from '@homer/contracts/messages';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { session } from '../../../shared/lib/session.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useLogin } from '../api/login.ts';
import { loginDestination } from '../lib/login-destination.ts';

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' ? body.message : null;
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const inactive = params.get('inactive') === 'true';
  const errorMessage = params.get('errorMessage');
  const { user } = useSession();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { userName: '', password: '' },
    validate: zod4Resolver(loginRequestSchema),
  });

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

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSigningIn(true);
    try {
      const response = await loginMutation.mutateAsync(loginRequestSchema.parse(values));
      if (!response.isSuccessful || !response.value) {
        setFailure(response.message ?? messages.invalidCredentials);
        return;
      }
      if (!response.value.token) {
        // Multi-factor sign-in answers without a token; its screens are not part of this release.
        setFailure(response.message ?? 'Multi-factor sign-in is not available yet.');
        return;
      }
      const signedIn = await session.signIn(response.value.token);
      if (!signedIn) setFailure(messages.notSignedIn);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFailure(messageOf(error.body) ?? messages.tooManyAttempts);
      }
      // Every other failure has already been reported by the api client.
    } finally {
      setSigningIn(false);
    }
  });

  if (user) return null;

  return (
    <Stack align="center" py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              Login
            </Title>
            {inactive && (
              <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />}>
                {messages.inactivityWarning}
              </Alert>
            )}
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
            {failure && (
              <Text role="alert" c="red.9" size="sm">
                {failure}
              </Text>
            )}
            <Button type="submit" fullWidth loading={signingIn}>
              Login
            </Button>
            <Group justify="space-between">
              <Anchor component={Link} to="/help-ticket?id=register" size="sm">
                Register new account
              </Anchor>
              <Anchor component={Link} to="/forgot-password" size="sm">
                Forgot password
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
