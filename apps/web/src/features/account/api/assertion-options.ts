import type { Envelope } from '@homer/contracts/envelope';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/WebAuthn/AssertionOptions: the device challenge for this sign-in's ticket. */
export function getAssertionOptions(mfaTicket: string) {
  return apiPost<Envelope<PublicKeyCredentialRequestOptionsJSON, null>>('api/WebAuthn/AssertionOptions', {
    body: { mfaTicket },
    skipErrorHandling: [400, 401],
  });
}
