import type { LoginValue } from '@homer/contracts/account';
import type { Envelope } from '@homer/contracts/envelope';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/WebAuthn/VerifyAssertion; `null` reports a device failure ("verifying without an assertion"). */
export function verifyAssertion(mfaTicket: string, response: AuthenticationResponseJSON | null) {
  return apiPost<Envelope<LoginValue, null>>('api/WebAuthn/VerifyAssertion', {
    body: { mfaTicket, response },
    skipErrorHandling: [400, 401],
  });
}
