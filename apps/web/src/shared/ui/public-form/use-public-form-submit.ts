import type { Envelope } from '@homer/contracts/envelope';
import { useState } from 'react';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { PublicFormGuard } from './use-public-form-guard.tsx';

type GuardFields = { honeyPot: boolean; recaptcha: string };

type Options = {
  /** Shown when the server stores the form without a message of its own. */
  saved: string;
  /** Shown when the server refuses the form without a message of its own. */
  failed: string;
  /** After a refusal, for a form that clears a field then (a feedback survey's rating, spec document 2 §4). */
  onRefused?: () => void;
};

/**
 * Sends a public form with the guard's captcha and honeypot, and keeps what the page shows afterwards: the
 * confirmation once stored, or why it was refused. The captcha is renewed after every attempt (single-use).
 */
export function usePublicFormSubmit<Form>(
  guard: PublicFormGuard,
  save: (body: Form & GuardFields) => Promise<Envelope<unknown, unknown>>,
  options: Options,
) {
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  // The stored record's id (e.g. the ticket number), for the confirmation to quote.
  const [savedValue, setSavedValue] = useState<unknown>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const refuse = (message: string) => {
    setFailure(message);
    options.onRefused?.();
  };

  const send = async (form: Form) => {
    if (!guard.captcha) return;
    setFailure(null);
    try {
      const result = await save({ ...form, honeyPot: guard.honeyPot, recaptcha: guard.captcha });
      if (result.isSuccessful) {
        setSavedValue(result.value);
        setSavedMessage(result.message ?? options.saved);
      } else refuse(result.message ?? options.failed);
    } catch (error) {
      refuse(refusalMessage(error) ?? options.failed);
    } finally {
      guard.renew();
    }
  };

  return { savedMessage, savedValue, failure, send };
}
