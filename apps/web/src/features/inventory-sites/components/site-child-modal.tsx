import type { Envelope } from '@homer/contracts/envelope';
import type { InventorySite } from '@homer/contracts/inventory-sites';
import { Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';

type Props<T extends Record<string, unknown>> = {
  title: string;
  /** The form's accessible name. */
  label: string;
  form: UseFormReturnType<T>;
  /** Which field a server refusal belongs to, so it shows under that field. */
  fieldOf: Partial<Record<string, keyof T & string>>;
  save: (values: T) => Promise<Envelope<null, InventorySite>>;
  /** Said when the server refuses without a message. */
  fallback: string;
  savedMessage: string;
  onClose: () => void;
  onSaved: (site: InventorySite) => void;
  children: ReactNode;
};

/** The modal a site's stock line or shipping workstation is added or edited in: saves, then hands back the site. */
export function SiteChildModal<T extends Record<string, unknown>>({
  title,
  label,
  form,
  fieldOf,
  save,
  fallback,
  savedMessage,
  onClose,
  onSaved,
  children,
}: Props<T>) {
  const server = useServerSubmit({ fallback, form, fieldOf: (message) => fieldOf[message] ?? null });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await save(values);
        if (!result.isSuccessful || !result.model) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? savedMessage);
        onSaved(result.model);
      }),
    server.summary.refuse,
  );

  return (
    <Modal opened onClose={onClose} title={title}>
      <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="sm">
          <ErrorSummary {...server.summaryProps} />
          {children}
          <SaveCancelActions onCancel={onClose} saving={server.saving} />
        </Stack>
      </form>
    </Modal>
  );
}
