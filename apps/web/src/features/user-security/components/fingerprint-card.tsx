import { fingerprintTemplateSchema, mfaMessages, type UserSecurity } from '@homer/contracts/mfa';
import { Badge, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FormErrorText } from '../../../shared/ui/form-error-text.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { enrollFingerprint } from '../api/enroll-fingerprint.ts';

type Props = { security: UserSecurity; onSaved: (security: UserSecurity) => void };

const scanSchema = z.object({ template: fingerprintTemplateSchema });

/** SecuGen fingerprint enrolment through the matching service (the development simulator without one). */
export function FingerprintCard({ security, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { template: '' },
    validate: zod4Resolver(scanSchema),
  });

  const enrol = form.onSubmit(async ({ template }) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await enrollFingerprint(security.userId, template);
      if (result.value) {
        onSaved(result.value);
        toast.success(result.message ?? 'Fingerprint enrolled.');
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setFailure(refusalMessage(error));
      }
    } finally {
      setSaving(false);
      form.reset();
    }
  });

  return (
    <Stack aria-labelledby="fingerprint-title" component="section">
      <Group>
        <Title order={2} size="h3" id="fingerprint-title">
          SecuGen Fingerprint
        </Title>
        <Badge color={security.fingerprintEnrolled ? 'teal.9' : 'gray.8'} variant="filled">
          {security.fingerprintEnrolled ? 'Enrolled' : 'Not enrolled'}
        </Badge>
      </Group>
      {security.isOwner && security.fingerprintMode === 'simulator' && (
        <form onSubmit={enrol} noValidate>
          <Group align="flex-end">
            <PasswordInput
              label="Fingerprint sample"
              description="Development simulator: the sample stands in for a scan; sign-in asks for the same one."
              autoComplete="off"
              withAsterisk
              style={{ flex: 1 }}
              key={form.key('template')}
              {...form.getInputProps('template')}
            />
            <Button type="submit" loading={saving}>
              Enroll Fingerprint
            </Button>
          </Group>
        </form>
      )}
      {security.isOwner && security.fingerprintMode === 'cloudabis' && (
        <Text size="sm">Fingerprint readers cannot be used from this browser yet.</Text>
      )}
      {security.fingerprintMode === 'unavailable' && <Text size="sm">{mfaMessages.cloudAbisDown}</Text>}
      <FormErrorText message={failure} />
    </Stack>
  );
}
