import type { Envelope } from '@homer/contracts/envelope';
import type { ChangePasswordRequest } from '@homer/contracts/password';
import { apiPost } from '../../../shared/lib/api-client.ts';
import { formErrorStatuses } from '../lib/server-error.ts';

/** POST api/Account/ChangePassword. A 400 (a rule, captcha, honeypot) and a 429 are shown on the form. */
export function changePassword(body: ChangePasswordRequest): Promise<Envelope<null, null>> {
  return apiPost<Envelope<null, null>>('api/Account/ChangePassword', {
    body,
    skipErrorHandling: formErrorStatuses,
  });
}
