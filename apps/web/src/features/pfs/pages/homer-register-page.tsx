import { type HomerRegisterBanner, homerRegisterBanner, pfsMessages } from '@homer/contracts/pfs';
import { captchaInterval } from '@homer/contracts/public-form';
import { Alert, Anchor, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePfsUserByGuid } from '../api/get-pfs-user-by-guid.ts';
import { useRegisterHomerUser } from '../api/register-homer-user.ts';

function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const message = (error.body as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

const banners: Record<HomerRegisterBanner, string> = {
  default:
    'Register in HOMER with your PFS account to get access to the support desk. Your HOMER account is associated with the same facilities as your PFS account.',
  fromAccounts:
    "Facility accounts are now managed in HOMER as organization accounts. Register in HOMER with your PFS account to keep managing your facility's account.",
  fromIcq:
    "Reviews are now in HOMER. Register in HOMER with your PFS account to keep access to your facility's reviews.",
};

const isTrue = (value: string | null) => value?.toLowerCase() === 'true';

/** User Registration from PFS (spec document 2 §2): a PFS user creates a HOMER account from PFS's link. */
export default function HomerRegisterPage() {
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const banner = homerRegisterBanner(isTrue(params.get('fromAccounts')), isTrue(params.get('fromIcq')));
  const pfsUser = usePfsUserByGuid(guid);
  const guard = usePublicFormGuard(captchaInterval.fast);
  const registerHomerUser = useRegisterHomerUser();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const loading = guid !== '' && pfsUser.isPending;
  const user = pfsUser.data;
  const loadError =
    guid === '' || pfsUser.isError ? (serverMessage(pfsUser.error) ?? pfsMessages.userNotFound) : null;

  const register = async (event: FormEvent) => {
    event.preventDefault();
    if (!guard.captcha || !user) return;
    try {
      const result = await registerHomerUser.mutateAsync({
        guid,
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      setOutcome({
        ok: result.isSuccessful,
        message:
          result.message ?? (result.isSuccessful ? pfsMessages.homerRegistered : pfsMessages.userNotFound),
      });
    } catch (error) {
      const message = serverMessage(error);
      if (message) setOutcome({ ok: false, message });
    } finally {
      guard.renew();
    }
  };

  const errors = [
    loading ? null : loadError,
    user?.alreadyExists ? pfsMessages.alreadyExists : null,
    user?.errorMessage || null,
    outcome && !outcome.ok ? outcome.message : null,
  ].filter((m): m is string => m !== null);
  const canRegister = user && !user.alreadyExists && !outcome?.ok;

  return (
    <Stack align="center" py="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={640}>
        <form onSubmit={register} noValidate>
          <Stack>
            <Title order={1} size="h2">
              User Registration from PFS
            </Title>
            <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} role="note">
              {banners[banner]}
            </Alert>
            {loading && <PageLoader />}
            {user && (
              <>
                <Group grow>
                  <TextInput label="First Name" value={user.firstName} readOnly />
                  <TextInput label="Last Name" value={user.lastName} readOnly />
                </Group>
                <TextInput label="Email" value={user.email} readOnly />
                <TextInput label="Phone" value={user.phoneNumber} readOnly />
              </>
            )}
            {errors.length > 0 && (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
                <Stack gap="xs">
                  {errors.map((message) => (
                    <div key={message}>{message}</div>
                  ))}
                  <Anchor component={Link} to="/login">
                    Go to login
                  </Anchor>
                </Stack>
              </Alert>
            )}
            {outcome?.ok && (
              <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
                <Stack gap="xs">
                  <div>{outcome.message}</div>
                  <Anchor component={Link} to="/login">
                    Go to login
                  </Anchor>
                </Stack>
              </Alert>
            )}
            {/* Mounted from the start: the captcha is solved while the PFS user loads. */}
            {guard.element}
            {canRegister && (
              <Group justify="flex-end">
                <Button type="submit" disabled={!guard.captcha} loading={registerHomerUser.isPending}>
                  Register
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
