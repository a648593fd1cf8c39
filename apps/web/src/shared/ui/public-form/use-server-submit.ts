import { useState } from 'react';
import { refusalMessage } from '../../lib/refusal-message.ts';
import { useErrorSummary } from './use-error-summary.ts';

type FieldErrorSink = { setFieldError: (path: string, message: string) => void };

type Options = {
  /** Shown when a call fails without a message of the server's own (the api client has reported its status). */
  fallback: string;
  /** The form whose fields a refusal may belong to (with `fieldOf`). */
  form?: FieldErrorSink;
  /** The field a refusal belongs to, if any: its message then shows on that field, not above the form. */
  fieldOf?: (message: string) => string | null;
  /** After a refusal is shown: e.g. reload a record that someone else has decided meanwhile. */
  onRefused?: (message: string) => unknown;
};

/**
 * A form's round trip to the server, with its ErrorSummary: `run` keeps the submit button busy while `send`
 * runs and shows a thrown refusal on its field or above the form; `refuse` does the same for an answer that says
 * no without failing (with the fallback text when that answer has no message). Pass `summary.refuse` as the validation-failure handler of `form.onSubmit`.
 */
export function useServerSubmit({ fallback, form, fieldOf, onRefused }: Options) {
  const summary = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refuse = (refusal?: string | null) => {
    const message = refusal ?? fallback;
    const field = fieldOf?.(message);
    if (field && form) form.setFieldError(field, message);
    else setFailure(message);
    summary.refuse();
    return onRefused?.(message);
  };

  const run = async (send: () => Promise<unknown>) => {
    setSaving(true);
    setFailure(null);
    try {
      await send();
    } catch (error) {
      await refuse(refusalMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    failure,
    run,
    refuse,
    summary,
    /** The ErrorSummary's props. */
    summaryProps: { formRef: summary.formRef, attempt: summary.attempt, message: failure },
  };
}
