import { type HomerRegisterBanner, homerRegisterBanner, pfsMessages } from '@homer/contracts/pfs';
import { isTrueFlag } from '@homer/contracts/prerendered-links';
import { captchaInterval } from '@homer/contracts/public-form';
import { Alert, Anchor, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PublicFormActions } from '../../../shared/ui/public-form/public-form-actions.tsx';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { usePfsUserByGuid } from '../api/get-pfs-user-by-guid.ts';
import { useRegisterHomerUser } from '../api/register-homer-user.ts';

const banners: Record<HomerRegisterBanner, string> = {
  default:
    'Register in HOMER with your PFS account to get access to the support desk. Your HOMER account is associated with the same facilities as your PFS account.',
  fromAccounts:
    "Facility accounts are now managed in HOMER as organization accounts. Register in HOMER with your PFS account to keep managing your facility's account.",
  fromIcq:
    "Reviews are now in HOMER. Register in HOMER with your PFS account to keep access to your facility's reviews.",
};

/** User Registration from PFS (spec document 2 §2): a PFS user creates a HOMER account from PFS's link. */
export default function HomerRegisterPage() {
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const banner = homerRegisterBanner(
    isTrueFlag(params.get('fromAccounts')),
    isTrueFlag(params.get('fromIcq')),
  );
  const pfsUser = usePfsUserByGuid(guid);
  const guard = usePublicFormGuard(captchaInterval.fast);
  const registerHomerUser = useRegisterHomerUser();
  const { savedMessage, failure, send } = usePublicFormSubmit<{ guid: string }>(
    guard,
    registerHomerUser.mutateAsync,
    { saved: pfsMessages.homerRegistered, failed: pfsMessages.userNotFound },
  );

  const loading = guid !== '' && pfsUser.isPending;
  const user = pfsUser.data;
  const loadError =
    guid === '' || pfsUser.isError ? (refusalMessage(pfsUser.error) ?? pfsMessages.userNotFound) : null;

  const register = (event: FormEvent) => {
    event.preventDefault();
    if (user) void send({ guid });
  };

  const errors = [
    loading ? null : loadError,
    user?.alreadyExists ? pfsMessages.alreadyExists : null,
    user?.errorMessage || null,
    failure,
  ].filter((m): m is string => m !== null);
  const canRegister = user && !user.alreadyExists && !savedMessage;

  // A refused registration moves focus to the alert that says why, as the other public forms' summaries do.
  const errorsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) errorsRef.current?.focus();
  }, [failure]);

  return (
    <PageCard title="User Registration from PFS" maw={640}>
      <form onSubmit={register} noValidate>
        <Stack>
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
            <Alert
              ref={errorsRef}
              tabIndex={-1}
              color="red"
              icon={<IconAlertTriangle aria-hidden="true" />}
              role="alert"
            >
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
          {savedMessage && (
            <SuccessAlert>
              <Stack gap="xs">
                <div>{savedMessage}</div>
                <Anchor component={Link} to="/login">
                  Go to login
                </Anchor>
              </Stack>
            </SuccessAlert>
          )}
          {/* Mounted from the start: the captcha is solved while the PFS user loads. */}
          {guard.element}
          {canRegister && (
            <PublicFormActions guard={guard} loading={registerHomerUser.isPending} submitLabel="Register" />
          )}
        </Stack>
      </form>
    </PageCard>
  );
}
