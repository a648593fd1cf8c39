import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Account/VerifyFingerprint. A 503 (CloudABIS down) is left to the client's error catalogue. */
export function verifyFingerprint(mfaTicket: string, template: string) {
  return apiPost<Envelope<boolean, null>>('api/Account/VerifyFingerprint', {
    body: { mfaTicket, template },
    skipErrorHandling: [400, 401],
  });
}
