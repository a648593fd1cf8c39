import type { Envelope } from '@homer/contracts/envelope';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { z } from 'zod';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { applyRefusal } from '../lib/apply-refusal.ts';

type Props<K extends string> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What sending does, said before it is done. */
  explanation: string;
  field: K;
  label: string;
  submitLabel: string;
  /** Red for a final refusal; the app's blue for what the agency can still answer. */
  submitColour?: string;
  maxLength: number;
  applicationId: number;
  schema: z.ZodType;
  send: (body: { applicationId: number } & Record<K, string>) => Promise<Envelope<null, null>>;
  /** Called with the server's message after a decision was stored. */
  onDone: (message: string | null) => Promise<unknown>;
};

/** Deny or Request changes: a required text that is emailed to the agency, confirmed by its own button. */
export function NoteDecisionModal<K extends string>(props: Props<K>) {
  const { opened, onClose, title, explanation, field, label, submitLabel, maxLength, applicationId } = props;
  const summary = useErrorSummary();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resolve = zod4Resolver(props.schema);
  const body = (values: Record<string, string>) =>
    ({ applicationId, [field]: values[field] ?? '' }) as { applicationId: number } & Record<K, string>;
  const form = useForm<Record<string, string>>({
    mode: 'controlled',
    initialValues: { [field]: '' },
    validate: (values) => resolve(body(values)),
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSending(true);
    try {
      const result = await props.send(body(values));
      form.reset();
      await props.onDone(result.message);
    } catch (error) {
      const message = applyRefusal(error, form);
      if (message !== null) {
        setFailure(message);
        summary.refuse();
      }
    } finally {
      setSending(false);
    }
  }, summary.refuse);

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <form ref={summary.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
          <Text size="sm">{explanation}</Text>
          <Textarea
            label={label}
            withAsterisk
            autosize
            minRows={4}
            maxLength={maxLength}
            data-autofocus
            {...form.getInputProps(field)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={props.submitColour} loading={sending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
