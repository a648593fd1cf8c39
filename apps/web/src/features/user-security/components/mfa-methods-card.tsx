import { mfaMessages, type UserSecurity } from '@homer/contracts/mfa';
import { Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FormErrorText } from '../../../shared/ui/form-error-text.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { setMfaMethods } from '../api/set-mfa-methods.ts';

type Props = { security: UserSecurity; onSaved: (security: UserSecurity) => void };

/**
 * Turn each second factor on or off. On needs an enrolment and the owner; an administrator may only turn
 * one off (the server enforces both).
 */
export function MfaMethodsCard({ security, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (methods: { fidoMfa: boolean; fingerprintMfa: boolean }) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await setMfaMethods(security.userId, methods);
      if (result.value) {
        onSaved(result.value);
        toast.success(result.message ?? 'Saved.');
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setFailure(refusalMessage(error) ?? mfaMessages.methodNotEnabled);
      }
    } finally {
      setSaving(false);
    }
  };

  const canTurnOn = security.isOwner;
  return (
    <Stack aria-labelledby="mfa-methods-title" component="section">
      <Title order={2} size="h3" id="mfa-methods-title">
        Multi-Factor Authentication
      </Title>
      <Text size="sm">
        With a method on, signing in with a password also asks for that method. With both on, you choose at
        sign-in.
      </Text>
      <Switch
        label="Device sign-in (security key, phone or computer)"
        checked={security.fidoMfa}
        disabled={saving || (!security.fidoMfa && !canTurnOn)}
        onChange={(e) =>
          void save({ fidoMfa: e.currentTarget.checked, fingerprintMfa: security.fingerprintMfa })
        }
      />
      <Switch
        label="SecuGen fingerprint sign-in"
        checked={security.fingerprintMfa}
        disabled={saving || (!security.fingerprintMfa && !canTurnOn)}
        onChange={(e) => void save({ fidoMfa: security.fidoMfa, fingerprintMfa: e.currentTarget.checked })}
      />
      <FormErrorText message={failure} />
    </Stack>
  );
}
