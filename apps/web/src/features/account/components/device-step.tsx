import type { LoginValue } from '@homer/contracts/account';
import { mfaMessages } from '@homer/contracts/mfa';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { startAuthentication } from '@simplewebauthn/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FormErrorText } from '../../../shared/ui/form-error-text.tsx';
import { getAssertionOptions } from '../api/assertion-options.ts';
import { verifyAssertion } from '../api/verify-assertion.ts';
import type { PendingSignIn } from '../lib/pending-sign-in.ts';

type Props = {
  pending: PendingSignIn;
  onSignedIn: (value: LoginValue) => void;
  /** The ticket is spent or expired: back to the password step with this message. */
  onExpired: (message: string) => void;
  onUseFingerprint?: () => void;
};

/** The device (WebAuthn) step: asks the browser for an assertion as soon as it opens, again on request. */
export function DeviceStep({ pending, onSignedIn, onExpired, onUseFingerprint }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      const options = await getAssertionOptions(pending.mfaTicket);
      if (!options.isSuccessful || !options.value) {
        setFailure(options.message ?? mfaMessages.deviceFailed);
        return;
      }
      let assertion: Awaited<ReturnType<typeof startAuthentication>> | null = null;
      try {
        assertion = await startAuthentication({ optionsJSON: options.value });
      } catch {
        // Spec §8: the device failed (cancelled, no credential): verify without an assertion, which the server
        // answers with a message and never a session.
        assertion = null;
      }
      const result = await verifyAssertion(pending.mfaTicket, assertion);
      if (result.isSuccessful && result.value) onSignedIn(result.value);
      else setFailure(result.message ?? mfaMessages.deviceFailed);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onExpired(refusalMessage(error) ?? mfaMessages.ticketExpired);
      } else if (error instanceof ApiError) {
        setFailure(refusalMessage(error) ?? mfaMessages.deviceFailed);
      }
    } finally {
      setBusy(false);
    }
  }, [pending.mfaTicket, onSignedIn, onExpired]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <Stack>
      <Text>Use your enrolled device (security key, phone or this computer) to finish signing in.</Text>
      {busy && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Waiting for your device…</Text>
        </Group>
      )}
      <FormErrorText message={failure} />
      <Group>
        <Button onClick={() => void run()} disabled={busy}>
          Verify with Device
        </Button>
        {onUseFingerprint && (
          <Button variant="default" onClick={onUseFingerprint} disabled={busy}>
            Use SecuGen instead
          </Button>
        )}
      </Group>
    </Stack>
  );
}
