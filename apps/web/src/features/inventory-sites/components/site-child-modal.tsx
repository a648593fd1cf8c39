import type { Envelope } from '@homer/contracts/envelope';
import type { InventorySite } from '@homer/contracts/inventory-sites';
import { Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
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
  const summary = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refuse = (message: string) => {
    const field = fieldOf[message];
    if (field) form.setFieldError(field, message);
    else setFailure(message);
    summary.refuse();
  };

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await save(values);
      if (!result.isSuccessful || !result.model) {
        refuse(result.message ?? fallback);
        return;
      }
      toast.success(result.message ?? savedMessage);
      onSaved(result.model);
    } catch (error) {
      const message = refusalMessage(error);
      if (message) refuse(message);
    } finally {
      setSaving(false);
    }
  }, summary.refuse);

  return (
    <Modal opened onClose={onClose} title={title}>
      <form ref={summary.formRef} onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="sm">
          <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
          {children}
          <SaveCancelActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
