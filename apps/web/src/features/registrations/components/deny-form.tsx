import {
  denyRegistrationSchema,
  homerDenialOutcome,
  registrationMessages as m,
  type RegistrationDetail,
  registrationLimits,
} from '@homer/contracts/registrations';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { denyRegistration } from '../api/registrations.ts';

const reasonSchema = denyRegistrationSchema.pick({ reason: true });

/** Deny: the reason is required; it is emailed to the person. */
export function DenyForm({
  detail,
  onDecided,
}: {
  detail: RegistrationDetail;
  onDecided: () => Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useErrorSummary();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: zod4Resolver(reasonSchema),
  });

  const submit = form.onSubmit(async ({ reason }) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await denyRegistration({ kind: detail.kind, id: detail.id, reason });
      toast.success(result.message ?? m.denied);
      await onDecided();
    } catch (error) {
      const message = refusalMessage(error) ?? 'The request could not be denied.';
      if (message === m.reasonRequired || message === m.reasonMax) form.setFieldError('reason', message);
      else setFailure(message);
      summary.refuse();
      if (message === m.alreadyDecided) await onDecided();
    } finally {
      setSaving(false);
    }
  }, summary.refuse);

  return (
    <Paper withBorder p="lg" radius="md">
      <form ref={summary.formRef} onSubmit={submit} noValidate aria-labelledby="deny-title">
        <Stack>
          <Title order={2} size="h4" id="deny-title">
            Deny
          </Title>
          <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
          {detail.kind === 'homer' && <Text size="sm">{homerDenialOutcome}</Text>}
          <Textarea
            label="Reason"
            description="Emailed to the person."
            withAsterisk
            autosize
            minRows={3}
            maxLength={registrationLimits.reason}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={saving}>
              Deny
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
