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
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
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
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: zod4Resolver(reasonSchema),
  });
  const server = useServerSubmit({
    fallback: 'The request could not be denied.',
    form,
    fieldOf: (message) => (message === m.reasonRequired || message === m.reasonMax ? 'reason' : null),
    onRefused: (message) => message === m.alreadyDecided && onDecided(),
  });

  const submit = form.onSubmit(
    ({ reason }) =>
      server.run(async () => {
        const result = await denyRegistration({ kind: detail.kind, id: detail.id, reason });
        toast.success(result.message ?? m.denied);
        await onDecided();
      }),
    server.summary.refuse,
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-labelledby="deny-title">
        <Stack>
          <Title order={2} size="h4" id="deny-title">
            Deny
          </Title>
          <ErrorSummary {...server.summaryProps} />
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
            <Button type="submit" variant="default" loading={server.saving}>
              Deny
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
