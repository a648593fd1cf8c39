import { rxConnectsNoteMax } from '@homer/contracts/rx-connects-admin';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { toast } from '../../../shared/ui/toast.ts';

export const noteTooLong = (note: string) =>
  note.length > rxConnectsNoteMax ? `Note cannot be longer than ${rxConnectsNoteMax} characters.` : null;

type Props<V> = {
  title: string;
  submitLabel: string;
  /** Shown when the server gives no reason of its own. */
  failureText: string;
  successText: string;
  form: UseFormReturnType<V>;
  send: (values: V) => Promise<{ message?: string | null }>;
  onClose: () => void;
  onDone: () => Promise<unknown>;
  children: ReactNode;
};

/**
 * The frame of a decision that needs words (deny, withdraw): the fields, the error summary that focuses and
 * announces a refusal (the form's or the server's), and the toast once the server agreed.
 */
export function DecisionModal<V>({
  title,
  submitLabel,
  failureText,
  successText,
  form,
  send,
  onClose,
  onDone,
  children,
}: Props<V>) {
  const server = useServerSubmit({ fallback: failureText });
  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await send(values);
        toast.success(result.message ?? successText, { autoCloseMs: 6000 });
        onClose();
        await onDone();
      }),
    server.summary.refuse,
  );
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form ref={server.summary.formRef} onSubmit={submit} noValidate>
        <Stack>
          <ErrorSummary {...server.summaryProps} />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={server.saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
