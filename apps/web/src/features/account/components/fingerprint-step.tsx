import type { LoginValue } from '@homer/contracts/account';
import { fingerprintTemplateSchema, mfaMessages } from '@homer/contracts/mfa';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FormErrorText } from '../../../shared/ui/form-error-text.tsx';
import { useFingerprintMode } from '../api/get-fingerprint-mode.ts';
import { login } from '../api/login.ts';
import { verifyFingerprint } from '../api/verify-fingerprint.ts';
import type { PendingSignIn } from '../lib/pending-sign-in.ts';

type Props = {
  pending: PendingSignIn;
  onSignedIn: (value: LoginValue) => void;
  onExpired: (message: string) => void;
  onUseDevice?: () => void;
};

const scanSchema = z.object({ template: fingerprintTemplateSchema });

/**
 * The SecuGen (fingerprint) step. The server matches the scan against the user's enrolment and marks the
 * ticket; only then does Login?fingerprintSuccess=true open a session (docs/decisions/018).
 */
export function FingerprintStep({ pending, onSignedIn, onExpired, onUseDevice }: Props) {
  const mode = useFingerprintMode();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { template: '' },
    validate: zod4Resolver(scanSchema),
  });

  const submit = form.onSubmit(async ({ template }) => {
    setBusy(true);
    setFailure(null);
    try {
      const match = await verifyFingerprint(pending.mfaTicket, template);
      if (!match.isSuccessful) {
        setFailure(match.message ?? mfaMessages.incorrectFingerprint);
        return;
      }
      const result = await login({ ...pending.credentials, mfaTicket: pending.mfaTicket }, true);
      if (result.isSuccessful && result.value?.token) onSignedIn(result.value);
      else setFailure(result.message ?? mfaMessages.incorrectFingerprint);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onExpired(refusalMessage(error) ?? mfaMessages.ticketExpired);
      } else if (error instanceof ApiError && error.status === 400) {
        setFailure(refusalMessage(error) ?? mfaMessages.incorrectFingerprint);
      }
      // 503 (CloudABIS down) and the rest were reported by the api client.
    } finally {
      setBusy(false);
      form.setFieldValue('template', '');
    }
  });

  const alternative = onUseDevice && (
    <Button variant="default" onClick={onUseDevice} disabled={busy}>
      Use Device instead
    </Button>
  );

  if (mode === 'cloudabis' || mode === 'unavailable') {
    return (
      <Stack>
        <FormErrorText
          message={
            mode === 'unavailable'
              ? mfaMessages.cloudAbisDown
              : 'Fingerprint readers cannot be used from this browser yet. Please use another sign-in method.'
          }
        />
        {alternative}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Fingerprint scan"
          description="Development simulator: type the sample you enrolled on your security page."
          autoComplete="off"
          withAsterisk
          data-autofocus
          key={form.key('template')}
          {...form.getInputProps('template')}
        />
        <FormErrorText message={failure} />
        <Group>
          <Button type="submit" loading={busy} disabled={mode === null}>
            Verify Fingerprint
          </Button>
          {alternative}
        </Group>
      </Stack>
    </form>
  );
}
