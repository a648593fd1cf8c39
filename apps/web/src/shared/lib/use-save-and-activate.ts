import type { Envelope } from '@homer/contracts/envelope';
import { useState } from 'react';
import { toast } from '../ui/toast.ts';

type Options<Values> = {
  save: (values: Values) => Promise<Envelope>;
  /** Null for a record not saved yet, which has nothing to (de)activate. */
  activateDeactivate: (() => Promise<Envelope<unknown, { isActive: boolean }>>) | null;
  initiallyActive: boolean;
  /** Shown on success when the server sends no message of its own. */
  savedMessage: string;
  saveFailed: (message: string | null) => void;
  toggleFailed: (message: string | null) => void;
  reload: () => Promise<unknown>;
  onSaved: () => void;
  onToggled?: (isActive: boolean) => void;
};

/** The save and the (de)activation of an admin record edited in a modal (B&A programs, fiscal years). */
export function useSaveAndActivate<Values>(options: Options<Values>) {
  const { save, activateDeactivate, savedMessage, saveFailed, toggleFailed, reload, onSaved, onToggled } =
    options;
  const [isActive, setIsActive] = useState(options.initiallyActive);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const result = await save(values);
      if (!result.isSuccessful) return saveFailed(result.message);
      toast.success(result.message ?? savedMessage);
      await reload();
      onSaved();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  };

  const toggleActive = async () => {
    if (!activateDeactivate) return;
    try {
      const result = await activateDeactivate();
      if (!result.isSuccessful || !result.model) return toggleFailed(result.message);
      setIsActive(result.model.isActive);
      onToggled?.(result.model.isActive);
      toast.success(result.message ?? savedMessage);
      await reload();
    } catch {
      // Shown by the api client.
    }
  };

  return { isActive, saving, submit, toggleActive };
}
