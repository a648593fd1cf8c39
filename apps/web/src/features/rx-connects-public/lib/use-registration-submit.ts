import type { Envelope } from '@homer/contracts/envelope';
import { useState } from 'react';
import type { PublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { serverMessage } from './server-message.ts';

type Messages = {
  /** Shown when the server stores the form without a message of its own. */
  saved: string;
  /** Shown when the server refuses the form without a message of its own. */
  failed: string;
};

/**
 * Sends a registration with the guard's captcha and honeypot, and keeps what the page shows afterwards: the
 * thank-you once stored, or why it was refused. The captcha is renewed after every attempt (single-use).
 */
export function useRegistrationSubmit<Form>(
  guard: PublicFormGuard,
  save: (body: Form & { honeyPot: boolean; recaptcha: string }) => Promise<Envelope<number, null>>,
  messages: Messages,
) {
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (form: Form) => {
    if (!guard.captcha) return;
    setFailure(null);
    try {
      const result = await save({ ...form, honeyPot: guard.honeyPot, recaptcha: guard.captcha });
      if (result.isSuccessful) setSavedMessage(result.message ?? messages.saved);
      else setFailure(result.message ?? messages.failed);
    } catch (error) {
      setFailure(serverMessage(error, messages.failed));
    } finally {
      guard.renew();
    }
  };

  return { savedMessage, failure, send };
}
