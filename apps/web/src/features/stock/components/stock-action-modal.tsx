import type { Envelope } from '@homer/contracts/envelope';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { toast } from '../../../shared/ui/toast.ts';

type Props<T extends Record<string, unknown>> = {
  title: string;
  form: UseFormReturnType<T>;
  /** Sends the form; a refusal of the stock ledger comes back as the message shown above the fields. */
  send: (values: T) => Promise<Envelope<number, null>>;
  submitLabel: string;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
};

/** The modal every lot action runs in: the server's refusal is shown in it, and nothing changes until it says yes. */
export function StockActionModal<T extends Record<string, unknown>>({
  title,
  form,
  send,
  submitLabel,
  onClose,
  onDone,
  children,
}: Props<T>) {
  const server = useServerSubmit({ fallback: `${title} was refused.` });
  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await send(values);
        if (!result.isSuccessful) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? 'Done.');
        onDone();
      }),
    server.summary.refuse,
  );
  return (
    <Modal opened onClose={onClose} title={title}>
      <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <ErrorSummary {...server.summaryProps} />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={server.saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
