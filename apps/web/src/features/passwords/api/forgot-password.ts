import type { Envelope } from '@homer/contracts/envelope';
import type { ForgotPasswordRequest } from '@homer/contracts/password';
import { apiPost } from '../../../shared/lib/api-client.ts';
import { formErrorStatuses } from '../lib/server-error.ts';

/** POST api/Account/ForgotPassword. A 400 (captcha, honeypot, email) and a 429 are shown on the form. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<Envelope<null, null>> {
  return apiPost<Envelope<null, null>>('api/Account/ForgotPassword', {
    body,
    skipErrorHandling: formErrorStatuses,
  });
}
