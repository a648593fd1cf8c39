import { Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorSummary } from './public-form/error-summary.tsx';
import { useServerSubmit } from './public-form/use-server-submit.ts';

type Props<T extends Record<string, unknown>> = {
  title: string;
  form: UseFormReturnType<T>;
  /** Sends the command; resolves null once done, or the message of a refusal the server answered without failing. */
  send: (values: T) => Promise<string | null>;
  submitLabel: string;
  submitColor?: string;
  /** The field a refusal belongs to (e.g. a wrong password), to show it there rather than above the fields. */
  fieldOf?: (message: string) => string | null;
  /** What the summary says when the server fails without a message of its own. */
  fallback?: string;
  closeLabel?: string;
  size?: string;
  onClose: () => void;
  /** Called once the server said yes; closing is the default. */
  onDone?: () => void;
  children: ReactNode;
};

/**
 * The modal a record's command runs in (a job's start or signature, an order's receipt, a lot's adjustment): its
 * fields are checked by the contract, the server's refusal is shown in it with the error summary, and it closes only
 * once the server said yes.
 */
export function CommandModal<T extends Record<string, unknown>>({
  title,
  form,
  send,
  submitLabel,
  submitColor,
  fieldOf,
  fallback = `${title}: that did not work; try again.`,
  closeLabel = 'Close',
  size = 'lg',
  onClose,
  onDone = onClose,
  children,
}: Props<T>) {
  const server = useServerSubmit({ fallback, form, fieldOf });
  useFocusBackOnUnmount();
  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const refusal = await send(values);
        if (refusal === null) onDone();
        else server.refuse(refusal);
      }),
    server.summary.refuse,
  );
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <ErrorSummary {...server.summaryProps} />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {closeLabel}
            </Button>
            <Button type="submit" color={submitColor} loading={server.saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A page shows these modals by mounting them and removes them when done, so Mantine's return of focus (which runs
 * when `opened` turns false) never does: focus goes back to what opened the modal, if it is still on the page.
 */
function useFocusBackOnUnmount() {
  // Read while rendering, before the modal's own effects move focus into it.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (opener && opener !== document.body) setTimeout(() => opener.isConnected && opener.focus());
    },
    [opener],
  );
}
